import type { AddressInfo } from 'node:net';
import type {
  RealtimeClientEvents,
  RealtimeServerEvents,
  UserNotificationEvent,
  WsServerMessage,
} from '@sdp/shared';
import Fastify from 'fastify';
import { io as connectIo, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SessionService } from '../src/modules/auth/session.service';
import { createTokenService } from '../src/modules/auth/tokens';
import { registerRealtime } from '../src/modules/realtime/index';
import {
  bearer,
  call,
  createTestApp,
  type Registered,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';
import { insertProject } from './projects-fixtures';
import { listenOnLoopback } from './realtime-fixtures';

// The plain WebSocket endpoint /ws (docs/operations.md, "Realtime"); Socket.IO is in realtime.test.ts.

type ClientSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

let t: TestApp;
let base: string;
let admin: Registered;
let userA: Registered;
let userB: Registered;
const open: Array<{ close(): void }> = [];

let p9: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerVerified(t.app); // the first verified account is admin
  userA = await register(t.app);
  userB = await register(t.app);
  // project:{p9} belongs to userA's personal team (room access: realtime-rooms.test.ts).
  const [{ team_id: teamA }] = await sqlRows(
    t.app,
    `select team_id from team_members where user_id = '${userA.user.id}'`,
  );
  p9 = await insertProject(t.app, teamA);
  base = await listenOnLoopback(t.app);
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const note: UserNotificationEvent = { type: 'info', title: 'Deploy finished' };

function connected(s: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
}

interface WsClient {
  ws: WebSocket;
  messages: WsServerMessage[];
  next(type?: WsServerMessage['type']): Promise<WsServerMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

function wsClient(query = ''): WsClient {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws${query}`);
  const messages: WsServerMessage[] = [];
  const waiters: Array<{ type?: string; resolve: (m: WsServerMessage) => void }> = [];
  let seen = 0;
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as WsServerMessage;
    messages.push(m);
    const i = waiters.findIndex((w) => !w.type || w.type === m.type);
    if (i >= 0) {
      seen = messages.length;
      waiters.splice(i, 1)[0]!.resolve(m);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: WsClient = {
    ws,
    messages,
    closed,
    next(type) {
      const pending = messages.slice(seen).find((m) => !type || m.type === type);
      if (pending) {
        seen = messages.indexOf(pending) + 1;
        return Promise.resolve(pending);
      }
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    send(message) {
      const go = () => ws.send(typeof message === 'string' ? message : JSON.stringify(message));
      if (ws.readyState === WebSocket.OPEN) go();
      else ws.once('open', go);
    },
  };
  open.push({ close: () => ws.terminate() });
  return client;
}

describe('plain WebSocket /ws', () => {
  it('authenticates with ?token= and answers subscribe, unsubscribe and ping', async () => {
    const c = wsClient(`?token=${encodeURIComponent(userA.tokens.accessToken)}`);
    expect(await c.next()).toMatchObject({ type: 'connected', userId: userA.user.id });
    c.send({ type: 'subscribe', channel: 'deployments' });
    expect(await c.next()).toEqual({ type: 'subscribed', channel: 'deployments' });
    c.send({ type: 'ping', timestamp: 123 });
    expect(await c.next()).toMatchObject({ type: 'pong', timestamp: 123 });
    c.send({ type: 'unsubscribe', channel: 'deployments' });
    expect(await c.next()).toEqual({ type: 'unsubscribed', channel: 'deployments' });
  });

  it('authenticates with a first auth message', async () => {
    const c = wsClient();
    c.send({ type: 'auth', token: userB.tokens.accessToken });
    expect(await c.next()).toMatchObject({ type: 'connected', userId: userB.user.id });
  });

  it('refuses a bad token, a revoked session or a first message that is not auth (4401)', async () => {
    const bad = wsClient('?token=nope');
    expect(await bad.next()).toEqual({ type: 'error', message: 'Authentication failed' });
    expect((await bad.closed).code).toBe(4401);

    const noAuth = wsClient();
    noAuth.send({ type: 'ping' });
    expect((await noAuth.closed).code).toBe(4401);

    const c = await register(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(c.tokens.accessToken),
      payload: {},
    });
    const revoked = wsClient(`?token=${c.tokens.accessToken}`);
    expect((await revoked.closed).code).toBe(4401);
  });

  it('delivers hub events to subscribed channels of that user only', async () => {
    const a = wsClient(`?token=${userA.tokens.accessToken}`);
    const b = wsClient(`?token=${userB.tokens.accessToken}`);
    await a.next('connected');
    await b.next('connected');
    a.send({ type: 'subscribe', channel: 'notifications' });
    b.send({ type: 'subscribe', channel: 'notifications' });
    await a.next('subscribed');
    await b.next('subscribed');
    t.app.realtime.toUser(userA.user.id, 'user:notification', note);
    t.app.realtime.toUser(userA.user.id, 'lead:received', { leadId: 'l1', siteId: 's1', receivedAt: 'now' });
    const ev = await a.next('event');
    expect(ev).toMatchObject({
      type: 'event',
      channel: 'notifications',
      event: 'user:notification',
      payload: note,
    });
    a.send({ type: 'subscribe', channel: 'dashboard' });
    await a.next('subscribed');
    t.app.realtime.toUser(userA.user.id, 'lead:received', { leadId: 'l2', siteId: 's1', receivedAt: 'now' });
    expect(await a.next('event')).toMatchObject({ channel: 'dashboard', event: 'lead:received' });
    await sleep(100);
    expect(a.messages.filter((m) => m.type === 'event')).toHaveLength(2); // l1 was not subscribed
    expect(b.messages.filter((m) => m.type === 'event')).toHaveLength(0);
  });

  it('project channels and the admin-only system channel', async () => {
    const a = wsClient(`?token=${userA.tokens.accessToken}`);
    const boss = wsClient(`?token=${admin.tokens.accessToken}`);
    await a.next('connected');
    await boss.next('connected');
    a.send({ type: 'subscribe', channel: 'system' });
    expect(await a.next()).toEqual({ type: 'error', message: 'Forbidden' });
    boss.send({ type: 'subscribe', channel: 'system' });
    expect(await boss.next()).toEqual({ type: 'subscribed', channel: 'system' });
    a.send({ type: 'subscribe', channel: `project:${p9}` });
    expect(await a.next()).toEqual({ type: 'subscribed', channel: `project:${p9}` });
    t.app.realtime.toProject(p9, 'opportunity:implemented', { id: 'o9' });
    expect(await a.next('event')).toMatchObject({ channel: `project:${p9}`, payload: { id: 'o9' } });
    const metrics = { connections: { socketIo: 0, ws: 2 }, uptimeS: 1, rssBytes: 1, at: 'now' };
    t.app.realtime.toSystem('system:metrics', metrics);
    expect(await boss.next('event')).toMatchObject({ channel: 'system', event: 'system:metrics' });
  });

  it('answers bad JSON, unknown messages and channels with error messages and stays open', async () => {
    const c = wsClient(`?token=${userA.tokens.accessToken}`);
    await c.next('connected');
    c.send('{not json');
    expect(await c.next()).toEqual({ type: 'error', message: 'Invalid JSON' });
    c.send({ type: 'launch_rockets' });
    expect(await c.next()).toEqual({ type: 'error', message: 'Invalid message' });
    c.send({ type: 'subscribe', channel: 'user:someone-else' });
    expect(await c.next()).toMatchObject({ type: 'error' });
    // The SEO opportunities module answers it (docs/seo-opportunities.md#implementation).
    c.send({ type: 'implement_opportunity', opportunityId: 'o1', requestId: 'r1' });
    expect(await c.next()).toEqual({
      type: 'result',
      requestId: 'r1',
      command: 'implement_opportunity',
      data: { error: 'Opportunity not found' },
    });
    c.send({ type: 'ping' });
    expect(await c.next()).toMatchObject({ type: 'pong' });
  });

  it('implement_opportunity starts an SEO opportunity of the user and answers its progress', async () => {
    const [{ team_id: teamA }] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${userA.user.id}'`,
    );
    const [{ id: projectId }] = await sqlRows(
      t.app,
      `insert into projects (team_id, user_id, name, url) values ('${teamA}', '${userA.user.id}', 'P', 'https://example.com/') returning id`,
    );
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/opportunities',
      headers: bearer(userA.tokens.accessToken),
      payload: {
        projectId,
        title: 'Ask for reviews',
        category: 'local',
        steps: [{ title: 'Send the e-mail' }],
      },
    });
    const c = wsClient(`?token=${userA.tokens.accessToken}`);
    await c.next('connected');
    c.send({ type: 'subscribe', channel: 'opportunities' });
    await c.next('subscribed');
    c.send({ type: 'implement_opportunity', opportunityId: made.body.data.id, requestId: 'r3' });
    const result = (await c.next('result')) as Extract<WsServerMessage, { type: 'result' }>;
    expect(result).toMatchObject({ requestId: 'r3', command: 'implement_opportunity' });
    expect(result.data).toMatchObject({ opportunityStatus: 'implementing', status: 'running' });
    // Peers of the 'opportunities' channel get the progress pushes.
    expect(await c.next('event')).toMatchObject({
      channel: 'opportunities',
      event: 'opportunity:updated',
      payload: { id: made.body.data.id, projectId },
    });
  });

  it('runs commands through handlers registered on the hub', async () => {
    t.app.realtime.onCommand('start_analysis', (user, message) => ({ by: user.id, req: message.requestId }));
    const c = wsClient(`?token=${userA.tokens.accessToken}`);
    await c.next('connected');
    c.send({ type: 'start_analysis', requestId: 'r2' });
    expect(await c.next()).toEqual({
      type: 'result',
      requestId: 'r2',
      command: 'start_analysis',
      data: { by: userA.user.id, req: 'r2' },
    });
  });

  it('refuses upgrades on other paths', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/elsewhere`);
    const err = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(err.message).toMatch(/404/);
  });
});

describe('heartbeat and shutdown', () => {
  it('terminates /ws peers that stop answering pings, and closes every connection on app.close', async () => {
    const app = Fastify();
    const tokens = createTokenService('x'.repeat(32));
    const sessions = { isActive: async () => true } as unknown as SessionService;
    const actors = { teamIdsOf: async () => [], isMember: async () => false };
    registerRealtime(app, { actors, tokens, sessions, allowOrigin: () => true, heartbeatMs: 100 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
    const token = await tokens.signAccessToken({ sub: 'u1', sid: 's1', role: 'free' });

    const silent = new WebSocket(`${url}?token=${token}`, { autoPong: false });
    const silentClosed = new Promise<number>((r) => silent.on('close', (code) => r(code)));
    const healthy = new WebSocket(`${url}?token=${token}`);
    const healthyClosed = new Promise<number>((r) => healthy.on('close', (code) => r(code)));
    await new Promise((r) => healthy.once('message', r));
    expect(await silentClosed).toBe(1006); // terminated after a missed pong
    expect(healthy.readyState).toBe(WebSocket.OPEN);

    const sio: ClientSocket = connectIo(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    await connected(sio);
    const sioClosed = new Promise((r) => sio.once('disconnect', r));
    await app.close();
    expect(await healthyClosed).toBe(1006);
    await sioClosed;
    sio.close();
  });
});
