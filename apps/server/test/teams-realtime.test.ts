import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, outbox, post, registerVerified, type TestApp } from './helpers';
import { type ClientSocket, listenOnLoopback, SocketClients } from './realtime-fixtures';

// Realtime team rooms follow membership at once (docs/teams.md#realtime): a connection made before
// its user joined a team gets that team's pushes as soon as the invitation is accepted, and none once
// the member is removed, without reconnecting; the member is told of both.

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

/** Collects `performance:alert` pushes and `user:notification` kinds of one socket. */
function collect(s: ClientSocket) {
  const alerts: string[] = [];
  const notices: string[] = [];
  s.on('performance:alert', (p) => alerts.push((p as { message?: string }).message ?? ''));
  s.on('user:notification', (p) => notices.push(p.kind ?? ''));
  return { alerts, notices };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('team rooms', () => {
  it('a connection joins the team room when its user joins, and leaves it on removal', async () => {
    const owner = await registerVerified(t.app);
    const member = await registerVerified(t.app);
    const team = (await post(t.app, '/api/user/teams', { name: 'Live' }, owner.tokens.accessToken)).body.data;
    const socket = await clients.connect(base, member.tokens.accessToken);
    const seen = collect(socket);
    const push = (message: string) =>
      t.app.realtime.toTeam(team.id, 'performance:alert', { message } as never);

    push('before joining');
    await post(t.app, `/api/user/teams/${team.id}/invite`, { email: member.email }, owner.tokens.accessToken);
    const mail = (await outbox(t.app, member.email)).find((m) => m.text.includes('/invite/'));
    const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
    const accepted = await post(t.app, '/api/user/invitations/accept', { token }, member.tokens.accessToken);
    expect(accepted.status).toBe(200);
    await until(() => seen.notices.includes('team.membership'), 'the joined notice');

    push('while a member');
    await until(() => seen.alerts.includes('while a member'), 'the team push');

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/user/teams/${team.id}/members/${member.user.id}`,
      headers: bearer(owner.tokens.accessToken),
    });
    expect(removed.status).toBe(200);
    await until(() => seen.notices.filter((k) => k === 'team.membership').length === 2, 'the removal notice');
    push('after removal');
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.alerts).toEqual(['while a member']);
    expect(socket.connected).toBe(true);
  });
});
