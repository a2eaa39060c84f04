import { costsResponseSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// The cost dashboard (docs/costs.md) from known rows: provider_calls seeded with SQL, two live sites
// with known first deployments (the hosting estimate at $3 per site and month), revenue from leads.
// The service is called with a fixed "now" (2026-11-20 12:00 UTC) so every figure is exact; the
// expected figures are the sums of the seeded rows, written out.

let t: TestApp;
let me: Owner;
let other: Owner;
const NOW = new Date('2026-11-20T12:00:00.000Z');
const RATE = 3;
const s: Record<'roof' | 'plumb' | 'draft', string> = { roof: '', plumb: '', draft: '' };

async function meter(
  o: Owner,
  providerId: string,
  usd: number,
  at: string,
  siteId?: string,
  tokens?: number,
) {
  await sqlRows(
    t.app,
    `insert into provider_calls (team_id, user_id, provider_id, operation, success, cost_usd, duration_ms, created_at, site_id, tokens)
     values ('${o.teamId}', null, '${providerId}', 'test', true, ${usd}, 10, '${at}', ${siteId ? `'${siteId}'` : 'null'}, ${tokens ?? 'null'})`,
  );
}

async function lead(o: Owner, siteId: string, status: string, value: number, at: string) {
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     values ('${o.teamId}', '${siteId}', '/', 'L', '${status}', ${value}, '${at}')`,
  );
}

async function firstDeployed(siteId: string, at: string) {
  await sqlRows(t.app, `update site_versions set deployed_at = '${at}' where site_id = '${siteId}'`);
}

const actor = (o: Owner) => t.app.services.actors.resolve(o.userId);
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

beforeAll(async () => {
  t = await createTestApp({ HOSTING_USD_PER_SITE_MONTH: RATE });
  me = await owner(t.app);
  other = await owner(t.app);
  s.roof = (await insertSite(t.app, me, { verticalSlug: 'roofing', withVersion: true, name: 'Roof Co' })).id;
  s.plumb = (
    await insertSite(t.app, me, { verticalSlug: 'plumbing', withVersion: true, name: 'Plumb Co' })
  ).id;
  s.draft = (
    await insertSite(t.app, me, { verticalSlug: 'plumbing', status: 'draft', withVersion: true })
  ).id;
  await firstDeployed(s.roof, '2026-11-11T00:00:00Z');
  await firstDeployed(s.plumb, '2026-09-01T00:00:00Z');
  await firstDeployed(s.draft, '2026-09-01T00:00:00Z');

  await meter(me, 'dataforseo', 0.5, '2026-11-20T01:00:00Z', s.roof);
  await meter(me, 'dataforseo', 0.25, '2026-11-19T10:00:00Z', s.roof);
  await meter(me, 'llm', 0.2, '2026-11-19T11:00:00Z', s.plumb, 1000);
  await meter(me, 'census-cbp', 1, '2026-11-01T00:00:00Z');
  await meter(me, 'census-cbp', 2, '2026-10-01T00:00:00Z');
  await meter(me, 'twilio', 0.05, '2026-06-15T00:00:00Z', s.plumb);
  await meter(other, 'dataforseo', 100, '2026-11-20T02:00:00Z');

  await lead(me, s.roof, 'accepted', 100, '2026-11-20T08:00:00Z');
  await lead(me, s.roof, 'rejected', 100, '2026-11-20T09:00:00Z');
  await lead(me, s.plumb, 'billed', 50, '2026-11-05T10:00:00Z');
});
afterAll(async () => t?.close());

// Hosting, $3 a month per live site spread over the month's days: the roofing site from Nov 11, the
// plumbing site from Sep 1 (the draft never). In the 30 days Oct 22 - Nov 20:
const roofHosting30 = 10 * (RATE / 30);
const plumbHosting30 = 10 * (RATE / 31) + 20 * (RATE / 30);

describe('cost figures', () => {
  it('sums the 30-day range per day, provider, site and vertical, with hosting and revenue', async () => {
    const r = await t.app.services.costs.costs(await actor(me), { range: '30d' }, NOW);
    expect(costsResponseSchema.parse(r)).toBeTruthy();
    expect(r.from).toBe('2026-10-22');
    expect(r.to).toBe('2026-11-20');
    expect(r.dailyCosts).toHaveLength(30);

    const metered = 0.5 + 0.25 + 0.2 + 1;
    close(r.summary.rangeMetered, metered);
    close(r.summary.rangeHosting, roofHosting30 + plumbHosting30);
    close(r.summary.rangeTotal, metered + roofHosting30 + plumbHosting30);
    expect(r.summary.rangeRevenue).toBe(150);
    expect(r.summary.rangeTokens).toBe(1000);
    close(r.summary.today, 0.5 + 2 * (RATE / 30));
    close(r.summary.monthToDate, metered + 10 * (RATE / 30) + 20 * (RATE / 30));

    const day19 = r.dailyCosts.find((d) => d.date === '2026-11-19')!;
    close(day19.metered, 0.45);
    close(day19.hosting, 0.2);
    expect(day19.tokens).toBe(1000);
    close(day19.parts.dataforseo!, 0.25);
    close(day19.parts.llm!, 0.2);
    close(day19.parts.hosting!, 0.2);
    const sumOfDays = r.dailyCosts.reduce((n, d) => n + d.total, 0);
    // Each day is rounded to a millionth of a dollar: their sum is the total to within 30 of those.
    expect(Math.abs(sumOfDays - r.summary.rangeTotal)).toBeLessThan(30e-6);

    const p = Object.fromEntries(r.byProvider.map((x) => [x.key, x]));
    expect(p.dataforseo).toMatchObject({ cost: 0.75, calls: 2, revenue: null });
    expect(p.dataforseo!.label).toMatch(/^DataForSEO/);
    expect(p.llm).toMatchObject({ cost: 0.2, tokens: 1000, label: 'LLM writer' });
    expect(p['census-cbp']).toMatchObject({ cost: 1, calls: 1 });
    close(p.hosting!.cost, roofHosting30 + plumbHosting30);
    expect(p.twilio).toBeUndefined(); // June: outside the range
    expect(r.breakdown).toEqual(r.byProvider);

    const site = Object.fromEntries(r.bySite.map((x) => [x.key, x]));
    close(site[s.roof]!.cost, 0.75 + roofHosting30);
    expect(site[s.roof]!.revenue).toBe(100);
    close(site[s.roof]!.costPerRevenue!, (0.75 + roofHosting30) / 100);
    close(site[s.plumb]!.cost, 0.2 + plumbHosting30);
    expect(site[s.plumb]!.revenue).toBe(50);
    expect(site['']).toMatchObject({ cost: 1, revenue: 0, costPerRevenue: null, label: 'Not for a site' });
    expect(site[s.draft]).toBeUndefined();

    const v = Object.fromEntries(r.byVertical.map((x) => [x.key, x]));
    close(v.roofing!.cost, 0.75 + roofHosting30);
    close(v.plumbing!.cost, 0.2 + plumbHosting30);
    expect(v.plumbing!.revenue).toBe(50);

    expect(r.costPerRevenue.revenue).toBe(150);
    close(r.costPerRevenue.value!, (metered + roofHosting30 + plumbHosting30) / 150);
    expect(r.hosting).toMatchObject({ usdPerSiteMonth: 3, estimate: true, liveSiteDays: 40 });
    expect(r.hosting.basis).toMatch(/estimate.*HOSTING_USD_PER_SITE_MONTH=3/);
  });

  it('projects the year from the trailing 90 days and says how', async () => {
    const r = await t.app.services.costs.costs(await actor(me), { range: '30d' }, NOW);
    // Aug 23 - Nov 20. Metered: 0.5 + 0.25 + 0.2 + 1 + 2; hosting: plumbing Sep 1 - Nov 20
    // (30 + 31 + 20 days = $3 + $3 + $2), roofing Nov 11 - 20 ($1).
    const basis = 3.95 + 8 + 1;
    expect(r.yearlyProjection.basisDays).toBe(90);
    close(r.yearlyProjection.basisTotal, basis);
    expect(r.yearlyProjection.value).toBeCloseTo((basis / 90) * 365, 2);
    expect(r.yearlyProjection.method).toContain('2026-08-23 to 2026-11-20');
  });

  it('groups 12 months into calendar months, and stacks the days by site when asked', async () => {
    const r = await t.app.services.costs.costs(await actor(me), { range: '12m', groupBy: 'site' }, NOW);
    expect(r.from).toBe('2025-12-01');
    expect(r.monthlyCosts.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const m = Object.fromEntries(r.monthlyCosts.map((x) => [x.month, x]));
    expect(m['2026-06']).toMatchObject({ metered: 0.05, hosting: 0, partial: false });
    expect(m['2026-09']).toMatchObject({ metered: 0, hosting: 3 });
    expect(m['2026-10']).toMatchObject({ metered: 2, hosting: 3 });
    expect(m['2026-11']).toMatchObject({ metered: 1.95, hosting: 3, revenue: 150, partial: true });
    expect(r.breakdown).toEqual(r.bySite);
    const day = r.dailyCosts.find((d) => d.date === '2026-11-19')!;
    close(day.parts[s.roof]!, 0.25 + RATE / 30);
    close(day.parts[s.plumb]!, 0.2 + RATE / 30);
    expect(r.byProvider.find((x) => x.key === 'twilio')?.label).toBe('Twilio (call tracking)');
  });

  it('leaves other teams out, and answers over HTTP with validated queries', async () => {
    const r = await t.app.services.costs.costs(await actor(other), {}, NOW);
    expect(r.summary.rangeMetered).toBe(100);
    expect(r.summary.rangeHosting).toBe(0);
    expect(r.bySite).toEqual([
      {
        key: '',
        label: 'Not for a site',
        cost: 100,
        hosting: 0,
        calls: 1,
        tokens: 0,
        revenue: 0,
        costPerRevenue: null,
      },
    ]);
    const mine = await t.app.services.costs.costs(await actor(me), {}, NOW);
    expect(mine.byProvider.find((x) => x.key === 'dataforseo')?.cost).toBe(0.75);

    const ok = await get(t.app, '/api/costs?range=90d&groupBy=vertical', me.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.breakdown).toEqual(ok.body.data.byVertical);
    expect(
      ok.body.data.scraperStats.find((x: { providerId: string }) => x.providerId === 'dataforseo'),
    ).toMatchObject({ totalCalls: 2, successRate: 100, costPerCall: 0.375 });
    const bad = await get(t.app, '/api/costs?range=7d', me.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/range/);
    expect((await get(t.app, '/api/costs?groupBy=renter', me.token)).status).toBe(400);
    expect((await get(t.app, '/api/costs')).status).toBe(401);
  });

  it('says the built-in host costs nothing when no hosting price is set', async () => {
    const plain = await createTestApp();
    try {
      const o = await owner(plain.app);
      const res = await call(plain.app, {
        method: 'GET',
        url: '/api/costs',
        headers: { authorization: `Bearer ${o.token}` },
      });
      expect(res.body.data.hosting).toMatchObject({ usdPerSiteMonth: 0, estimate: false });
      expect(res.body.data.summary.rangeTotal).toBe(0);
      expect(res.body.data.yearlyProjection).toMatchObject({ value: 0, basisDays: 0 });
      expect(res.body.data.costPerRevenue).toEqual({ value: null, cost: 0, revenue: 0 });
    } finally {
      await plain.close();
    }
  });
});
