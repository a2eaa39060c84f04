import { SOCKET_CLIENT } from '@sdp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSocketUrl, retryDelay, SocketClient, type SocketFactory } from './socket-client';

type Fn = (...args: any[]) => void;

/** A stand-in for a socket.io-client Socket: records emits and lets the test fire events. */
class FakeSocket {
  connected = false;
  active = false;
  handlers = new Map<string, Fn[]>();
  managerHandlers = new Map<string, Fn[]>();
  anyHandlers: Fn[] = [];
  emitted: unknown[][] = [];
  connectCalls = 0;
  io = {
    on: (event: string, fn: Fn) => {
      this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), fn]);
    },
    removeAllListeners: () => this.managerHandlers.clear(),
  };
  on(event: string, fn: Fn) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  onAny(fn: Fn) {
    this.anyHandlers.push(fn);
  }
  offAny() {
    this.anyHandlers = [];
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  connect() {
    this.connectCalls++;
    this.active = true;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const fn of this.managerHandlers.get(event) ?? []) fn(...args);
  }
  push(event: string, payload: unknown) {
    for (const fn of this.anyHandlers) fn(event, payload);
  }
  /** Names of the events emitted since the last call. */
  takeEmitted() {
    const out = this.emitted.map((a) => a.filter((x) => typeof x !== 'function'));
    this.emitted = [];
    return out;
  }
}

function setup(url: string | null = 'http://localhost:3000') {
  const sockets: FakeSocket[] = [];
  const options: Parameters<SocketFactory>[1][] = [];
  const factory = vi.fn((_url: string, opts: Parameters<SocketFactory>[1]) => {
    const s = new FakeSocket();
    sockets.push(s);
    options.push(opts);
    return s as unknown as ReturnType<SocketFactory>;
  });
  const client = new SocketClient(url, factory);
  return { client, factory, sockets, options };
}

/** A handshake refused by the server: connect_error and the socket no longer active. */
function refuse(s: FakeSocket) {
  s.active = false;
  s.fire('connect_error', new Error('Authentication failed'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('resolveSocketUrl', () => {
  it('uses the page origin unless configured; "off" disables realtime', () => {
    expect(resolveSocketUrl(undefined, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(resolveSocketUrl('', 'https://app.example.com')).toBe('https://app.example.com');
    expect(resolveSocketUrl('https://rt.example.com', 'https://app.example.com')).toBe(
      'https://rt.example.com',
    );
    expect(resolveSocketUrl('off', 'https://app.example.com')).toBeNull();
    expect(resolveSocketUrl(undefined, undefined)).toBeNull();
  });
});

describe('SocketClient lifecycle', () => {
  it('is disabled without a socket URL', () => {
    const { client, factory } = setup(null);
    client.update('u1', 'token');
    expect(factory).not.toHaveBeenCalled();
    expect(client.getState()).toMatchObject({ status: 'idle', enabled: false });
  });

  it('connects only when both a user and a token exist, with the SOCKET_CLIENT options', () => {
    const { client, factory, sockets, options } = setup();
    client.update('u1', null);
    client.update(null, 'token');
    expect(factory).not.toHaveBeenCalled();
    client.update('u1', 'token-1');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(client.getState().status).toBe('connecting');
    expect(options[0]).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnectionAttempts: SOCKET_CLIENT.reconnectionAttempts,
      reconnectionDelay: 2000,
      reconnectionDelayMax: 10000,
      timeout: 20000,
    });
    // the auth callback reads the newest token on every attempt
    client.update('u1', 'token-2');
    expect(factory).toHaveBeenCalledTimes(1);
    const auth = options[0]!.auth as (cb: (data: object) => void) => void;
    let sent: object = {};
    auth((data) => {
      sent = data;
    });
    expect(sent).toEqual({ token: 'token-2' });

    sockets[0]!.fire('connect');
    expect(client.getState().status).toBe('connected');
    expect(client.getState().stats.connectedAt).toBe(Date.now());
    client.update(null, null);
    expect(client.getState().status).toBe('idle');
    expect(sockets[0]!.active).toBe(false);
  });

  it('after a server-initiated disconnect: error "Authentication failed" and a retry after 1 s', () => {
    const { client, sockets } = setup();
    client.update('u1', 't');
    const s = sockets[0]!;
    s.fire('connect');
    s.fire('disconnect', 'io server disconnect');
    expect(client.getState()).toMatchObject({ status: 'error', error: 'Authentication failed' });
    const before = s.connectCalls;
    vi.advanceTimersByTime(999);
    expect(s.connectCalls).toBe(before);
    vi.advanceTimersByTime(1);
    expect(s.connectCalls).toBe(before + 1);
    expect(client.getState().status).toBe('connecting');
  });

  it('cools down 1000 x 2^n ms (capped at 30000) after more than 2 attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 1000, 8000, 16000, 30000, 30000, 30000]);

    const { client, sockets } = setup();
    client.update('u1', 't');
    const s = sockets[0]!;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      refuse(s);
      expect(client.getState().stats.reconnectAttempts).toBe(attempt);
      const before = s.connectCalls;
      let waited = 0;
      while (s.connectCalls === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 1000, 8000, 16000, 30000, 30000]);
    s.fire('connect');
    expect(client.getState().stats.reconnectAttempts).toBe(0);
  });

  it('after Socket.IO gives up reconnecting, reports it and retries with the cooldown', () => {
    const { client, sockets } = setup();
    client.update('u1', 't');
    const s = sockets[0]!;
    s.fire('connect');
    s.fire('disconnect', 'transport close');
    expect(client.getState()).toMatchObject({ status: 'connecting', error: 'Connection failed' });
    s.fireManager('reconnect_attempt', 1);
    expect(client.getState().stats.reconnectAttempts).toBe(1);
    s.fireManager('reconnect_error', new Error('x'));
    expect(client.getState().error).toBe('Reconnection failed');
    s.fireManager('reconnect_attempt', 3);
    s.fireManager('reconnect_failed');
    expect(client.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to reconnect after multiple attempts',
      stats: { reconnectAttempts: 4 },
    });
    const before = s.connectCalls;
    vi.advanceTimersByTime(16000);
    expect(s.connectCalls).toBe(before + 1);
  });
});

