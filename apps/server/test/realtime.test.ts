import type { AddressInfo } from 'node:net';
import type {
  RealtimeAck,
  RealtimeClientEvents,
  RealtimeServerEvents,
  UserNotificationEvent,
} from '@sdp/shared';
import { io as connectIo, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { createTeam } from './realtime-fixtures';

// Socket.IO (docs/operations.md, "Realtime"); the plain /ws endpoint is in realtime-ws.test.ts.

type ClientSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;

let t: TestApp;
let base: string;
let admin: Registered;
let userA: Registered;
let userB: Registered;
const open: Array<{ close(): void }> = [];

let proj1: string;
let c1: string;
let room42: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerVerified(t.app); // the first verified account is admin
  userA = await register(t.app);
  userB = await register(t.app);
  // Project and chat rooms are joined by members of the owning team (realtime-rooms.test.ts).
  const teamA = (
    await sqlRows(t.app, `select team_id from team_members where user_id = '${userA.user.id}'`)
  )[0].team_id;
  const shared = (await createTeam(t.app, [userA, userB])).id;
  // The chat module resolves chat ids to their team (docs/chat.md): one chat of each team.
  const chatOf = async (teamId: string) =>
    (await sqlRows(t.app, `insert into chats (team_id, kind) values ('${teamId}', 'team') returning id`))[0]
      .id as string;
  c1 = await chatOf(teamA);
  room42 = await chatOf(shared);
  proj1 = await insertProject(t.app, teamA);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(() => t.close());

function socketFor(token: string | undefined, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const s: ClientSocket = connectIo(base, {
    path: '/socket.io',
    transports,
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  open.push(s);
  return s;
}

function connected(s: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
}

function refused(s: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (err) => resolve(err.message));
  });
}

async function online(token: string) {
  const s = socketFor(token);
  await connected(s);
  return s;
}

/** Emits a client event and resolves with its ack. */
function ask(
  s: ClientSocket,
  event: string,
  ...args: unknown[]
): Promise<RealtimeAck<Record<string, unknown>>> {
  return (s.timeout(5000).emitWithAck as (e: string, ...a: unknown[]) => Promise<never>)(event, ...args);
}

/** Collects the pushed events of one name. */
function collect<T>(s: ClientSocket, event: keyof RealtimeServerEvents): T[] {
  const got: T[] = [];
  (s.on as (e: string, fn: (p: T) => void) => void)(event, (p) => got.push(p));
  return got;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const note: UserNotificationEvent = { type: 'info', title: 'Deploy finished' };

describe('Socket.IO authentication', () => {
  it('accepts a valid access token (websocket transport only, next to /ws)', async () => {
    const s = await online(userA.tokens.accessToken);
    expect(s.connected).toBe(true);
    expect(s.io.engine.transport.name).toBe('websocket');
  });

  it('also works over long-polling', async () => {
    const s = socketFor(userA.tokens.accessToken, ['polling']);
    await connected(s);
    expect((await ask(s, 'ping', 1)).ok).toBe(true);
  });

  it('refuses no token, a bad token and a bearer of another kind with "Authentication failed"', async () => {
    expect(await refused(socketFor(undefined))).toBe('Authentication failed');
    expect(await refused(socketFor('not-a-jwt'))).toBe('Authentication failed');
    expect(await refused(socketFor(userA.tokens.refreshToken))).toBe('Authentication failed');
  });

  it('refuses an API key: keys are for the HTTP API only (docs/api-keys.md)', async () => {
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/user/api-keys',
      headers: bearer(userA.tokens.accessToken),
      payload: { name: 'Not for sockets', scope: 'read-write' },
    });
    expect(made.status).toBe(201);
    expect(await refused(socketFor(made.body.data.secret))).toBe('Authentication failed');
  });

  it('refuses a token whose session was revoked, and drops a live socket of that session at once', async () => {
    const c = await register(t.app);
    const live = await online(c.tokens.accessToken);
    const dropped = new Promise<string>((resolve) => live.once('disconnect', (reason) => resolve(reason)));
    const out = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(c.tokens.accessToken),
      payload: { refreshToken: c.tokens.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(await dropped).toBe('io server disconnect'); // without waiting for its next event
    expect(await refused(socketFor(c.tokens.accessToken))).toBe('Authentication failed');
  });
});

