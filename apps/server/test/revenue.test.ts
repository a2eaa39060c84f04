import { revenueResponseSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarketService } from '../src/modules/market/index';
import { createTestApp, get, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// Revenue metrics and pipeline status computed from known rows (docs/product/rules.md#revenue-metrics).
// The service is called with a fixed "now" (2026-11-20 12:00 UTC) so every figure is exact.

let t: TestApp;
let me: Owner;
const NOW = new Date('2026-11-20T12:00:00.000Z');
const sites: Record<'s1' | 's2' | 's3', string> = { s1: '', s2: '', s3: '' };

async function lead(o: Owner, siteId: string, status: string, value: number, at: string) {
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     values ('${o.teamId}', '${siteId}', '/', 'L', '${status}', ${value}, '${at}')`,
  );
}

async function cost(o: Owner, usd: number, at: string) {
  await sqlRows(
    t.app,
    `insert into provider_calls (team_id, user_id, provider_id, operation, success, cost_usd, duration_ms, created_at)
     values ('${o.teamId}', '${o.userId}', 'census-cbp', 'test', true, ${usd}, 1, '${at}')`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  // s1: tier 1 vertical (payout 500), built and live; s2: tier 2 (150), live, no version;
  // s3: tier 3 (60), a draft with a version, rented for $365/month since Nov 10 noon.
  sites.s1 = (await insertSite(t.app, me, { verticalSlug: 'personal-injury-lawyer', withVersion: true })).id;
  sites.s2 = (await insertSite(t.app, me, { verticalSlug: 'roofing' })).id;
  const renter = await createRenter(t.app, me, { name: 'Rent Co', email: 'r@x.example', monthlyRent: 365 });
  const old = await createRenter(t.app, me, { name: 'Old Co', email: 'o@x.example', monthlyRent: 730 });
  sites.s3 = (
    await insertSite(t.app, me, {
      verticalSlug: 'plumbing',
      status: 'draft',
      withVersion: true,
      renterId: renter.id,
    })
  ).id;
  await insertSite(t.app, me, { verticalSlug: 'roofing', status: 'archived', withVersion: true });

  await lead(me, sites.s1, 'accepted', 100, '2026-11-20T08:00:00Z');
  await lead(me, sites.s1, 'billed', 50, '2026-11-05T10:00:00Z');
  await lead(me, sites.s1, 'rejected', 100, '2026-11-20T09:00:00Z');
  await lead(me, sites.s2, 'accepted', 40, '2026-10-10T00:00:00Z');
  await lead(me, sites.s2, 'new', 40, '2026-11-19T15:00:00Z');
  await sqlRows(
    t.app,
    `insert into site_rentals (team_id, site_id, renter_id, monthly_rent, started_at, ended_at) values
      ('${me.teamId}', '${sites.s3}', '${renter.id}', 365, '2026-11-10T12:00:00Z', null),
      ('${me.teamId}', '${sites.s2}', '${old.id}', 730, '2026-10-01T00:00:00Z', '2026-10-11T00:00:00Z')`,
  );
  await cost(me, 10, '2026-11-20T01:00:00Z');
  await cost(me, 5, '2026-09-01T00:00:00Z');
  await sqlRows(
    t.app,
    `insert into saved_opportunities (team_id, user_id, opportunity_id) values
      ('${me.teamId}', '${me.userId}', 'roofing~a'), ('${me.teamId}', '${me.userId}', 'plumbing~b')`,
  );
});
afterAll(async () => t?.close());

describe('revenue metrics', () => {
  it('computes every metric from the rows, with booked rent, tiers, verticals and history', async () => {
    const r = await t.app.services.revenue.revenue(await t.app.services.actors.resolve(me.userId), {}, NOW);
    expect(revenueResponseSchema.parse(r)).toBeTruthy();
    // Leads: 100 + 50 + 40 (accepted/billed) = 190. Rent booked: s3 from Nov 10, 21 of 30 days x 365
    // = 255.50 (on Nov 10); s2 Oct 1 to Oct 11, 10 of 31 days x 730 = 235.48 (on Oct 1).
    expect(r.metrics).toEqual({
      totalRevenue: 680.98,
      monthlyRevenue: 405.5, // 100 + 50 + 255.50 rent booked this month
      dailyRevenue: 100, // no rent booked today
      revenueByTier: { tier1: 150, tier2: 275.48, tier3: 255.5 },
      revenueByVertical: { 'Personal Injury Lawyer': 150, Roofing: 275.48, Plumbing: 255.5 },
      projectedMonthlyRevenue: 405.5, // 255.50 rent booked this month + leads of 30 days 150 / 30 x 30 days
      profitMargin: 0.9753, // (405.50 - 10) / 405.50
      roi: 44.3987, // (680.98 - 15) / 15
    });
    expect(r.thisMonth).toEqual({ rent: 255.5, leadIncome: 150, callIncome: 0, total: 405.5 });
    expect(r.allTime).toEqual({ rent: 490.98, leadIncome: 190, callIncome: 0, total: 680.98 });
    expect(r.toInvoice).toBe(490.98);
    expect(r.charges!.map((c) => [c.periodStart, c.periodEnd, c.amount, c.invoicedAt])).toEqual([
      ['2026-11-10', '2026-12-01', 255.5, null],
      ['2026-10-01', '2026-10-11', 235.48, null],
    ]);
    expect(r.history).toHaveLength(30);
    expect(r.history[0]!.date).toBe('2026-10-22');
    expect(r.history.at(-1)).toEqual({ date: '2026-11-20', revenue: 100, leads: 2, cost: 10 });
    const day = (d: string) => r.history.find((h) => h.date === d);
    expect(day('2026-11-19')).toEqual({ date: '2026-11-19', revenue: 0, leads: 1, cost: 0 });
    expect(day('2026-11-10')).toEqual({ date: '2026-11-10', revenue: 255.5, leads: 0, cost: 0 });
    expect(day('2026-11-05')).toEqual({ date: '2026-11-05', revenue: 50, leads: 1, cost: 0 });
    expect(day('2026-11-09')).toEqual({ date: '2026-11-09', revenue: 0, leads: 0, cost: 0 });
    for (const key of [
      'totalRevenue',
      'monthlyRevenue',
      'projectedMonthlyRevenue',
      'profitMargin',
      'roi',
      'history',
    ]) {
      expect(r.basis[key], key).toMatch(/\w+/);
    }
  });

  it('revenueBySite: this month’s revenue and all-time lead count per site', async () => {
    const map = await t.app.services.leads.revenueBySite(
      me.teamId,
      [sites.s1, sites.s2, sites.s3],
      'UTC',
      NOW,
    );
    expect(Object.fromEntries(map)).toEqual({
      [sites.s1]: { currentRevenue: 150, leadCount: 3 },
      [sites.s2]: { currentRevenue: 0, leadCount: 2 },
      [sites.s3]: { currentRevenue: 255.5, leadCount: 0 },
    });
    const stranger = await owner(t.app);
    const none = await t.app.services.leads.revenueBySite(stranger.teamId, [sites.s1], 'UTC', NOW);
    expect(none.get(sites.s1)).toEqual({ currentRevenue: 0, leadCount: 0 });
  });

  it('GET /api/dominator-pipeline/revenue answers the contract; another team sees only its own (nothing)', async () => {
    const res = await get(t.app, '/api/dominator-pipeline/revenue', me.token);
    expect(res.status).toBe(200);
    expect(revenueResponseSchema.parse(res.body.data).metrics.totalRevenue).toBeGreaterThanOrEqual(680.98);

    const stranger = await owner(t.app);
    const other = await get(t.app, '/api/dominator-pipeline/revenue', stranger.token);
    expect(other.body.data.metrics).toEqual({
      totalRevenue: 0,
      monthlyRevenue: 0,
      dailyRevenue: 0,
      revenueByTier: { tier1: 0, tier2: 0, tier3: 0 },
      revenueByVertical: {},
      projectedMonthlyRevenue: 0,
      profitMargin: null,
      roi: null,
    });
    expect(other.body.data.history).toHaveLength(30);
    expect(
      other.body.data.history.every(
        (h: { revenue: number; leads: number }) => h.revenue === 0 && h.leads === 0,
      ),
    ).toBe(true);
    expect((await get(t.app, '/api/dominator-pipeline/revenue')).status).toBe(401);
  });

  it('profitMargin and roi: revenue without cost and cost without revenue', async () => {
    const a = await owner(t.app);
    const site = await insertSite(t.app, a);
    await lead(a, site.id, 'accepted', 80, '2026-11-18T00:00:00Z');
    const onlyRevenue = await t.app.services.revenue.revenue(
      await t.app.services.actors.resolve(a.userId),
      {},
      NOW,
    );
    expect(onlyRevenue.metrics.profitMargin).toBe(1);
    expect(onlyRevenue.metrics.roi).toBeNull();

    const b = await owner(t.app);
    await cost(b, 2.5, '2026-11-18T00:00:00Z');
    const onlyCost = await t.app.services.revenue.revenue(
      await t.app.services.actors.resolve(b.userId),
      {},
      NOW,
    );
    expect(onlyCost.metrics.profitMargin).toBeNull();
    expect(onlyCost.metrics.roi).toBe(-1);
    expect(onlyCost.history.find((h) => h.date === '2026-11-18')!.cost).toBe(2.5);
  });
});

describe('GET /api/dominator-pipeline/pipeline/status', () => {
  it('counts real rows per stage; another team has its own counts', async () => {
    const markets = getMarketService().stats().pairs;
    const res = await get(t.app, '/api/dominator-pipeline/pipeline/status', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      opportunities: 2,
      stages: {
        scan: markets,
        score: markets,
        build: 2, // s1, s3 (the archived site is not counted)
        deploy: 2, // s1, s2
        revenue: 3, // s1, s2 (accepted leads), s3 (running rental)
      },
    });
    const stranger = await owner(t.app);
    const other = await get(t.app, '/api/dominator-pipeline/pipeline/status', stranger.token);
    expect(other.body.data).toEqual({
      opportunities: 0,
      stages: { scan: markets, score: markets, build: 0, deploy: 0, revenue: 0 },
    });
  });
});
