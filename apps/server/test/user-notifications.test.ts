import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestApp,
  get,
  type Registered,
  register,
  sqlRows,
  type TestApp,
} from './helpers';
import { insertSite, type Owner } from './leads-fixtures';
import { type ClientSocket, createTeam, listenOnLoopback, SocketClients } from './realtime-fixtures';

// Notification choices (docs/account.md#notifications): per kind mail and push, defaults until
// saved; pushes of a kind someone turned off do not reach them (to the user, and per member of a
// team for alerts), alert mails go only to members who turned them on; the daily digest mails
// yesterday's figures once per local day at the chosen hour.

let t: TestApp;
let base: string;
let ada: Registered;
let bob: Registered;
const sockets = new SocketClients();

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
  ada = await register(t.app);
  bob = await register(t.app);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const patch = (body: unknown, token: string) =>
  call(t.app, {
    method: 'PATCH',
    url: '/api/user/notifications',
    payload: body as object,
    headers: bearer(token),
  });

/** Every event of the names received by a socket, in order. */
function recorder(s: ClientSocket, names: string[]) {
  const got: string[] = [];
  for (const n of names) (s as unknown as { on(e: string, f: () => void): void }).on(n, () => got.push(n));
  return got;
}
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('notification settings', () => {
  it('are the defaults until saved, take partial updates and refuse bad input', async () => {
    const defaults = (await get(t.app, '/api/user/notifications', ada.tokens.accessToken)).body.data;
    expect(defaults.digest).toEqual({ enabled: false, hour: 8 });
    expect(defaults.kinds.achievement).toEqual({ mail: false, push: true });
    const res = await patch(
      { kinds: { achievement: { push: false } }, digest: { enabled: true } },
      ada.tokens.accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.kinds.achievement).toEqual({ mail: false, push: false });
    expect(res.body.data.kinds.performance_alert).toEqual({ mail: false, push: true });
    expect(res.body.data.digest).toEqual({ enabled: true, hour: 8 });
    const again = await patch({ digest: { hour: 6 } }, ada.tokens.accessToken);
    expect(again.body.data.digest).toEqual({ enabled: true, hour: 6 });
    expect(again.body.data.kinds.achievement.push).toBe(false);
    for (const bad of [
      { kinds: { nonsense: { push: false } } },
      { kinds: { achievement: { push: 'no' } } },
      { digest: { hour: 24 } },
      { digest: { hour: 7.5 } },
      { extra: true },
    ]) {
      const r = await patch(bad, ada.tokens.accessToken);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toEqual(expect.any(String));
    }
    // Bob's are his own.
    expect((await get(t.app, '/api/user/notifications', bob.tokens.accessToken)).body.data).toEqual(defaults);
  });
});

describe('gating', () => {
  it('skips pushes to a user of a kind they turned off, and only those', async () => {
    const hub = t.app.services.realtime;
    const adaSocket = await sockets.connect(base, ada.tokens.accessToken);
    const bobSocket = await sockets.connect(base, bob.tokens.accessToken);
    const names = ['user:achievement', 'user:notification'];
    const adaGot = recorder(adaSocket, names);
    const bobGot = recorder(bobSocket, names);
    hub.toUser(ada.user.id, 'user:achievement', { title: 'Muted' });
    hub.toUser(ada.user.id, 'user:notification', { title: 'Still on' });
    hub.toUser(bob.user.id, 'user:achievement', { title: 'For Bob' });
    await settle();
    expect(adaGot).toEqual(['user:notification']);
    expect(bobGot).toEqual(['user:achievement']);
  });

  it('leaves a member out of team alert pushes and mails only those who asked', async () => {
    const team = await createTeam(t.app, [ada, bob]);
    await patch({ kinds: { performance_alert: { push: false, mail: false } } }, ada.tokens.accessToken);
    await patch({ kinds: { performance_alert: { mail: true } } }, bob.tokens.accessToken);
    // Sockets made now join the new team's room.
    const adaSocket = await sockets.connect(base, ada.tokens.accessToken);
    const bobSocket = await sockets.connect(base, bob.tokens.accessToken);
    const names = ['performance:alert', 'lead:received'];
    const adaGot = recorder(adaSocket, names);
    const bobGot = recorder(bobSocket, names);
    const hub = t.app.services.realtime;
    const alert = {
      severity: 'critical' as const,
      message: 'Roofing Austin is down',
      at: new Date().toISOString(),
    };
    hub.toTeam(team.id, 'performance:alert', alert);
    // lead:received keeps screens fresh: it reaches everyone (the browser drops the toast).
    hub.toTeam(team.id, 'lead:received', { leadId: 'l1', siteId: 's1', receivedAt: alert.at });
    await settle();
    expect(adaGot).toEqual(['lead:received']);
    expect(bobGot.sort()).toEqual(['lead:received', 'performance:alert']);

    expect(await t.app.services.notifications.mailAlert(team.id, alert)).toBe(1);
    const mails = await sqlRows(
      t.app,
      `select "to", subject from mail_outbox where subject like '%is down%'`,
    );
    expect(mails).toEqual([
      { to: bob.email.toLowerCase(), subject: 'Critical performance alert: Roofing Austin is down' },
    ]);
  });
});

