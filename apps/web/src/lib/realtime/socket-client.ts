import {
  MESSAGES,
  type PingAck,
  REALTIME_PATHS,
  type RealtimeAck,
  type RealtimeClientEvents,
  type RealtimeEventPayloads,
  type RealtimeServerEvents,
  type RealtimeSubscriptionEvent,
  SOCKET_CLIENT,
} from '@sdp/shared';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

// The socket client (docs/product/web.md#realtime-connection):
// - states idle, connecting, connected, error; connects only when a user and a token exist;
// - disabled when no socket URL is configured (see resolveSocketUrl);
// - Socket.IO's own reconnection (SOCKET_CLIENT: 3 attempts, 2000-10000 ms, timeout 20000 ms),
//   websocket first, then polling;
// - a server-initiated disconnect (the server drops sockets whose session was revoked) sets the
//   error 'Authentication failed' and retries after 1 s; after more than 2 attempts it cools down
//   for 1000 ms x 2^attempts, capped at 30000 ms;
// - stored subscriptions are re-sent on every (re)connect; a ping every 10 s gives the latency.

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'error';

export interface ConnectionStats {
  /** ms since the epoch of the last successful connect; null when not connected. */
  connectedAt: number | null;
  reconnectAttempts: number;
  /** Round trip of the last ping, in ms; null before the first answer. */
  latency: number | null;
}

export interface SocketState {
  status: SocketStatus;
  error: string | null;
  stats: ConnectionStats;
  /** false when no socket URL is configured. */
  enabled: boolean;
}

type ClientSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => ClientSocket;
export type EventName = keyof RealtimeEventPayloads;
export type EventHandler<E extends EventName> = (payload: RealtimeEventPayloads[E]) => void;

/**
 * VITE_SOCKET_URL decides where the socket connects: unset or empty means the page's own origin
 * (what `npm start` serves, and what the Vite dev server proxies to port 3000); 'off' disables
 * realtime; anything else is the Socket.IO server's URL (e.g. https://realtime.example.com).
 */
export function resolveSocketUrl(configured: string | undefined, origin: string | undefined): string | null {
  const value = (configured ?? '').trim();
  if (value.toLowerCase() === 'off') return null;
  if (value) return value;
  return origin && /^https?:\/\//.test(origin) ? origin : null;
}

/** Delay before the next manual retry: 1 s, then from the third attempt on 1000 x 2^n capped. */
export function retryDelay(attempts: number): number {
  if (attempts <= 2) return 1000;
  return Math.min(SOCKET_CLIENT.cooldownBaseMs * 2 ** attempts, SOCKET_CLIENT.cooldownCapMs);
}

const UNSUBSCRIBE: Record<RealtimeSubscriptionEvent, keyof RealtimeClientEvents> = {
  'dashboard:subscribe': 'dashboard:unsubscribe',
  'notification:subscribe': 'notification:unsubscribe',
  'project:join': 'project:leave',
  'chat:join': 'chat:leave',
  'system:subscribe': 'system:unsubscribe',
};

type Emit = (event: string, ...args: unknown[]) => void;

export class SocketClient {
  private socket: ClientSocket | null = null;
  private token: string | null = null;
  private userId: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly subscriptions = new Map<string, [RealtimeSubscriptionEvent, string | undefined]>();
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  private readonly listeners = new Set<() => void>();
  private state: SocketState;

  constructor(
    private readonly url: string | null,
    private readonly factory: SocketFactory = io as unknown as SocketFactory,
  ) {
    this.state = {
      status: 'idle',
      error: null,
      stats: { connectedAt: null, reconnectAttempts: 0, latency: null },
      enabled: url !== null,
    };
  }

  // --- state (useSyncExternalStore) ------------------------------------------------------------

