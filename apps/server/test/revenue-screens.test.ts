import { analyticsSchema, revenueResponseSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// One revenue definition behind every screen (docs/product/rules.md#revenue-metrics): the revenue API
// (dashboard, /dominator), the same API for one site (the site screen), GET /api/analytics for this
// month (/dominator/analytics) and the performance metrics (dashboard) give the same rent, form-lead
// and call income; demo rows stay out of real totals unless includeDemo=true
// (docs/product/rules.md#demo-portfolio). Real time: the routes book rent as of today.

let t: TestApp;
let me: Owner;
let siteId = '';
let demoSiteId = '';
const now = new Date();
const y = now.getUTCFullYear();
const m = now.getUTCMonth();
const day = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = day(new Date(Date.UTC(y, m, 1)));
const today = day(now);
// Rented at $1,200 a month from the 15th of last month.
const rentedFrom = new Date(Date.UTC(y, m - 1, 15, 14));
const daysLastMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
const lastMonthRent = Math.round(((1200 * (daysLastMonth - 14)) / daysLastMonth) * 100) / 100;

async function lead(siteId_: string, kind: 'form' | 'call', value: number, opts: { demo?: boolean } = {}) {
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, kind, page, name, status, value, demo, created_at)
     values ('${me.teamId}', '${siteId_}', '${kind}', '/', 'L', 'accepted', ${value}, ${opts.demo ? 'true' : 'false'}, now())`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  const renter = await createRenter(t.app, me, { name: 'Rent Co', email: 'r@x.example', monthlyRent: 1200 });
  siteId = (await insertSite(t.app, me, { renterId: renter.id, name: 'Real Roofing' })).id;
  await sqlRows(
    t.app,
    `insert into site_rentals (team_id, site_id, renter_id, monthly_rent, started_at)
     values ('${me.teamId}', '${siteId}', '${renter.id}', 1200, '${rentedFrom.toISOString()}')`,
  );
  await lead(siteId, 'form', 50);
  await lead(siteId, 'form', 25);
  await lead(siteId, 'call', 30); // a qualified call: value = the renter's price per call
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, kind, page, name, status, value, created_at)
     values ('${me.teamId}', '${siteId}', 'form', '/', 'R', 'rejected', 99, now())`,
  );
});
afterAll(async () => t?.close());

const revenue = async (query = '') => {
  const res = await get(t.app, `/api/dominator-pipeline/revenue${query}`, me.token);
  expect(res.status).toBe(200);
  return revenueResponseSchema.parse(res.body.data);
};
const analytics = async (query = '') => {
  const res = await get(t.app, `/api/analytics?from=${monthStart}&to=${today}${query}`, me.token);
  expect(res.status).toBe(200);
  return analyticsSchema.parse(res.body.data);
};

