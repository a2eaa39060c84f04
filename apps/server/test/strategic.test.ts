import { strategicResultSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarketService } from '../src/modules/market/index';
import { createTestApp, get, sqlRows, type TestApp } from './helpers';
import { createRenter, insertSite, type Owner, owner } from './leads-fixtures';

// The strategic optimizer (docs/strategic.md) over known rows: a team with roofing sites and
// leads, a new team with nothing, a demo site kept apart.

let t: TestApp;
let me: Owner;
let other: Owner;
const ids = { rented: '', free: '', demo: '' };

async function leads(o: Owner, siteId: string, n: number, daysAgo: number, demo = false) {
  for (let i = 0; i < n; i++) {
    await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name, status, value, demo, created_at)
       values ('${o.teamId}', '${siteId}', '/', 'L', 'accepted', 320, ${demo}, now() - interval '${daysAgo + i} days')`,
    );
  }
}

const overview = (o: Owner, query = '') => get(t.app, `/api/intelligence/strategic${query}`, o.token);

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  other = await owner(t.app);
  const market = getMarketService();
  const roofing = market.marketIndex.verticalIdx('roofing') ?? 0;
  const renter = await createRenter(t.app, me, { name: 'Rent Co', email: 'r@x.example', monthlyRent: 300 });
  ids.rented = (
    await insertSite(t.app, me, {
      verticalSlug: 'roofing',
      withVersion: true,
      renterId: renter.id,
      name: 'Roof A',
    })
  ).id;
  ids.free = (await insertSite(t.app, me, { verticalSlug: 'roofing', withVersion: true, name: 'Roof B' })).id;
  ids.demo = (
    await insertSite(t.app, me, { verticalSlug: 'roofing', withVersion: true, name: 'Demo Roof' })
  ).id;
  await sqlRows(
    t.app,
    `update sites set deployed_at = now() - interval '120 days', opportunity_id = '${market.opportunityId(roofing, 0)}'
     where id in ('${ids.rented}', '${ids.free}')`,
  );
  await sqlRows(
    t.app,
    `update sites set demo = true, deployed_at = now() - interval '60 days' where id = '${ids.demo}'`,
  );
  await leads(me, ids.rented, 6, 1);
  await leads(me, ids.free, 2, 40);
  await leads(me, ids.demo, 30, 1, true);
});
afterAll(async () => t?.close());

describe('GET /api/intelligence/strategic', () => {
  it('ranks the team’s sites and markets, with posteriors from its own leads', async () => {
    const res = await overview(me, '?budget=800&hourlyRate=40');
    expect(res.status).toBe(200);
    const r = strategicResultSchema.parse(res.body.data);
    expect(r.counts.sites).toBe(2);
    expect(r.includesDemo).toBe(false);
    const roof = r.posteriors.find((p) => p.verticalSlug === 'roofing');
    expect(roof).toMatchObject({ sites: 2, leads: 8, tier: 2 }); // roofing pays $150: tier 2
    // 2 sites x 121 days (the first day counts) / 30.4375 = 7.95 site-months.
    expect(roof?.siteMonths).toBeCloseTo(7.95, 2);
    expect(roof?.low).toBeLessThanOrEqual(roof?.mean ?? 0);
    const free = r.items.find((i) => i.id === `site:${ids.free}`);
    expect(free?.action).toBe('Rent it out');
    expect(free?.costUsd).toBe(120); // 3 h x $40
    expect(r.items.find((i) => i.id === `site:${ids.rented}`)?.action).toBe('Improve rankings');
    expect(r.items.some((i) => i.id === `site:${ids.demo}`)).toBe(false);
    expect(r.items.filter((i) => i.kind === 'market').length).toBeGreaterThan(0);
    expect(r.allocation.spent).toBeLessThanOrEqual(800);
    expect(r.allocation.picks.length).toBeGreaterThan(0);
    for (const p of r.allocation.picks) expect(p.explanation).toMatch(/leads\/month \(80 % interval/);
    expect(r.quadrants.reduce((s, q) => s + q.count, 0)).toBe(r.items.length);
    // The same data give the same answer (seeded sampling, months in whole days).
    expect((await overview(me, '?budget=800&hourlyRate=40')).body.data).toEqual(res.body.data);
  });

  it('brings the demo site in only with includeDemo=true', async () => {
    const r = strategicResultSchema.parse((await overview(me, '?includeDemo=true')).body.data);
    expect(r.counts.sites).toBe(3);
    expect(r.items.some((i) => i.id === `site:${ids.demo}` && i.demo)).toBe(true);
    expect(r.posteriors.find((p) => p.verticalSlug === 'roofing')?.leads).toBe(38);
  });

  it('gives a new team the market matrix and none of another team’s rows', async () => {
    const res = await overview(other);
    expect(res.status).toBe(200);
    const r = strategicResultSchema.parse(res.body.data);
    expect(r.counts.sites).toBe(0);
    expect(r.posteriors).toEqual([]);
    expect(r.items.every((i) => i.kind === 'market')).toBe(true);
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.notes.join(' ')).toMatch(/No sites yet/);
    expect(JSON.stringify(r)).not.toContain(ids.free);
    expect(r.allocation.budget).toBe(500);
  });

  it('refuses a bad budget or hourly rate with a 400 naming the field', async () => {
    for (const q of [
      '?budget=abc',
      '?budget=0',
      '?budget=-5',
      '?budget=1e9',
      '?hourlyRate=0',
      '?includeDemo=yes',
    ]) {
      const res = await overview(me, q);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/budget|hourlyRate|includeDemo/);
    }
    expect((await get(t.app, '/api/intelligence/strategic')).status).toBe(401);
  });
});

describe('strategic engine', () => {
  const ctx = (o: Owner, params = {}) => ({
    teamId: o.teamId,
    userId: null,
    action: 'allocate',
    params,
    progress: () => {},
    signal: new AbortController().signal,
  });

  it('turns the top picks and money pits into insights with stable keys', async () => {
    const engine = t.app.services.engines.definition('strategic');
    const run = await engine?.run(ctx(me, { budget: 600 }));
    expect(run?.summary).toMatch(/funded with \$\d+ of \$600/);
    const keys = run?.insights.map((i) => i.key) ?? [];
    expect(keys).toContain('allocation');
    expect(keys).toContain('pick:1');
    expect(new Set(keys).size).toBe(keys.length);
    for (const i of run?.insights ?? []) {
      expect(i.link).toBe('/intelligence/strategic');
      expect(i.figures.length).toBeGreaterThan(0);
    }
    const again = await engine?.run(ctx(me, { budget: 600 }));
    expect(again?.insights).toEqual(run?.insights);
  });

  it('tells an empty team it sees markets only, and refuses bad params', async () => {
    const engine = t.app.services.engines.definition('strategic');
    const run = await engine?.run(ctx(other));
    expect(run?.insights[0]).toMatchObject({ key: 'no-sites', severity: 'info' });
    await expect(engine?.run(ctx(other, { budget: 'lots' }))).rejects.toThrow(/budget/);
  });
});