  getState = (): SocketState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<Omit<SocketState, 'stats'>> & { stats?: Partial<ConnectionStats> }) {
    this.state = { ...this.state, ...patch, stats: { ...this.state.stats, ...patch.stats } };
    for (const l of this.listeners) l();
  }

  // --- lifecycle -------------------------------------------------------------------------------

  /** Connects when both a user and a token exist, disconnects otherwise. */
  update(userId: string | null | undefined, token: string | null | undefined): void {
    this.token = token || null;
    const next = userId && token ? userId : null;
    if (!this.url) return;
    if (!next) {
      this.disconnect();
      return;
    }
    if (this.userId !== next) {
      this.disconnect();
      this.userId = next;
      this.open();
    }
  }

  disconnect(): void {
    this.clearTimers();
    this.userId = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.offAny();
      socket.disconnect();
    }
    this.set({
      status: 'idle',
      error: null,
      stats: { connectedAt: null, reconnectAttempts: 0, latency: null },
    });
  }

  private open() {
    if (!this.url) return;
    this.set({ status: 'connecting', error: null });
    const socket = this.factory(this.url, {
      path: REALTIME_PATHS.socketIo,
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: SOCKET_CLIENT.reconnectionAttempts,
      reconnectionDelay: SOCKET_CLIENT.reconnectionDelayMs,
      reconnectionDelayMax: SOCKET_CLIENT.reconnectionDelayMaxMs,
      timeout: SOCKET_CLIENT.timeoutMs,
      // Read on every attempt, so a refreshed access token is used after a reconnect.
      auth: (cb) => cb({ token: this.token }),
    });
    this.socket = socket;

    socket.on('connect', () => {
      this.clearRetry();
      this.set({
        status: 'connected',
        error: null,
        stats: { connectedAt: Date.now(), reconnectAttempts: 0 },
      });
      this.resubscribe();
      this.startPing();
    });
    socket.on('disconnect', (reason) => {
      this.stopPing();
      this.set({ stats: { connectedAt: null } });
      if (reason === 'io server disconnect') {
        this.set({ status: 'error', error: MESSAGES.socketAuthFailed });
        this.scheduleRetry();
      } else if (reason !== 'io client disconnect') {
        this.set({ status: 'connecting', error: MESSAGES.socketConnectionFailed });
      }
    });
    socket.on('connect_error', (err) => {
      const message = err?.message === MESSAGES.socketAuthFailed ? err.message : MESSAGES.socketConnectFailed;
      this.set({ status: 'error', error: message });
      // Socket.IO retries transport errors itself; a refusal by the server (socket.active false) not.
      if (!socket.active) this.scheduleRetry();
    });
    socket.io.on('reconnect_attempt', (attempt) => {
      this.set({ status: 'connecting', stats: { reconnectAttempts: attempt } });
    });
    socket.io.on('reconnect_error', () => {
      this.set({ status: 'error', error: MESSAGES.socketReconnectionFailed });
    });
    socket.io.on('reconnect_failed', () => {
      this.set({ status: 'error', error: MESSAGES.socketReconnectGaveUp });
      this.scheduleRetry();
    });
    socket.onAny((event: string, payload: unknown) => {
      for (const h of this.handlers.get(event) ?? []) {
        try {
          h(payload);
        } catch (err) {
          console.error(`realtime handler for ${event} failed`, err);
        }
      }
    });
    socket.connect();
  }

  private scheduleRetry() {
    if (this.retryTimer || !this.socket) return;
    const attempts = this.state.stats.reconnectAttempts + 1;
    this.set({ stats: { reconnectAttempts: attempts } });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.socket || this.socket.connected) return;
      this.set({ status: 'connecting' });
      this.socket.connect();
    }, retryDelay(attempts));
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private startPing() {
    this.stopPing();
    this.pingTimer = setInterval(() => this.ping(), SOCKET_CLIENT.pingEveryMs);
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers() {
    this.clearRetry();
    this.stopPing();
  }

  /** Sends a ping now; its ack updates stats.latency. */
  ping(): void {
    const socket = this.socket;
    if (!socket?.connected) return;
    const sent = Date.now();
    socket.emit('ping', sent, (res: RealtimeAck<PingAck>) => {
      if (res?.ok && this.socket === socket) this.set({ stats: { latency: Date.now() - res.timestamp } });
    });
  }

  // --- subscriptions and events ----------------------------------------------------------------

  /** Stores a subscription (re-sent on every reconnect) and sends it when connected. */
  subscribe(event: RealtimeSubscriptionEvent, id?: string): void {
    this.subscriptions.set(id === undefined ? event : `${event}:${id}`, [event, id]);
    if (this.socket?.connected) this.send(event, id);
  }

  unsubscribe(event: RealtimeSubscriptionEvent, id?: string): void {
    this.subscriptions.delete(id === undefined ? event : `${event}:${id}`);
    if (this.socket?.connected) this.send(UNSUBSCRIBE[event], id);
  }

  /** Sends a chat message (payload: message and an ISO timestamp). */
  sendChatMessage(chatId: string, message: string): void {
    this.emit('chat:message', chatId, { message, timestamp: new Date().toISOString() });
  }

  sendTyping(chatId: string, isTyping: boolean): void {
    this.emit('chat:typing', chatId, isTyping);
  }

  /** Listens to a pushed event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: EventHandler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler as (payload: unknown) => void);
    return () => {
      set.delete(handler as (payload: unknown) => void);
    };
  }

  private resubscribe() {
    for (const [event, id] of this.subscriptions.values()) this.send(event, id);
  }

  private send(event: keyof RealtimeClientEvents, id: string | undefined) {
    if (id === undefined) this.emit(event);
    else this.emit(event, id);
  }

  private emit(event: keyof RealtimeClientEvents, ...args: unknown[]) {
    if (this.socket?.connected) (this.socket.emit as Emit)(event, ...args);
  }
}