describe('the four revenue screens read one definition', () => {
  const expected = { rent: 1200, leadIncome: 75, callIncome: 30, total: 1305 };

  it('revenue API, one site, analytics this month and performance metrics agree', async () => {
    const all = await revenue();
    expect(all.thisMonth).toEqual(expected);
    expect(all.metrics.monthlyRevenue).toBe(1305);
    expect(all.toInvoice).toBe(Math.round((1200 + lastMonthRent) * 100) / 100);
    expect(all.charges!.map((c) => [c.periodStart, c.amount])).toEqual([
      [monthStart, 1200],
      [day(rentedFrom), lastMonthRent],
    ]);

    const site = await revenue(`?websiteId=${siteId}`);
    expect(site.thisMonth).toEqual(expected);
    expect(site.toInvoice).toBe(all.toInvoice);

    const a = await analytics();
    expect(a.revenueSplit).toEqual(expected);
    expect(a.revenue).toBe(1305);
    expect(a.toInvoice).toBe(all.toInvoice);
    // Rent appears on the day it is booked: the 1st.
    expect(a.daily.find((d) => d.date === monthStart)!.revenue).toBeGreaterThanOrEqual(1200);
    expect(a.bySite!.find((s) => s.siteId === siteId)!.revenue).toBe(1305);

    const metrics = await get(t.app, '/api/performance/metrics', me.token);
    expect(metrics.body.data.monthlyRevenue).toBe(1305);

    const sites = await get(t.app, `/api/sites/${siteId}`, me.token);
    expect(sites.body.data.currentRevenue).toBe(1305);
  });

  it('demo sites, leads and rent stay out of real totals; includeDemo=true brings them in', async () => {
    const before = await revenue();
    const analyticsBefore = await analytics();
    const demoRenter = await createRenter(t.app, me, {
      name: 'Demo Co',
      email: 'd@x.invalid',
      monthlyRent: 600,
    });
    await sqlRows(t.app, `update renters set demo = true where id = '${demoRenter.id}'`);
    demoSiteId = (await insertSite(t.app, me, { renterId: demoRenter.id, name: 'Demo Plumbing' })).id;
    await sqlRows(t.app, `update sites set demo = true where id = '${demoSiteId}'`);
    await sqlRows(
      t.app,
      `insert into site_rentals (team_id, site_id, renter_id, monthly_rent, started_at)
       values ('${me.teamId}', '${demoSiteId}', '${demoRenter.id}', 600, '${new Date(Date.UTC(y, m, 1)).toISOString()}')`,
    );
    await lead(demoSiteId, 'form', 40, { demo: true });

    const after = await revenue();
    expect(after.metrics).toEqual(before.metrics);
    expect(after.thisMonth).toEqual(before.thisMonth);
    expect(after.toInvoice).toBe(before.toInvoice);
    expect(after.charges!.some((c) => c.siteId === demoSiteId)).toBe(false);
    const analyticsAfter = await analytics();
    expect(analyticsAfter.revenueSplit).toEqual(analyticsBefore.revenueSplit);
    expect(analyticsAfter.bySite!.some((s) => s.siteId === demoSiteId)).toBe(false);
    const pipeline = await get(t.app, '/api/dominator-pipeline/pipeline/status', me.token);
    expect(pipeline.body.data.stages.deploy).toBe(1);

    const withDemo = await revenue('?includeDemo=true');
    expect(withDemo.includesDemo).toBe(true);
    expect(withDemo.thisMonth).toEqual({ rent: 1800, leadIncome: 115, callIncome: 30, total: 1945 });
    expect(withDemo.charges!.find((c) => c.siteId === demoSiteId)).toMatchObject({ demo: true, amount: 600 });
    const analyticsDemo = await analytics('&includeDemo=true');
    expect(analyticsDemo.revenueSplit).toEqual(withDemo.thisMonth);
    expect(analyticsDemo.bySite!.some((s) => s.siteId === demoSiteId)).toBe(true);
    const metricsDemo = await get(t.app, '/api/performance/metrics?includeDemo=true', me.token);
    expect(metricsDemo.body.data.monthlyRevenue).toBe(1945);
    // One demo site on its own is its own figures.
    expect((await revenue(`?websiteId=${demoSiteId}`)).thisMonth!.total).toBe(640);
    // The portfolio forecast too: the demo site only with includeDemo=true (a stored forecast of one
    // kind is never answered for the other).
    const forecast = async (q = '') =>
      (await get(t.app, `/api/performance/predictions?timeRange=30d${q}`, me.token)).body.data.explanation;
    expect(await forecast()).toMatch(/^Portfolio of 1 live site:/);
    expect(await forecast('&includeDemo=true')).toMatch(/^Portfolio of 2 live sites:/);
    expect(await forecast()).toMatch(/^Portfolio of 1 live site:/);
  });

  it('a charge marked invoiced leaves "to invoice"; members, other teams and bad ids are refused', async () => {
    const before = await revenue();
    const charge = before.charges!.find((c) => c.periodStart === monthStart)!;
    const res = await post(
      t.app,
      `/api/dominator-pipeline/revenue/charges/${charge.id}/invoice`,
      undefined,
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.invoicedAt).toEqual(expect.any(String));
    const after = await revenue();
    expect(after.toInvoice).toBe(Math.round((before.toInvoice! - 1200) * 100) / 100);
    expect(after.thisMonth).toEqual(before.thisMonth); // invoicing does not change what was booked

    const stranger = await owner(t.app);
    const other = await post(
      t.app,
      `/api/dominator-pipeline/revenue/charges/${charge.id}/invoice`,
      undefined,
      stranger.token,
    );
    expect(other.status).toBe(404);
    const bad = await post(
      t.app,
      '/api/dominator-pipeline/revenue/charges/nope/invoice',
      undefined,
      me.token,
    );
    expect(bad.status).toBe(400);
    await sqlRows(t.app, `update team_members set role = 'member' where user_id = '${stranger.userId}'`);
    t.app.services.actors.forget(stranger.userId);
    const member = await post(
      t.app,
      `/api/dominator-pipeline/revenue/charges/${charge.id}/invoice`,
      undefined,
      stranger.token,
    );
    expect(member.status).toBe(403);
    expect((await get(t.app, '/api/dominator-pipeline/revenue?includeDemo=maybe', me.token)).status).toBe(
      400,
    );
  });
});
