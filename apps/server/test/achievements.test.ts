import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, registerVerified, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// Achievements per user from their rows (docs/product/rules.md#milestones-and-achievements): five live sites,
// a portfolio of ten, 100 leads, a $1,000 month; demo sites earn none; stored once per user and kind; only
// the caller (or an admin) reads them. Milestones of the same rows: ten_leads and first_1000_month dated by
// the lead that crossed the target.

let t: TestApp;
let me: Owner;
let demoUser: Owner;
let admin: string;
let busy = '';

async function leads(o: Owner, siteId: string, n: number, value: number, start: string, status = 'accepted') {
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     select '${o.teamId}', '${siteId}', '/', 'L' || g, '${status}', ${value},
            timestamptz '${start}' + (g || ' minutes')::interval
     from generate_series(1, ${n}) g`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
  me = await owner(t.app);
  demoUser = await owner(t.app);
  admin = (await registerVerified(t.app, { email: 'boss@example.com' })).tokens.accessToken;
  for (let i = 0; i < 5; i++) {
    const s = await insertSite(t.app, me, { withVersion: true, name: `Live ${i}` });
    if (i === 0) busy = s.id;
  }
  for (let i = 0; i < 5; i++) await insertSite(t.app, me, { status: 'draft', name: `Draft ${i}` });
  // 100 leads on one site: 90 new in October, 10 accepted at $100 on 2026-11-02 from 10:01.
  await leads(me, busy, 90, 0, '2026-10-01T00:00:00Z', 'new');
  await leads(me, busy, 10, 100, '2026-11-02T10:00:00Z');
  // The demo user's only sites are demo rows with leads.
  const d = await insertSite(t.app, demoUser, { withVersion: true });
  await sqlRows(t.app, `update sites set demo = true where id = '${d.id}'`);
  await leads(demoUser, d.id, 3, 50, '2026-11-02T10:00:00Z');
});
afterAll(async () => t?.close());

describe('achievements', () => {
  it('are computed from the rows and stored once per user and kind', async () => {
    await t.app.services.performance.evaluate(me.teamId);
    await t.app.services.performance.evaluate(me.teamId);
    const res = await get(t.app, '/api/performance/achievements', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { kind: string }) => a.kind).sort()).toEqual([
      'first_1000_month',
      'first_100_revenue',
      'first_lead',
      'first_site_live',
      'five_sites_live',
      'hundred_leads',
      'portfolio_10_sites',
    ]);
    const rows = await sqlRows(
      t.app,
      `select count(*)::int as n from achievements where user_id = '${me.userId}'`,
    );
    expect(rows[0].n).toBe(7);
    expect(res.body.data.find((a: { kind: string }) => a.kind === 'hundred_leads')).toMatchObject({
      title: '100 leads',
      badge: 'layers',
    });
  });

  it('demo sites earn milestones but no personal achievements', async () => {
    const res = await get(t.app, '/api/performance/achievements', demoUser.token);
    expect(res.body.data).toEqual([]);
    const ms = await get(t.app, '/api/performance/milestones', demoUser.token);
    expect(ms.body.data.find((m: { kind: string }) => m.kind === 'first_lead').status).toBe('achieved');
  });

  it("an admin may read anyone's; others get 403", async () => {
    const byAdmin = await get(t.app, `/api/performance/achievements?userId=${me.userId}`, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toHaveLength(7);
    expect(
      (await get(t.app, `/api/performance/achievements?userId=${me.userId}`, demoUser.token)).status,
    ).toBe(403);
  });
});

describe('milestones dated by the crossing event', () => {
  it('ten_leads at the 10th lead, first_100 at the first accepted $100, first_1000_month at the 10th $100', async () => {
    const res = await get(t.app, `/api/performance/milestones?websiteId=${busy}`, me.token);
    const by = Object.fromEntries(
      res.body.data.map((m: { kind: string; status: string; achievedAt: string; progress: number }) => [
        m.kind,
        m,
      ]),
    );
    expect(by.ten_leads).toMatchObject({ status: 'achieved', achievedAt: '2026-10-01T00:10:00.000Z' });
    expect(by.first_lead).toMatchObject({ status: 'achieved', achievedAt: '2026-10-01T00:01:00.000Z' });
    expect(by.first_100).toMatchObject({ status: 'achieved', achievedAt: '2026-11-02T10:01:00.000Z' });
    expect(by.first_1000_month).toMatchObject({
      status: 'achieved',
      achievedAt: '2026-11-02T10:10:00.000Z',
      progress: 1000,
    });
    // No visitor yet, no ranking yet.
    expect(by.first_visitor).toMatchObject({ status: 'pending', progress: 0 });
    expect(by.top_10).toMatchObject({ status: 'pending', progress: 0 });
  });

  it('draft sites get no milestone rows; the list covers the live sites of the team', async () => {
    const res = await get(t.app, '/api/performance/milestones', me.token);
    expect(res.body.data).toHaveLength(5 * 7);
  });
});
