import {
  type AckFn,
  chatMessagePayloadSchema,
  MESSAGES,
  type RealtimeAck,
  type RealtimeClientEvent,
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  realtimeIdSchema,
} from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  type RealtimeHub,
  type RealtimeServer,
  type RealtimeUser,
  type RoomKind,
  rooms,
  type SocketData,
} from './realtime.hub';
import { maySubscribeSystem } from './room-access';

// Socket.IO handlers for the client events (docs/operations.md "Realtime"). Every handler validates
// its arguments and answers through the ack (when the client sent one); nothing a client sends can
// throw out of here.

export const AUTH_FAILED = MESSAGES.socketAuthFailed;
const MAX_JOINED_ROOMS = 100;

export type Authenticate = (token: unknown) => Promise<RealtimeUser | null>;
type RealtimeSocket = Socket<RealtimeClientEvents, RealtimeServerEvents, object, SocketData>;
type Handler = (
  socket: RealtimeSocket,
  user: AuthUser,
  args: unknown[],
) => RealtimeAck | Promise<RealtimeAck>;

const ok = (extra: object = {}): RealtimeAck => ({ ok: true, ...extra });
const fail = (error: string): RealtimeAck => ({ ok: false, error });

function tokenFromHandshake(socket: RealtimeSocket): unknown {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = auth?.token;
  return typeof token === 'string' ? token.replace(/^bearer\s+/i, '') : token;
}

function roomCount(socket: RealtimeSocket) {
  let n = 0;
  for (const r of socket.rooms) if (r.startsWith('project:') || r.startsWith('chat:')) n++;
  return n;
}

function joinRoom(hub: RealtimeHub, kind: RoomKind, log: FastifyBaseLogger): Handler {
  return async (socket, user, [id]) => {
    const parsed = realtimeIdSchema.safeParse(id);
    if (!parsed.success) return fail(`Invalid ${kind} id`);
    const room = kind === 'project' ? rooms.project(parsed.data) : rooms.chat(parsed.data);
    if (socket.rooms.has(room)) return ok({ room });
    if (roomCount(socket) >= MAX_JOINED_ROOMS) return fail('Too many rooms joined');
    // Team membership of the id's owner (room-access.ts): unknown, another team's, or no resolver.
    const refusal = await hub.joinRefusal(user, kind, parsed.data);
    if (refusal) {
      log.info({ userId: user.id, kind, id: parsed.data }, 'realtime: room join refused');
      return fail(refusal);
    }
    await socket.join(room);
    return ok({ room });
  };
}

function leaveRoom(kind: RoomKind): Handler {
  return async (socket, _user, [id]) => {
    const parsed = realtimeIdSchema.safeParse(id);
    if (!parsed.success) return fail(`Invalid ${kind} id`);
    const room = kind === 'project' ? rooms.project(parsed.data) : rooms.chat(parsed.data);
    await socket.leave(room);
    return ok({ room });
  };
}

/**
 * dashboard:subscribe and notification:subscribe (docs/product/web.md#subscriptions): the user's own
 * room, and one per team the connection is in, so both user and team pushes reach the subscriber.
 */
function subscribeRoom(
  userRoom: (userId: string) => string,
  teamRoom: (teamId: string) => string,
  join: boolean,
): Handler {
  return async (socket, user) => {
    const teams = [...socket.rooms].filter((r) => r.startsWith('team:')).map((r) => r.slice('team:'.length));
    const names = [userRoom(user.id), ...teams.map(teamRoom)];
    if (join) await socket.join(names);
    else for (const name of names) await socket.leave(name);
    return ok();
  };
}

