import type { RoomChangedEvent } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, outbox, post, registerVerified, type TestApp } from './helpers';
import { type ClientSocket, listenOnLoopback, SocketClients } from './realtime-fixtures';

// dashboard:subscribe and notification:subscribe (docs/product/web.md#subscriptions): a subscribed
// socket gets `dashboard:changed` / `notification:changed` (the cause and when) for each user or team
// push that changes what the room shows; unsubscribed sockets get none; subscribers follow their
// team memberships.

let t: TestApp;
let base: string;
const clients = new SocketClients();

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

function collect(s: ClientSocket) {
  const dashboard: string[] = [];
  const notifications: string[] = [];
  s.on('dashboard:changed', (p: RoomChangedEvent) => {
    expect(Number.isNaN(Date.parse(p.at))).toBe(false);
    dashboard.push(p.cause);
  });
  s.on('notification:changed', (p: RoomChangedEvent) => notifications.push(p.cause));
  return { dashboard, notifications };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};
const settle = () => new Promise((r) => setTimeout(r, 250));
const ack = (
  s: ClientSocket,
  event: 'dashboard:subscribe' | 'dashboard:unsubscribe' | 'notification:subscribe',
) => s.timeout(5000).emitWithAck(event);

describe('subscribed rooms', () => {
  it('a dashboard subscriber hears what changes its figures, for its own and its team pushes; others hear nothing', async () => {
    const owner = await registerVerified(t.app);
    const other = await registerVerified(t.app);
    const team = (await post(t.app, '/api/user/teams', { name: 'Desk' }, owner.tokens.accessToken)).body.data;
    const subscribed = await clients.connect(base, owner.tokens.accessToken);
    const idle = await clients.connect(base, owner.tokens.accessToken);
    const stranger = await clients.connect(base, other.tokens.accessToken);
    const seen = collect(subscribed);
    const idleSeen = collect(idle);
    const strangerSeen = collect(stranger);
    expect(await ack(subscribed, 'dashboard:subscribe')).toMatchObject({ ok: true });
    expect(await ack(stranger, 'dashboard:subscribe')).toMatchObject({ ok: true });

    t.app.realtime.toUser(owner.user.id, 'lead:received', { id: 'l1' } as never);
    t.app.realtime.toTeam(team.id, 'site:updated', { id: 's1' } as never);
    // Not a dashboard cause: no digest.
    t.app.realtime.toUser(owner.user.id, 'chat:typing' as never, {} as never);
    t.app.realtime.toTeam(team.id, 'engine:status', { engineId: 'x', status: 'idle' });
    await until(() => seen.dashboard.length === 2, 'the two digests');
    await settle();
    expect(seen.dashboard).toEqual(['lead:received', 'site:updated']);
    expect(seen.notifications).toEqual([]);
    expect(idleSeen.dashboard).toEqual([]);
    expect(strangerSeen.dashboard).toEqual([]);

    expect(await ack(subscribed, 'dashboard:unsubscribe')).toMatchObject({ ok: true });
    t.app.realtime.toTeam(team.id, 'site:updated', { id: 's2' } as never);
    t.app.realtime.toUser(owner.user.id, 'lead:updated', { id: 'l1' } as never);
    await settle();
    expect(seen.dashboard).toEqual(['lead:received', 'site:updated']);
  });

  it('a notification subscriber hears the events of the bell; a member who joins a team later hears its pushes', async () => {
    const owner = await registerVerified(t.app);
    const member = await registerVerified(t.app);
    const team = (await post(t.app, '/api/user/teams', { name: 'Bell' }, owner.tokens.accessToken)).body.data;
    const socket = await clients.connect(base, member.tokens.accessToken);
    const seen = collect(socket);
    expect(await ack(socket, 'notification:subscribe')).toMatchObject({ ok: true });
    expect(await ack(socket, 'dashboard:subscribe')).toMatchObject({ ok: true });

    t.app.realtime.toUser(member.user.id, 'user:achievement', { title: 'First lead' });
    t.app.realtime.toUser(member.user.id, 'performance:update', {} as never);
    await until(() => seen.notifications.length === 1 && seen.dashboard.length === 2, 'the digests');
    expect(seen.notifications).toEqual(['user:achievement']);
    // The achievement waits for the user's notification choices: the order is not fixed.
    expect([...seen.dashboard].sort()).toEqual(['performance:update', 'user:achievement']);

    t.app.realtime.toTeam(team.id, 'performance:alert', { message: 'before joining' } as never);
    await post(t.app, `/api/user/teams/${team.id}/invite`, { email: member.email }, owner.tokens.accessToken);
    const mail = (await outbox(t.app, member.email)).find((m) => m.text.includes('/invite/'));
    const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
    expect(
      (await post(t.app, '/api/user/invitations/accept', { token }, member.tokens.accessToken)).status,
    ).toBe(200);
    // The joined notice itself is a user:notification: the bell's digest.
    await until(() => seen.notifications.includes('user:notification'), 'the joined notice digest');
    t.app.realtime.toTeam(team.id, 'performance:alert', { message: 'as a member' } as never);
    await until(() => seen.notifications.includes('performance:alert'), 'the team digest');

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/user/teams/${team.id}/members/${member.user.id}`,
      headers: bearer(owner.tokens.accessToken),
    });
    expect(removed.status).toBe(200);
    await until(() => seen.notifications.filter((c) => c === 'user:notification').length === 2, 'removal');
    const before = seen.notifications.length;
    t.app.realtime.toTeam(team.id, 'performance:alert', { message: 'after removal' } as never);
    await settle();
    expect(seen.notifications.length).toBe(before);
  });
});
