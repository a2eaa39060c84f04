import { PLAIN_WS } from '@sdp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainWsClient, plainWsUrl } from './plain-ws-client';

class FakeWs {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((ev: { wasClean: boolean; code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(wasClean = false, code = 1006, reason = '') {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.({ wasClean, code, reason });
  }
}

function setup() {
  const sockets: FakeWs[] = [];
  const factory = vi.fn((url: string) => {
    const ws = new FakeWs(url);
    sockets.push(ws);
    return ws as unknown as WebSocket;
  });
  const client = new PlainWsClient('ws://localhost:3000/ws', factory);
  const last = () => sockets[sockets.length - 1]!;
  const online = () => {
    last().open();
    last().receive({ type: 'connected', userId: 'u1', channels: [] });
  };
  return { client, factory, sockets, last, online };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PlainWsClient', () => {
  it('builds the /ws URL from the page origin', () => {
    expect(plainWsUrl('http://localhost:3000')).toBe('ws://localhost:3000/ws');
    expect(plainWsUrl('https://app.example.com/')).toBe('wss://app.example.com/ws');
  });

  it('authenticates with a first message, then subscribes and sends the client messages', () => {
    const { client, last, online } = setup();
    client.subscribe('deployments');
    client.connect('tok');
    expect(client.getState().status).toBe('connecting');
    online();
    expect(client.getState()).toMatchObject({ status: 'connected', error: null });
    expect(last().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', channel: 'deployments' },
    ]);
    last().sent = [];
    client.unsubscribe('deployments');
    client.startAnalysis({ keyword: 'plumber' }, 'r1');
    client.implementOpportunity('o1');
    client.send({ type: 'ping' });
    expect(last().sent).toEqual([
      { type: 'unsubscribe', channel: 'deployments' },
      { type: 'start_analysis', data: { keyword: 'plumber' }, requestId: 'r1' },
      { type: 'implement_opportunity', opportunityId: 'o1' },
      { type: 'ping' },
    ]);
  });

  it('reconnects every 5 s after a not-clean close, up to 10 attempts, then gives up', () => {
    const { client, factory, last, online } = setup();
    client.connect('tok');
    online();
    last().drop();
    expect(client.getState()).toMatchObject({
      status: 'reconnecting',
      error: 'Connection lost',
      reconnectAttempts: 1,
    });
    for (let attempt = 1; attempt <= PLAIN_WS.maxAttempts; attempt++) {
      vi.advanceTimersByTime(PLAIN_WS.reconnectMs - 1);
      expect(factory).toHaveBeenCalledTimes(attempt);
      vi.advanceTimersByTime(1);
      expect(factory).toHaveBeenCalledTimes(attempt + 1);
      last().drop();
    }
    expect(client.getState()).toMatchObject({ status: 'disconnected', error: 'Connection failed' });
    vi.advanceTimersByTime(60_000);
    expect(factory).toHaveBeenCalledTimes(PLAIN_WS.maxAttempts + 1);
  });

  it('resets the attempts and re-subscribes after a successful reconnect', () => {
    const { client, last, online } = setup();
    client.subscribe('leads');
    client.connect('tok');
    online();
    last().drop();
    vi.advanceTimersByTime(5000);
    last().drop();
    expect(client.getState().reconnectAttempts).toBe(2);
    vi.advanceTimersByTime(5000);
    online();
    expect(client.getState()).toMatchObject({ status: 'connected', reconnectAttempts: 0, error: null });
    expect(last().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', channel: 'leads' },
    ]);
  });

  it('does not reconnect after a clean close (token refused) or a manual disconnect', () => {
    const { client, factory, last, online } = setup();
    client.connect('bad');
    last().open();
    last().receive({ type: 'error', message: 'Authentication failed' });
    last().drop(true, 4401, 'Authentication failed');
    expect(client.getState()).toMatchObject({ status: 'disconnected', error: 'Authentication failed' });
    client.connect('good');
    online();
    client.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(client.getState().status).toBe('disconnected');
  });

  it('reports "Failed to create connection" when the socket cannot be created, and retries', () => {
    let fail = true;
    const client = new PlainWsClient('ws://x/ws', (url) => {
      if (fail) throw new Error('blocked');
      return new FakeWs(url) as unknown as WebSocket;
    });
    client.connect('tok');
    expect(client.getState()).toMatchObject({ status: 'reconnecting', error: 'Failed to create connection' });
    fail = false;
    vi.advanceTimersByTime(5000);
    expect(client.getState().status).toBe('reconnecting');
  });

  it('sends a heartbeat ping every 30 s while connected', () => {
    const { client, last, online } = setup();
    client.connect('tok');
    online();
    last().sent = [];
    vi.advanceTimersByTime(PLAIN_WS.heartbeatMs - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([{ type: 'ping', timestamp: Date.now() }]);
    vi.advanceTimersByTime(PLAIN_WS.heartbeatMs);
    expect(last().sent).toHaveLength(2);
    client.disconnect();
    vi.advanceTimersByTime(PLAIN_WS.heartbeatMs * 3);
    expect(last().sent).toHaveLength(2);
  });

  it('keeps the last 100 messages and passes each to listeners', () => {
    const { client, last, online } = setup();
    const seen: unknown[] = [];
    client.onMessage((m) => seen.push(m));
    client.connect('tok');
    online();
    for (let i = 0; i < 150; i++) last().receive({ type: 'pong', timestamp: i, serverTime: 0 });
    const { messages } = client.getState();
    expect(messages).toHaveLength(100);
    expect(messages[0]).toEqual({ type: 'pong', timestamp: 50, serverTime: 0 });
    expect(messages[99]).toEqual({ type: 'pong', timestamp: 149, serverTime: 0 });
    expect(seen).toHaveLength(151);
  });
});

describe('commands answered over /ws', () => {
  it('is null while not connected (the caller uses REST), then resolves with the matching result', async () => {
    const { client, last, online } = setup();
    client.connect('tok');
    expect(client.request({ type: 'start_analysis', data: { projectId: 'p1' } })).toBeNull();
    online();
    const answer = client.request({ type: 'start_analysis', data: { projectId: 'p1' } })!;
    const sent = last().sent.at(-1) as { type: string; requestId: string; data: unknown };
    expect(sent).toMatchObject({ type: 'start_analysis', data: { projectId: 'p1' } });
    last().receive({ type: 'result', requestId: 'other', command: 'start_analysis', data: { crawlId: 'x' } });
    last().receive({
      type: 'result',
      requestId: sent.requestId,
      command: 'start_analysis',
      data: { crawlId: 'c1', projectId: 'p1' },
    });
    await expect(answer).resolves.toEqual({ crawlId: 'c1', projectId: 'p1' });
  });

  it('rejects with the error answered, or when no answer comes in time', async () => {
    const { client, last, online } = setup();
    client.connect('tok');
    online();
    const refused = client.request({ type: 'implement_opportunity', opportunityId: 'o1' })!;
    const { requestId } = last().sent.at(-1) as { requestId: string };
    last().receive({ type: 'error', requestId, message: 'Opportunity not found' });
    await expect(refused).rejects.toThrow('Opportunity not found');
    const silent = client.request({ type: 'implement_opportunity', opportunityId: 'o1' }, 1000)!;
    vi.advanceTimersByTime(1001);
    await expect(silent).rejects.toThrow('Connection lost');
  });
});
