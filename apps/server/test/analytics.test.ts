import { analyticsSchema, performanceMetricsSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// Analytics (GET /api/analytics) and performance metrics computed from known site_events, leads,
// rentals and rank positions. The service is called with a fixed "now" (2026-11-20 12:00 UTC) so
// every figure is exact; the routes are checked for validation and team isolation.

let t: TestApp;
let me: Owner;
let other: Owner;
const NOW = new Date('2026-11-20T12:00:00.000Z');
const s = { a: '', b: '', x: '' };

async function ev(
  o: Owner,
  siteId: string,
  event: string,
  visitor: string,
  at: string,
  path = '/',
  ref = '',
) {
  await sqlRows(
    t.app,
    `insert into site_events (team_id, site_id, event, path, referrer, visitor_hash, created_at)
     values ('${o.teamId}', '${siteId}', '${event}', '${path}', ${ref ? `'${ref}'` : 'null'}, '${visitor}', '${at}')`,
  );
}
async function lead(o: Owner, siteId: string, status: string, value: number, at: string) {
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     values ('${o.teamId}', '${siteId}', '/', 'L', '${status}', ${value}, '${at}')`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  other = await owner(t.app);
  s.a = (await insertSite(t.app, me, { name: 'Alpha Roofing' })).id;
  s.b = (await insertSite(t.app, me, { name: 'Beta Plumbing', verticalSlug: 'plumbing' })).id;
  s.x = (await insertSite(t.app, other, { name: 'Other Co' })).id;

  // Site A, Nov 18: v1 from Google then an internal click, v2 direct (+ form view), v3 from Facebook (+ call).
  await ev(me, s.a, 'pageview', 'v1', '2026-11-18T09:00:00Z', '/', 'https://www.google.com/search?q=roof');
  await ev(me, s.a, 'pageview', 'v1', '2026-11-18T09:01:00Z', '/roof/', 'http://localhost:3000/s/alpha/');
  await ev(me, s.a, 'pageview', 'v2', '2026-11-18T10:00:00Z', '/');
  await ev(me, s.a, 'form_view', 'v2', '2026-11-18T10:00:05Z', '/');
  await ev(me, s.a, 'pageview', 'v3', '2026-11-18T11:00:00Z', '/roof/', 'https://m.facebook.com/');
  await ev(me, s.a, 'call_click', 'v3', '2026-11-18T11:00:30Z', '/roof/');
  // Nov 19: v1 again (a new day counts again) from Bing, v4 from another site, v6 from google.co.uk.
  await ev(me, s.a, 'pageview', 'v1', '2026-11-19T08:00:00Z', '/', 'https://www.bing.com/');
  await ev(me, s.a, 'pageview', 'v4', '2026-11-19T09:00:00Z', '/', 'https://news.example.org/story');
  await ev(me, s.a, 'pageview', 'v6', '2026-11-19T10:00:00Z', '/roof/', 'https://www.google.co.uk/');
  // Site B, Nov 19: v5 from DuckDuckGo. Older event (Oct 1) is outside the range, inside metrics' previous.
  await ev(me, s.b, 'pageview', 'v5', '2026-11-19T12:00:00Z', '/', 'https://duckduckgo.com/');
  await ev(me, s.a, 'pageview', 'v9', '2026-10-01T12:00:00Z', '/');
  // The other team, same days: never counted for me.
  for (const v of ['o1', 'o2', 'o3']) await ev(other, s.x, 'pageview', v, '2026-11-19T12:00:00Z', '/');
  await lead(other, s.x, 'accepted', 999, '2026-11-19T12:00:00Z');

  await lead(me, s.a, 'accepted', 100, '2026-11-18T12:00:00Z');
  await lead(me, s.a, 'new', 40, '2026-11-19T12:00:00Z');
  await lead(me, s.a, 'rejected', 100, '2026-11-19T13:00:00Z');
  await lead(me, s.b, 'billed', 50, '2026-11-19T14:00:00Z');
  // Rent on B for exactly Nov 19: $365/month = $12/day.
  const renter = await createRenter(t.app, me, { name: 'Rent Co', email: 'r@x.example', monthlyRent: 365 });
  await sqlRows(
    t.app,
    `insert into site_rentals (team_id, site_id, renter_id, monthly_rent, started_at, ended_at)
     values ('${me.teamId}', '${s.b}', '${renter.id}', 365, '2026-11-19T00:00:00Z', '2026-11-20T00:00:00Z')`,
  );
  // Rankings of A: k1 latest 8 (was 15), k2 2.5 (GSC average), k3 never seen.
  const kw = await sqlRows(
    t.app,
    `insert into site_keywords (team_id, site_id, keyword) values
      ('${me.teamId}', '${s.a}', 'roofing austin'), ('${me.teamId}', '${s.a}', 'roof repair'),
      ('${me.teamId}', '${s.a}', 'metal roof') returning id, keyword`,
  );
  const id = (k: string) => kw.find((r) => r.keyword === k).id;
  await sqlRows(
    t.app,
    `insert into rank_positions (team_id, site_id, keyword_id, position, source, day) values
      ('${me.teamId}', '${s.a}', '${id('roofing austin')}', 15, 'manual', '2026-11-10'),
      ('${me.teamId}', '${s.a}', '${id('roofing austin')}', 8, 'serp', '2026-11-19'),
      ('${me.teamId}', '${s.a}', '${id('roof repair')}', 2.5, 'gsc', '2026-11-19')`,
  );
});
afterAll(async () => t?.close());

const range = { from: '2026-11-18', to: '2026-11-20' };

describe('analytics figures', () => {
  it('portfolio: totals, conversion, revenue with rent, sources, top pages, daily and bySite', async () => {
    const r = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      range,
      NOW,
    );
    expect(analyticsSchema.parse(r)).toBeTruthy();
    expect(r).toMatchObject({
      websiteId: null,
      from: '2026-11-18',
      to: '2026-11-20',
      pageviews: 8,
      uniqueVisitors: 7, // Nov 18: A v1 v2 v3; Nov 19: A v1 v4 v6, B v5
      formViews: 1,
      callClicks: 1,
      leads: 4,
      conversionRate: 0.5714, // 4 / 7
      revenue: 162.17, // 100 accepted + 50 billed + rent booked Nov 19 (1 of 30 days x 365 = 12.17)
      demo: false,
    });
    expect(r.sources).toEqual([
      { source: 'Search: Google', visitors: 2, pageviews: 2 },
      { source: 'Direct', visitors: 1, pageviews: 1 },
      { source: 'Search: Bing', visitors: 1, pageviews: 1 },
      { source: 'Search: DuckDuckGo', visitors: 1, pageviews: 1 },
      { source: 'Social: Facebook', visitors: 1, pageviews: 1 },
      { source: 'news.example.org', visitors: 1, pageviews: 1 },
    ]);
    expect(r.topPages).toEqual([
      { siteId: s.a, siteName: 'Alpha Roofing', path: '/', pageviews: 4, visitors: 4 },
      { siteId: s.a, siteName: 'Alpha Roofing', path: '/roof/', pageviews: 3, visitors: 3 },
      { siteId: s.b, siteName: 'Beta Plumbing', path: '/', pageviews: 1, visitors: 1 },
    ]);
    expect(r.daily).toEqual([
      { date: '2026-11-18', pageviews: 4, visitors: 3, leads: 1, revenue: 100 },
      { date: '2026-11-19', pageviews: 4, visitors: 4, leads: 3, revenue: 62.17 },
      { date: '2026-11-20', pageviews: 0, visitors: 0, leads: 0, revenue: 0 },
    ]);
    expect(r.bySite).toEqual([
      { siteId: s.a, name: 'Alpha Roofing', demo: false, pageviews: 7, visitors: 6, leads: 3, revenue: 100 },
      {
        siteId: s.b,
        name: 'Beta Plumbing',
        demo: false,
        pageviews: 1,
        visitors: 1,
        leads: 1,
        revenue: 62.17,
      },
    ]);
    expect(r.revenueSplit).toEqual({ rent: 12.17, leadIncome: 150, callIncome: 0, total: 162.17 });
  });

  it('one site: its own figures, no bySite; a range without visitors has a null conversion rate', async () => {
    const r = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      { ...range, websiteId: s.b },
      NOW,
    );
    expect(r).toMatchObject({ websiteId: s.b, pageviews: 1, uniqueVisitors: 1, leads: 1, revenue: 62.17 });
    expect(r.conversionRate).toBe(1);
    expect(r.bySite).toBeUndefined();
    expect(r.topPages).toEqual([{ path: '/', pageviews: 1, visitors: 1 }]);
    const empty = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      { from: '2026-06-01', to: '2026-06-30', websiteId: s.a },
      NOW,
    );
    expect(empty).toMatchObject({
      pageviews: 0,
      uniqueVisitors: 0,
      leads: 0,
      conversionRate: null,
      revenue: 0,
    });
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily.every((d) => d.pageviews === 0 && d.revenue === 0)).toBe(true);
  });

  it('timeRange ends today; the default is 30 days', async () => {
    const r7 = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      { timeRange: '7d' },
      NOW,
    );
    expect([r7.from, r7.to, r7.daily.length]).toEqual(['2026-11-14', '2026-11-20', 7]);
    expect(r7.pageviews).toBe(8);
    const def = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      {},
      NOW,
    );
    expect([def.from, def.to, def.daily.length]).toEqual(['2026-10-22', '2026-11-20', 30]);
  });

  it('demo is true when a counted row is demo', async () => {
    await sqlRows(t.app, `update site_events set demo = true where visitor_hash = 'v5'`);
    const r = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      range,
      NOW,
    );
    expect(r.demo).toBe(true);
    const a = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(me.userId),
      { ...range, websiteId: s.a },
      NOW,
    );
    expect(a.demo).toBe(false);
    await sqlRows(t.app, `update site_events set demo = false where visitor_hash = 'v5'`);
  });
});

describe('performance metrics (GET /api/performance/metrics)', () => {
  it('last 30 days, previous 30 days, this month, rankings (latest position per keyword)', async () => {
    const m = await t.app.services.performance.metrics(
      await t.app.services.actors.resolve(me.userId),
      undefined,
      NOW,
    );
    expect(performanceMetricsSchema.parse(m)).toBeTruthy();
    expect(m).toEqual({
      id: 'portfolio',
      websiteId: null,
      pageviews: 8,
      uniqueVisitors: 7,
      leads: 4,
      conversionRate: 0.5714,
      revenue: 162.17,
      monthlyRevenue: 162.17,
      averagePosition: 5.25, // (8 + 2.5) / 2
      keywordsTracked: 3,
      keywordsTop10: 2,
      keywordsTop3: 1,
      previous: { pageviews: 1, uniqueVisitors: 1, leads: 0, revenue: 0 },
      from: '2026-10-22',
      to: '2026-11-20',
    });
    const b = await t.app.services.performance.metrics(
      await t.app.services.actors.resolve(me.userId),
      s.b,
      NOW,
    );
    expect(b).toMatchObject({
      id: s.b,
      websiteId: s.b,
      keywordsTracked: 0,
      averagePosition: null,
      revenue: 62.17,
    });
  });

  it('GET /api/performance/metrics answers for the caller, 404 for another team, 400 for a bad id', async () => {
    const ok = await get(t.app, '/api/performance/metrics', me.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toBe('portfolio');
    expect((await get(t.app, `/api/performance/metrics?websiteId=${s.x}`, me.token)).status).toBe(404);
    const bad = await get(t.app, '/api/performance/metrics?websiteId=nope', me.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/websiteId/);
    expect((await get(t.app, '/api/performance/metrics')).status).toBe(401);
  });
});

describe('GET /api/analytics', () => {
  it('answers the schema over HTTP', async () => {
    const res = await get(t.app, `/api/analytics?from=${range.from}&to=${range.to}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.pageviews).toBe(8);
    expect(res.body.data.topPages[0].siteName).toBe('Alpha Roofing');
  });

  it.each([
    ['from=2026-13-01&to=2026-12-31', /^from/],
    ['from=2026-02-30&to=2026-03-01', /^from: not a calendar date/],
    ['from=2026-11-20&to=2026-11-19', /^from: must not be after to/],
    ['from=2025-01-01&to=2026-01-31', /^to: the range is 396 days; at most 366/],
    ['from=20261101', /^from/],
    ['timeRange=5d', /^timeRange/],
    ['timeRange=7d&from=2026-11-01', /^timeRange: give either/],
    ['websiteId=abc', /^websiteId/],
  ])('400 naming the field for %s', async (query, message) => {
    const res = await get(t.app, `/api/analytics?${query}`, me.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('366 days is allowed', async () => {
    const res = await get(t.app, '/api/analytics?from=2025-11-20&to=2026-11-20', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.daily).toHaveLength(366);
  });

  it("another team's site is 404; the other team never sees my numbers, nor I theirs", async () => {
    expect((await get(t.app, `/api/analytics?websiteId=${s.x}`, me.token)).status).toBe(404);
    expect((await get(t.app, `/api/analytics?websiteId=${s.a}`, other.token)).status).toBe(404);
    const theirs = await t.app.services.performance.analytics(
      await t.app.services.actors.resolve(other.userId),
      range,
      NOW,
    );
    expect(theirs).toMatchObject({ pageviews: 3, uniqueVisitors: 3, leads: 1, revenue: 999 });
    expect(theirs.bySite?.map((b) => b.siteId)).toEqual([s.x]);
    expect((await get(t.app, '/api/analytics')).status).toBe(401);
  });
});
