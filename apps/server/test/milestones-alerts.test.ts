import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAlerts } from '../src/modules/analytics/milestones/alerts';
import { createTestApp, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// performance:alert (issue 5 point 5): a failed health check (critical), a traffic drop of ≥ 50%
// against the previous 7-day average of ≥ 20 visitors a day (warning), a delivery that failed for
// good (warning); each pushed once per site, kind and day. Also performance:update after changes.

let t: TestApp;
let me: Owner;
let other: Owner;
const s = { health: '', drop: '', small: '', delivery: '', failed: '' };
const DAY = 86_400_000;
const today = () => new Date(new Date().toISOString().slice(0, 10));

async function visitors(o: Owner, siteId: string, daysAgo: number, n: number, tag: string) {
  if (n === 0) return;
  const at = new Date(today().getTime() - daysAgo * DAY + 10 * 3_600_000).toISOString();
  const values = Array.from(
    { length: n },
    (_, i) => `('${o.teamId}', '${siteId}', 'pageview', '/', '${tag}-${daysAgo}-${i}', '${at}')`,
  );
  await sqlRows(
    t.app,
    `insert into site_events (team_id, site_id, event, path, visitor_hash, created_at) values ${values.join(', ')}`,
  );
}

type Push = { teamId: string; event: string; payload: Record<string, unknown> };
let pushes: Push[] = [];

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  other = await owner(t.app);
  s.health = (await insertSite(t.app, me, { withVersion: true, name: 'Sick Site' })).id;
  await sqlRows(
    t.app,
    `update site_versions set health = '{"ok": false, "status": 500, "error": "status 500"}'::jsonb
     where site_id = '${s.health}'`,
  );
  s.failed = (await insertSite(t.app, me, { withVersion: true, name: 'Failed Deploy' })).id;
  await sqlRows(t.app, `update sites set status = 'failed' where id = '${s.failed}'`);
  s.drop = (await insertSite(t.app, me, { withVersion: true, name: 'Dropping Site' })).id;
  s.small = (await insertSite(t.app, me, { withVersion: true, name: 'Small Site' })).id;
  for (let d = 2; d <= 8; d++) {
    await visitors(me, s.drop, d, 25, 'd');
    await visitors(me, s.small, d, 10, 's');
  }
  await visitors(me, s.drop, 1, 12, 'd'); // 12 ≤ 50% of 25
  await visitors(me, s.small, 1, 0, 's'); // a drop, but under 20 a day before: no alert
  s.delivery = (await insertSite(t.app, me, { withVersion: true, name: 'Webhook Site' })).id;
  const renter = await createRenter(t.app, me, { name: 'R', email: 'r@example.com', pricePerLead: 10 });
  const [lead] = await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, renter_id, page, name, value) values
      ('${me.teamId}', '${s.delivery}', '${renter.id}', '/', 'L', 10) returning id`,
  );
  await sqlRows(
    t.app,
    `insert into lead_deliveries (team_id, lead_id, renter_id, channel, status, attempts, last_error)
     values ('${me.teamId}', '${lead.id}', '${renter.id}', 'email', 'failed', 6, 'mailbox full')`,
  );
  await insertSite(t.app, other, { withVersion: true, name: 'Their Site' });

  const hub = t.app.realtime;
  const original = hub.toTeam.bind(hub);
  vi.spyOn(hub, 'toTeam').mockImplementation((teamId, event, payload) => {
    pushes.push({ teamId, event, payload: payload as unknown as Record<string, unknown> });
    original(teamId, event, payload);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

const alerts = () => pushes.filter((p) => p.event === 'performance:alert');

describe('performance:alert', () => {
  it('pushes health (critical), traffic and delivery (warning) alerts to the team', async () => {
    await t.app.services.performance.evaluate(me.teamId);
    const list = alerts();
    expect(list.every((p) => p.teamId === me.teamId)).toBe(true);
    const bySite = Object.fromEntries(list.map((p) => [p.payload.siteId, p.payload]));
    expect(Object.keys(bySite).sort()).toEqual([s.health, s.failed, s.drop, s.delivery].sort());
    expect(bySite[s.health]).toMatchObject({ severity: 'critical' });
    expect(bySite[s.health]!.message).toMatch(/^Sick Site: the health check failed \(status 500\)/);
    expect(bySite[s.failed]).toMatchObject({ severity: 'critical' });
    expect(bySite[s.drop]).toMatchObject({
      severity: 'warning',
      message: 'Dropping Site: 12 visitors yesterday, down from 25 a day over the previous 7 days.',
    });
    expect(bySite[s.delivery]).toMatchObject({ severity: 'warning' });
    expect(bySite[s.delivery]!.message).toMatch(/a lead delivery failed after every retry/);
  });

  it('the same alert is not pushed again the same day', async () => {
    pushes = [];
    await t.app.services.performance.evaluate(me.teamId);
    await t.app.services.performance.evaluate(me.teamId);
    expect(alerts()).toEqual([]);
  });

  it('a second process, or this one restarted, does not send again what was sent today', async () => {
    const names = new Map([
      [s.health, 'Sick Site'],
      [s.drop, 'Dropping Site'],
    ]);
    const restarted = createAlerts(t.app.db as never);
    expect(await restarted.check(me.teamId, names)).toEqual([]);
    const stored = await sqlRows(
      t.app,
      `select count(*)::int as n from app_settings where key like 'alert:%'`,
    );
    expect(stored[0].n).toBe(4);
  });

  it('the guard is per day: the next day the health alert comes again', async () => {
    const { evaluator } = t.app.services.performance;
    const names = new Map([[s.health, 'Sick Site']]);
    const tomorrow = new Date(Date.now() + DAY);
    const next = await evaluator.alerts.check(me.teamId, names, tomorrow);
    expect(next.map((a) => a.kind).sort()).toContain('health');
    expect(await evaluator.alerts.check(me.teamId, names, tomorrow)).toEqual([]);
  });

  it("another team's evaluation pushes nothing about my sites", async () => {
    pushes = [];
    await t.app.services.performance.evaluate(other.teamId);
    expect(pushes.every((p) => p.teamId === other.teamId)).toBe(true);
    expect(alerts()).toEqual([]);
  });
});

describe('performance:update', () => {
  it('is pushed for a site whose figures changed, with today’s visits', async () => {
    pushes = [];
    await visitors(me, s.small, 0, 3, 'now');
    await t.app.services.performance.evaluate(me.teamId);
    const update = pushes.find((p) => p.event === 'performance:update' && p.payload.siteId === s.small);
    expect(update?.payload.metrics).toMatchObject({ pageviewsToday: 3, visitorsToday: 3, leads: 0 });
    pushes = [];
    await t.app.services.performance.evaluate(me.teamId);
    expect(pushes.filter((p) => p.event === 'performance:update')).toEqual([]);
  });
});