describe('daily digest', () => {
  it("mails yesterday's real figures once, at the chosen local hour", async () => {
    const carol = await register(t.app);
    const [{ team_id: teamId }] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${carol.user.id}'`,
    );
    const o: Owner = { token: carol.tokens.accessToken, userId: carol.user.id, teamId };
    await call(t.app, {
      method: 'PATCH',
      url: '/api/user/preferences',
      payload: { timezone: 'America/Chicago' },
      headers: bearer(o.token),
    });
    await patch({ digest: { enabled: true, hour: 8 } }, o.token);
    const site = await insertSite(t.app, o, { withVersion: true });
    // Chicago is UTC-5 on 2026-03-09 (daylight time began on the 8th): that day is 05:00Z to 05:00Z.
    const inDay = ['2026-03-09T05:30:00Z', '2026-03-09T23:59:00Z', '2026-03-10T04:59:00Z'];
    for (const at of inDay)
      await sqlRows(
        t.app,
        `insert into leads (team_id, site_id, page, name, created_at) values ('${teamId}', '${site.id}', '/', 'Lead', '${at}')`,
      );
    // Outside the local day, and a demo lead: not counted.
    await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name, created_at) values ('${teamId}', '${site.id}', '/', 'Early', '2026-03-09T04:59:00Z')`,
    );
    await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name, created_at, demo) values ('${teamId}', '${site.id}', '/', 'Demo', '2026-03-09T12:00:00Z', true)`,
    );
    for (let i = 0; i < 4; i++)
      await sqlRows(
        t.app,
        `insert into site_events (team_id, site_id, event, path, visitor_hash, created_at) values ('${teamId}', '${site.id}', 'pageview', '/', 'v${i}', '2026-03-09T15:00:00Z')`,
      );
    await sqlRows(
      t.app,
      `update site_versions set deployed_at = '2026-03-09T16:00:00Z' where site_id = '${site.id}'`,
    );
    const [kw] = await sqlRows(
      t.app,
      `insert into site_keywords (team_id, site_id, keyword) values ('${teamId}', '${site.id}', 'roofer austin') returning id`,
    );
    for (const [day, position] of [
      ['2026-03-08', 12],
      ['2026-03-09', 7],
    ] as const)
      await sqlRows(
        t.app,
        `insert into rank_positions (team_id, site_id, keyword_id, position, source, day) values ('${teamId}', '${site.id}', '${kw.id}', ${position}, 'manual', '${day}')`,
      );

    const digest = t.app.services.digest;
    const mailsTo = async () =>
      sqlRows(
        t.app,
        `select subject, text from mail_outbox where "to" = '${carol.email.toLowerCase()}' and subject like 'Your daily%'`,
      );
    // 07:50 in Chicago: not yet.
    expect(await digest.run(new Date('2026-03-10T12:50:00Z'))).toBe(0);
    // 08:10 in Chicago: sent; again at 08:15 or by a second process at once: not.
    const at = new Date('2026-03-10T13:10:00Z');
    const [first, second] = await Promise.all([digest.run(at), digest.run(at)]);
    expect(first + second).toBe(1);
    expect(await digest.run(new Date('2026-03-10T13:15:00Z'))).toBe(0);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your daily summary for 2026-03-09');
    expect(mails[0].text).toContain('Leads: 3');
    expect(mails[0].text).toContain('Visits: 4');
    expect(mails[0].text).toContain('Deploys: 1');
    expect(mails[0].text).toContain('Rankings: 1 keyword up, 0 keywords down');
    // The next local day, at the hour: the next one.
    expect(await digest.run(new Date('2026-03-11T13:05:00Z'))).toBe(1);
    // Turned off: none.
    await patch({ digest: { enabled: false } }, o.token);
    expect(await digest.run(new Date('2026-03-12T13:05:00Z'))).toBe(0);
    expect(await mailsTo()).toHaveLength(2);
  });
});