function handlers(hub: RealtimeHub, log: FastifyBaseLogger): Record<RealtimeClientEvent, Handler> {
  return {
    'dashboard:subscribe': subscribeRoom(rooms.dashboard, rooms.dashboardTeam, true),
    'dashboard:unsubscribe': subscribeRoom(rooms.dashboard, rooms.dashboardTeam, false),
    'notification:subscribe': subscribeRoom(rooms.notifications, rooms.notificationsTeam, true),
    'notification:unsubscribe': subscribeRoom(rooms.notifications, rooms.notificationsTeam, false),
    'project:join': joinRoom(hub, 'project', log),
    'project:leave': leaveRoom('project'),
    'chat:join': joinRoom(hub, 'chat', log),
    'chat:leave': leaveRoom('chat'),
    'chat:message': async (socket, user, [chatId, payload]) => {
      const id = realtimeIdSchema.safeParse(chatId);
      if (!id.success) return fail('Invalid chat id');
      const room = rooms.chat(id.data);
      if (!socket.rooms.has(room)) return fail('Join the chat first');
      const body = chatMessagePayloadSchema.safeParse(payload);
      if (!body.success) return fail('Invalid message: a message of 1-2000 characters and an ISO timestamp');
      const store = hub.chatMessageStore();
      if (!store) {
        hub.toChat({ chatId: id.data, userId: user.id, ...body.data });
        return ok();
      }
      try {
        const stored = await store(user, id.data, body.data);
        hub.toChat(stored);
        return ok({ id: stored.id });
      } catch (err) {
        if (err instanceof AppError) return fail(err.message);
        throw err;
      }
    },
    'chat:typing': (socket, user, [chatId, isTyping]) => {
      const id = realtimeIdSchema.safeParse(chatId);
      if (!id.success) return fail('Invalid chat id');
      if (typeof isTyping !== 'boolean') return fail('Invalid typing flag');
      const room = rooms.chat(id.data);
      if (!socket.rooms.has(room)) return fail('Join the chat first');
      socket.to(room).emit('chat:typing', { chatId: id.data, userId: user.id, isTyping });
      return ok();
    },
    'system:subscribe': async (socket, user) => {
      if (!maySubscribeSystem(user)) return fail('Forbidden');
      await socket.join(rooms.system);
      return ok();
    },
    'system:unsubscribe': async (socket) => {
      await socket.leave(rooms.system);
      return ok();
    },
    ping: (_socket, _user, [timestamp]) => {
      if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return fail('Invalid timestamp');
      return ok({ timestamp, serverTime: Date.now() });
    },
  };
}

export function setupSocketIo(
  io: RealtimeServer,
  hub: RealtimeHub,
  opts: {
    authenticate: Authenticate;
    isActive: (user: AuthUser) => Promise<boolean>;
    log: FastifyBaseLogger;
  },
) {
  io.use((socket, next) => {
    opts
      .authenticate(tokenFromHandshake(socket))
      .then((user) => {
        if (!user) return next(new Error(AUTH_FAILED));
        socket.data.user = user;
        next();
      })
      .catch((err) => {
        opts.log.warn({ err }, 'realtime: authentication error');
        next(new Error(AUTH_FAILED));
      });
  });

  const table = handlers(hub, opts.log);
  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join([
      rooms.user(user.id),
      ...(user.sid ? [rooms.session(user.sid)] : []),
      ...(maySubscribeSystem(user) ? [rooms.admins] : []),
      ...user.teamIds.map(rooms.team),
    ]);

    for (const [event, handler] of Object.entries(table)) {
      (socket.on as (e: string, fn: (...args: unknown[]) => void) => void)(event, (...args) => {
        const ack = typeof args.at(-1) === 'function' ? (args.pop() as AckFn) : undefined;
        const reply = (res: RealtimeAck) => {
          try {
            ack?.(res);
          } catch {
            // a broken ack never takes the process down
          }
        };
        (async () => {
          // The session may have been revoked since the handshake (logout, password change).
          if (!(await opts.isActive(user))) {
            reply(fail(AUTH_FAILED));
            socket.disconnect(true);
            return;
          }
          reply(await handler(socket, user, args));
        })().catch((err) => {
          opts.log.error({ err, event }, 'realtime: handler failed');
          reply(fail('Internal error'));
        });
      });
    }
  });
}