describe('SocketClient subscriptions, ping and events', () => {
  it('stores subscriptions and re-sends them on every reconnect', () => {
    const { client, sockets } = setup();
    client.subscribe('dashboard:subscribe');
    client.subscribe('project:join', 'p1');
    client.update('u1', 't');
    const s = sockets[0]!;
    expect(s.takeEmitted()).toEqual([]);
    s.fire('connect');
    expect(s.takeEmitted()).toEqual([['dashboard:subscribe'], ['project:join', 'p1']]);
    client.subscribe('chat:join', 'c1');
    client.unsubscribe('project:join', 'p1');
    expect(s.takeEmitted()).toEqual([
      ['chat:join', 'c1'],
      ['project:leave', 'p1'],
    ]);
    s.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(1000);
    s.fire('connect');
    expect(s.takeEmitted()).toEqual([['dashboard:subscribe'], ['chat:join', 'c1']]);
  });

  it('pings every 10 s while connected and keeps the ack latency', () => {
    const { client, sockets } = setup();
    client.update('u1', 't');
    const s = sockets[0]!;
    s.fire('connect');
    expect(client.getState().stats.latency).toBeNull();
    vi.advanceTimersByTime(SOCKET_CLIENT.pingEveryMs - 1);
    expect(s.emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    const [event, sentAt, ack] = s.emitted[0] as [string, number, (res: unknown) => void];
    expect(event).toBe('ping');
    vi.advanceTimersByTime(42);
    ack({ ok: true, timestamp: sentAt, serverTime: Date.now() });
    expect(client.getState().stats.latency).toBe(42);
    s.fire('disconnect', 'transport close');
    s.emitted = [];
    vi.advanceTimersByTime(30000);
    expect(s.emitted).toEqual([]);
  });

  it('dispatches pushed events to handlers until they unsubscribe', () => {
    const { client, sockets } = setup();
    client.update('u1', 't');
    const got: unknown[] = [];
    const off = client.on('deployment:progress', (p) => got.push(p));
    sockets[0]!.push('deployment:progress', { jobId: 'j', status: 'building', progress: 5 });
    sockets[0]!.push('lead:received', { leadId: 'l' });
    off();
    sockets[0]!.push('deployment:progress', { jobId: 'j', status: 'building', progress: 6 });
    expect(got).toEqual([{ jobId: 'j', status: 'building', progress: 5 }]);
  });

  it('sends chat messages with an ISO timestamp', () => {
    const { client, sockets } = setup();
    client.update('u1', 't');
    sockets[0]!.fire('connect');
    sockets[0]!.takeEmitted();
    client.sendChatMessage('c1', 'hello');
    expect(sockets[0]!.takeEmitted()).toEqual([
      ['chat:message', 'c1', { message: 'hello', timestamp: new Date().toISOString() }],
    ]);
  });
});
