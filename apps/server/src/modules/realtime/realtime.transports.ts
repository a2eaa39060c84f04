import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATHS } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AuthUser } from '../../plugins/auth';
import type { SessionService, TokenService } from '../auth/index';
import type { Actors } from '../teams/index';
import { createPlainWs } from './plain-ws';
import { RealtimeHub, type RealtimeServer, type RealtimeUser, rooms } from './realtime.hub';
import { setupSocketIo } from './socket-io';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push realtime events: app.realtime.toUser(userId, 'deployment:progress', {...}). */
    realtime: RealtimeHub;
  }
}

export interface RealtimeOptions {
  tokens: TokenService;
  sessions: SessionService;
  /** Team membership (the teams module): each connection joins its team:{id} rooms. */
  actors: Pick<Actors, 'teamIdsOf' | 'isMember'>;
  /** Allowed cross-origin callers of /socket.io and /ws (the REST API's CORS rule). */
  allowOrigin: (origin: string | undefined) => boolean;
  /** /ws heartbeat (default PLAIN_WS.heartbeatMs). */
  heartbeatMs?: number;
  /** system:metrics push to subscribed admins (default 15 s). */
  systemMetricsMs?: number;
}

/**
 * Whether a handshake's Origin may open a realtime connection: none (not a browser), the server's
 * own origin (the Origin's host is the Host the browser connected to), or the REST API's CORS rule
 * (config/cors-origins.ts). Browsers send Origin on every WebSocket handshake and do not apply
 * CORS to it, so this is what keeps other sites' pages out.
 */
export function handshakeOriginAllowed(
  req: { headers: Record<string, string | string[] | undefined> },
  allowOrigin: (origin: string | undefined) => boolean,
): boolean {
  const origin = req.headers.origin;
  if (Array.isArray(origin)) return false;
  if (origin === undefined) return true;
  const host = req.headers.host;
  if (typeof host === 'string' && host !== '') {
    try {
      if (new URL(origin).host === host.toLowerCase()) return true;
    } catch {
      return false;
    }
  }
  return allowOrigin(origin);
}

const SOCKET_IO_PREFIX = `${REALTIME_PATHS.socketIo}/`;

/**
 * Attaches Socket.IO (/socket.io) and the plain WebSocket endpoint (/ws) to the app's HTTP server
 * and decorates app.realtime. One 'upgrade' listener routes /ws to `ws`, leaves /socket.io to
 * Socket.IO's own listener and refuses every other path.
 */
export function registerRealtime(app: FastifyInstance, opts: RealtimeOptions): RealtimeHub {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATHS.socketIo,
    transports: ['websocket', 'polling'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    destroyUpgrade: false,
    cors: {
      origin: (origin, cb) => cb(null, opts.allowOrigin(origin)),
      credentials: true,
    },
    // Handshakes (polling and websocket) from another origin are refused before authentication.
    allowRequest: (req, cb) => {
      const allowed = handshakeOriginAllowed(req, opts.allowOrigin);
      cb(allowed ? null : 'Origin not allowed', allowed);
    },
  });
  const hub = new RealtimeHub(io, (userId, teamId) => opts.actors.isMember(userId, teamId));

  const authenticate = async (token: unknown): Promise<RealtimeUser | null> => {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    const claims = await opts.tokens.verifyAccessToken(token);
    if (!claims) return null;
    if (!(await opts.sessions.isActive(claims.sid, claims.sub))) return null;
    return {
      id: claims.sub,
      sid: claims.sid,
      role: claims.role,
      teamIds: await opts.actors.teamIdsOf(claims.sub),
    };
  };
  const isActive = (user: AuthUser) => opts.sessions.isActive(user.sid, user.id);

  setupSocketIo(io, hub, { authenticate, isActive, log: app.log });
  const plain = createPlainWs(hub, { authenticate, isActive, log: app.log, heartbeatMs: opts.heartbeatMs });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname.startsWith(SOCKET_IO_PREFIX)) return; // Socket.IO's own upgrade listener
    if (pathname === REALTIME_PATHS.ws || pathname === `${REALTIME_PATHS.ws}/`) {
      if (!handshakeOriginAllowed(req, opts.allowOrigin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      plain.handleUpgrade(req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  };
  app.server.on('upgrade', onUpgrade);

  const metrics = setInterval(() => {
    if (
      !io.of('/').adapter.rooms.get(rooms.system)?.size &&
      !hub.allPeers().some((p) => p.channels.has('system'))
    ) {
      return;
    }
    hub.toSystem('system:metrics', {
      connections: hub.stats(),
      uptimeS: Math.round(process.uptime()),
      rssBytes: process.memoryUsage().rss,
      at: new Date().toISOString(),
    });
  }, opts.systemMetricsMs ?? 15_000);
  metrics.unref();

  app.decorate('realtime', hub);
  // preClose: before Fastify stops the HTTP server, end every upgraded connection (they would
  // otherwise keep server.close() waiting).
  app.addHook('preClose', async () => {
    clearInterval(metrics);
    app.server.off('upgrade', onUpgrade);
    io.disconnectSockets(true);
    io.engine.close();
    await plain.close();
  });
  return hub;
}