describe('Socket.IO events', () => {
  it('answers ping with the timestamp echoed (latency)', async () => {
    const s = await online(userA.tokens.accessToken);
    const sent = Date.now();
    const res = await ask(s, 'ping', sent);
    expect(res).toMatchObject({ ok: true, timestamp: sent });
    expect(Date.now() - (res as unknown as { timestamp: number }).timestamp).toBeLessThan(5000);
  });

  it('toUser reaches every socket of that user and nobody else', async () => {
    const a1 = await online(userA.tokens.accessToken);
    const a2 = await online(userA.tokens.accessToken);
    const b = await online(userB.tokens.accessToken);
    const [gotA1, gotA2, gotB] = [a1, a2, b].map((s) =>
      collect<UserNotificationEvent>(s, 'user:notification'),
    );
    t.app.realtime.toUser(userA.user.id, 'user:notification', note);
    await sleep(200);
    expect(gotA1).toEqual([note]);
    expect(gotA2).toEqual([note]);
    expect(gotB).toEqual([]);
  });

  it('toTeam reaches the members of the personal team only; toAdmins only admins', async () => {
    const a = await online(userA.tokens.accessToken);
    const b = await online(userB.tokens.accessToken);
    const boss = await online(admin.tokens.accessToken);
    const [gotA, gotB, gotBoss] = [a, b, boss].map((s) => collect(s, 'deployment:progress'));
    const rows = await sqlRows(t.app, `select team_id from team_members where user_id = '${userA.user.id}'`);
    const progress = { jobId: 'job-1', status: 'building' as const, progress: 40 };
    t.app.realtime.toTeam(rows[0].team_id, 'deployment:progress', progress);
    t.app.realtime.toAdmins('deployment:progress', { ...progress, progress: 41 });
    await sleep(200);
    expect(gotA).toEqual([progress]);
    expect(gotB).toEqual([]);
    expect(gotBoss).toEqual([{ ...progress, progress: 41 }]);
  });

  it('joins and leaves project rooms; toProject reaches the room', async () => {
    const a = await online(userA.tokens.accessToken);
    const b = await online(userB.tokens.accessToken);
    const [gotA, gotB] = [a, b].map((s) => collect(s, 'opportunity:updated'));
    expect(await ask(a, 'project:join', proj1)).toEqual({ ok: true, room: `project:${proj1}` });
    t.app.realtime.toProject(proj1, 'opportunity:updated', { id: 'o1', status: 'done' });
    await sleep(150);
    expect(await ask(a, 'project:leave', proj1)).toEqual({ ok: true, room: `project:${proj1}` });
    t.app.realtime.toProject(proj1, 'opportunity:updated', { id: 'o2' });
    await sleep(150);
    expect(gotA).toEqual([{ id: 'o1', status: 'done' }]);
    expect(gotB).toEqual([]);
  });

  it('broadcasts chat messages and typing to the chat room', async () => {
    const a = await online(userA.tokens.accessToken);
    const b = await online(userB.tokens.accessToken);
    const outsider = await online(admin.tokens.accessToken);
    const [gotA, gotB, gotOut] = [a, b, outsider].map((s) => collect(s, 'chat:message'));
    const typing = collect(b, 'chat:typing');
    expect((await ask(a, 'chat:join', room42)).ok).toBe(true);
    expect((await ask(b, 'chat:join', room42)).ok).toBe(true);
    const payload = { message: 'hello', timestamp: new Date().toISOString() };
    const sent = await ask(a, 'chat:message', room42, payload);
    expect(sent).toEqual({ ok: true, id: expect.any(String) });
    expect(await ask(a, 'chat:typing', room42, true)).toEqual({ ok: true });
    await sleep(150);
    // The stored message: its id (the ack's), author, server time and mentions besides the payload.
    const expected = expect.objectContaining({
      chatId: room42,
      userId: userA.user.id,
      ...payload,
      id: (sent as unknown as { id: string }).id,
      createdAt: expect.any(String),
      mentions: [],
    });
    expect(gotA).toEqual([expected]);
    expect(gotB).toEqual([expected]);
    expect(gotOut).toEqual([]);
    expect(typing).toEqual([{ chatId: room42, userId: userA.user.id, isTyping: true }]);
  });

  it('system:subscribe is refused for free users and allowed for the admin', async () => {
    const a = await online(userA.tokens.accessToken);
    const boss = await online(admin.tokens.accessToken);
    expect(admin.user.role).toBe('admin');
    expect(await ask(a, 'system:subscribe')).toEqual({ ok: false, error: 'Forbidden' });
    expect(await ask(boss, 'system:subscribe')).toEqual({ ok: true });
    const [gotA, gotBoss] = [a, boss].map((s) => collect(s, 'system:metrics'));
    const metrics = {
      connections: { socketIo: 2, ws: 0 },
      uptimeS: 1,
      rssBytes: 1,
      at: new Date().toISOString(),
    };
    t.app.realtime.toSystem('system:metrics', metrics);
    await sleep(150);
    expect(gotBoss).toEqual([metrics]);
    expect(gotA).toEqual([]);
    expect(await ask(boss, 'system:unsubscribe')).toEqual({ ok: true });
  });

  it('answers malformed payloads with error acks and stays connected', async () => {
    const s = await online(userA.tokens.accessToken);
    const bad = async (event: string, ...args: unknown[]) => {
      const res = await ask(s, event, ...args);
      expect(res.ok, `${event} ${JSON.stringify(args)}`).toBe(false);
    };
    await bad('project:join', { id: 1 });
    await bad('project:join', '../etc/passwd');
    await bad('project:join', 'x'.repeat(65));
    await bad('chat:join');
    await bad('ping', 'yesterday');
    await bad('ping', null);
    await ask(s, 'chat:join', c1);
    await bad('chat:message', c1, { message: 'x'.repeat(2001), timestamp: new Date().toISOString() });
    await bad('chat:message', c1, { message: 'hi', timestamp: 'yesterday' });
    await bad('chat:message', c1, 'hi');
    await bad('chat:message', 'not-joined', { message: 'hi', timestamp: new Date().toISOString() });
    await bad('chat:typing', c1, 'yes');
    // events without an ack and unknown events are ignored
    (s.emit as (e: string, ...a: unknown[]) => void)('project:join', 42);
    (s.emit as (e: string, ...a: unknown[]) => void)('no:such:event', 1);
    expect(
      await ask(s, 'chat:message', c1, { message: 'x'.repeat(2000), timestamp: new Date().toISOString() }),
    ).toEqual({ ok: true, id: expect.any(String) });
    expect((await ask(s, 'ping', 5)).ok).toBe(true);
    expect(s.connected).toBe(true);
  });

  it('re-subscribing is idempotent and dashboard/notification subscriptions ack', async () => {
    const s = await online(userA.tokens.accessToken);
    for (const e of ['dashboard:subscribe', 'dashboard:subscribe', 'notification:subscribe']) {
      expect(await ask(s, e)).toEqual({ ok: true });
    }
    expect(await ask(s, 'dashboard:unsubscribe')).toEqual({ ok: true });
    expect(await ask(s, 'notification:unsubscribe')).toEqual({ ok: true });
  });
});
