import type { IncomingMessage } from 'node:http';
import {
  PLAIN_WS,
  WS_AUTH_TIMEOUT_MS,
  WS_CHANNELS,
  WS_CLOSE_AUTH_FAILED,
  type WsClientMessage,
  type WsServerMessage,
  wsChannelSchema,
  wsClientMessageSchema,
} from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { RealtimeHub, RealtimeUser, WsPeer } from './realtime.hub';
import { maySubscribeSystem } from './room-access';
import { AUTH_FAILED, type Authenticate } from './socket-io';

// The plain WebSocket endpoint (/ws, docs/operations.md "Realtime"): token in `?token=` or a first
// `auth` message, JSON messages, heartbeat ping/pong that terminates dead peers. Served by `ws` in
// noServer mode (routing upgrades ourselves keeps Socket.IO's websocket transport working).

const MAX_CHANNELS = 100;
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface PlainWsOptions {
  authenticate: Authenticate;
  isActive: (user: AuthUser) => Promise<boolean>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  authTimeoutMs?: number;
}

export function createPlainWs(hub: RealtimeHub, opts: PlainWsOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();
  const peersBySocket = new Map<WebSocket, WsPeer>();

  const send = (ws: WebSocket, message: WsServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  const refuse = (ws: WebSocket) => {
    send(ws, { type: 'error', message: AUTH_FAILED });
    ws.close(WS_CLOSE_AUTH_FAILED, AUTH_FAILED);
  };

  function parse(raw: unknown): WsClientMessage | string {
    let data: unknown;
    try {
      data = JSON.parse(String(raw));
    } catch {
      return 'Invalid JSON';
    }
    const parsed = wsClientMessageSchema.safeParse(data);
    return parsed.success ? parsed.data : 'Invalid message';
  }

  async function handle(peer: WsPeer, ws: WebSocket, message: WsClientMessage) {
    switch (message.type) {
      case 'auth':
        return send(ws, { type: 'error', message: 'Already authenticated' });
      case 'ping':
        return send(ws, { type: 'pong', timestamp: message.timestamp, serverTime: Date.now() });
      case 'subscribe': {
        const channel = wsChannelSchema.safeParse(message.channel);
        if (!channel.success)
          return send(ws, { type: 'error', message: `Unknown channel: ${message.channel}` });
        if (channel.data === 'system' && !maySubscribeSystem(peer.user)) {
          return send(ws, { type: 'error', message: 'Forbidden' });
        }
        if (channel.data.startsWith('project:')) {
          const id = channel.data.slice('project:'.length);
          const refusal = await hub.joinRefusal(peer.user, 'project', id);
          if (refusal) {
            opts.log.info({ userId: peer.user.id, kind: 'project', id }, 'realtime /ws: room refused');
            return send(ws, { type: 'error', message: refusal });
          }
        }
        if (!peer.channels.has(channel.data) && peer.channels.size >= MAX_CHANNELS) {
          return send(ws, { type: 'error', message: 'Too many channels' });
        }
        peer.channels.add(channel.data);
        return send(ws, { type: 'subscribed', channel: channel.data });
      }
      case 'unsubscribe':
        peer.channels.delete(message.channel);
        return send(ws, { type: 'unsubscribed', channel: message.channel });
      case 'start_analysis':
      case 'implement_opportunity': {
        const handler = hub.commandHandler(message.type);
        if (!handler) {
          return send(ws, {
            type: 'error',
            message: `${message.type} is not available yet`,
            requestId: message.requestId,
          });
        }
        let data: unknown;
        try {
          data = await handler(peer.user, message);
        } catch (err) {
          // A refusal the handler means (an AppError: not found, invalid, busy) is told as such.
          if (err instanceof AppError && err.statusCode < 500)
            return send(ws, { type: 'error', message: err.message, requestId: message.requestId });
          throw err;
        }
        // start_analysis answers { projectId, crawlId }: the peer gets that project's progress.
        const projectId = (data as { projectId?: unknown } | null)?.projectId;
        if (
          message.type === 'start_analysis' &&
          typeof projectId === 'string' &&
          peer.channels.size < MAX_CHANNELS
        )
          peer.channels.add(`project:${projectId}`);
        return send(ws, { type: 'result', requestId: message.requestId, command: message.type, data });
      }
    }
  }

  function start(ws: WebSocket, user: RealtimeUser) {
    const peer: WsPeer = {
      user,
      channels: new Set(),
      send: (m) => send(ws, m),
      close: (code, reason) => ws.close(code, reason),
    };
    peersBySocket.set(ws, peer);
    hub.addPeer(peer);
    ws.on('close', () => {
      hub.removePeer(peer);
      peersBySocket.delete(ws);
    });
    ws.on('message', (raw) => {
      const message = parse(raw);
      if (typeof message === 'string') return send(ws, { type: 'error', message });
      (async () => {
        if (!(await opts.isActive(user))) return refuse(ws);
        await handle(peer, ws, message);
      })().catch((err) => {
        opts.log.error({ err }, 'realtime /ws: message failed');
        send(ws, { type: 'error', message: 'Internal error' });
      });
    });
    send(ws, { type: 'connected', userId: user.id, channels: WS_CHANNELS });
  }

  function onConnection(ws: WebSocket, req: IncomingMessage) {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', (err) => opts.log.debug({ err }, 'realtime /ws: socket error'));

    const queryToken = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token');
    const authenticate = (token: unknown) =>
      opts.authenticate(token).catch((err) => {
        opts.log.warn({ err }, 'realtime /ws: authentication error');
        return null;
      });

    if (queryToken) {
      void authenticate(queryToken).then((user) => (user ? start(ws, user) : refuse(ws)));
      return;
    }
    // No token in the URL: the first message must be { type: 'auth', token }.
    const timer = setTimeout(() => refuse(ws), opts.authTimeoutMs ?? WS_AUTH_TIMEOUT_MS);
    ws.once('message', (raw) => {
      clearTimeout(timer);
      const message = parse(raw);
      if (typeof message === 'string' || message.type !== 'auth') return refuse(ws);
      void authenticate(message.token).then((user) => (user ? start(ws, user) : refuse(ws)));
    });
    ws.once('close', () => clearTimeout(timer));
  }

  // Heartbeat: a peer that did not answer the previous ping is terminated; live sessions only.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
      const peer = peersBySocket.get(ws);
      if (peer) {
        opts
          .isActive(peer.user)
          .then((live) => live || refuse(ws))
          .catch(() => {});
      }
    }
  }, opts.heartbeatMs ?? PLAIN_WS.heartbeatMs);
  heartbeat.unref();

  return {
    handleUpgrade(req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) {
      wss.handleUpgrade(req, socket, head, (ws) => {
        wss.emit('connection', ws, req);
        onConnection(ws, req);
      });
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      return new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
