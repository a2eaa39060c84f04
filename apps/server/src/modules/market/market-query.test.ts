// The scored market and its service: bundled data, filters, sorting, paging, shapes (zod). Contexts
// and the per-market views are in market-details.test.ts.
import { type Opportunity, type OpportunityQuery, opportunitySchema } from '@sdp/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { juneMarket } from '../../../test/market-fixtures';
import { getPlaces } from '../../data/places';
import { US_STATES } from '../../data/states';
import { VERTICALS } from '../../data/verticals';
import type { MarketService } from './market.service';
import { MarketQueryError, normName } from './market-index';

let svc: MarketService;

beforeAll(() => {
  svc = juneMarket();
});

function keyOf(o: Opportunity, sort: OpportunityQuery['sort']): number {
  switch (sort) {
    case 'quantumScore':
    case 'score':
      return o.quantumScore;
    case 'population':
      return o.population;
    default:
      return o[sort];
  }
}

function expectSorted(items: Opportunity[], sort: OpportunityQuery['sort'], order: 'asc' | 'desc') {
  for (let i = 1; i < items.length; i++) {
    const a = keyOf(items[i - 1], sort);
    const b = keyOf(items[i], sort);
    if (order === 'desc') expect(a).toBeGreaterThanOrEqual(b);
    else expect(a).toBeLessThanOrEqual(b);
  }
}

describe('bundled data', () => {
  it('has at least 40 complete verticals', () => {
    expect(VERTICALS.length).toBeGreaterThanOrEqual(40);
    const slugs = new Set<string>();
    for (const v of VERTICALS) {
      expect(slugs.has(v.slug)).toBe(false);
      slugs.add(v.slug);
      expect(v.naicsCode).toMatch(/^\d{6}$/);
      expect(v.payout.low).toBeLessThanOrEqual(v.payout.typical);
      expect(v.payout.typical).toBeLessThanOrEqual(v.payout.high);
      expect(v.payout.source.length).toBeGreaterThan(10);
      expect(v.payout.date).toMatch(/^\d{4}/);
      expect(v.searchesPer1000.rate).toBeGreaterThan(0);
      expect(v.searchesPer1000.basis).toContain('Estimate');
      expect(v.avgCpc).toBeGreaterThan(0);
      expect(v.seasonality).toHaveLength(12);
      const mean = v.seasonality.reduce((a, b) => a + b, 0) / 12;
      expect(mean).toBeCloseTo(1, 3);
      expect(v.keywords.length).toBeGreaterThanOrEqual(3);
      expect(v.modifiers).toContain('near me');
    }
    // all three tiers are represented at typical payouts
    const tiers = new Set(svc.verticals().map((v) => v.tier));
    expect([...tiers].sort()).toEqual([1, 2, 3]);
  });

  it('has every US place of 1,000+ people with state, county and ZIPs, deduplicated', () => {
    const pt = getPlaces();
    expect(pt.size).toBeGreaterThan(16_000);
    expect(new Set(pt.state)).toEqual(new Set(US_STATES.map((s) => s.code)));
    const seen = new Map<string, number[]>();
    const bad: string[] = [];
    for (let p = 0; p < pt.size; p++) {
      if (pt.population[p] < 1000) bad.push(`population ${p}`);
      if (!/^\d{5}( \d{5})*$/.test(pt.zips[p])) bad.push(`zips ${p}`);
      if (!pt.county[p] || !/^\d{5}$/.test(pt.countyFips[p] ?? '')) bad.push(`county ${p}`);
      const k = `${normName(pt.name[p])}|${pt.state[p]}`;
      for (const q of seen.get(k) ?? []) {
        // a repeated name + state only for distinct towns (the build merges those within 10 km)
        if (Math.abs(pt.lat[p] - pt.lat[q]) + Math.abs(pt.lon[p] - pt.lon[q]) < 0.05) bad.push(`dupe ${p}`);
      }
      seen.set(k, [...(seen.get(k) ?? []), p]);
    }
    expect(bad).toEqual([]);
    const bh = svc.places('Beverly Hills, CA', 1)[0];
    expect(bh.county).toBe('Los Angeles');
    const i = pt.indexById.get(bh.placeId)!;
    expect(pt.zips[i].split(' ')).toContain('90210');
    expect(pt.loadMs).toBeLessThan(1500);
  });
});

describe('query', () => {
  it('answers every pair with valid shapes', () => {
    const r = svc.query({});
    expect(r.total).toBe(VERTICALS.length * getPlaces().size);
    expect(r.items).toHaveLength(50);
    for (const o of r.items) opportunitySchema.parse(o);
    expectSorted(r.items, 'quantumScore', 'desc');
    expect(r.items[0].id).toBe(`${r.items[0].verticalSlug}~${r.items[0].location.placeId}`);
  });

  it('filters by vertical; an unknown vertical is a typed error', () => {
    const r = svc.query({ vertical: 'roofing', limit: 20 });
    expect(r.total).toBe(getPlaces().size);
    expect(r.items.every((o) => o.verticalSlug === 'roofing')).toBe(true);
    try {
      svc.query({ vertical: 'nope' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(MarketQueryError);
      expect((e as MarketQueryError).field).toBe('vertical');
    }
  });

  it('filters by tier and minPayout', () => {
    for (const tier of ['1', '2', '3'] as const) {
      const r = svc.query({ tier, limit: 100 });
      expect(r.items.length).toBeGreaterThan(0);
      expect(r.items.every((o) => o.tier === Number(tier))).toBe(true);
      const vs = svc.verticals().filter((v) => v.tier === Number(tier));
      expect(r.total).toBe(vs.length * getPlaces().size);
    }
    const r = svc.query({ minPayout: 300, sort: 'payout', order: 'asc', limit: 100 });
    expect(r.items.every((o) => o.payout >= 300)).toBe(true);
    expectSorted(r.items, 'payout', 'asc');
  });

  it('filters by location: state code, state name, "City, ST", city prefix', () => {
    const tx = svc.query({ location: 'tx', limit: 100 });
    expect(tx.items.every((o) => o.location.state === 'TX')).toBe(true);
    const texas = svc.query({ location: 'Texas', limit: 100 });
    expect(texas.total).toBe(tx.total);
    const austin = svc.query({ location: 'Austin, TX' });
    expect(austin.total).toBe(VERTICALS.length);
    expect(austin.items.every((o) => o.location.city === 'Austin' && o.location.state === 'TX')).toBe(true);
    const san = svc.query({ location: 'San', vertical: 'plumbing', limit: 200 });
    expect(san.total).toBeGreaterThan(50);
    expect(san.items.every((o) => o.location.city.toLowerCase().startsWith('san'))).toBe(true);
    expect(svc.query({ location: 'Zzzzqx' }).total).toBe(0);
    expect(() => svc.query({ location: 'Austin, ZZ' })).toThrow(MarketQueryError);
  });

  it('goldmineOnly answers goldmines only', () => {
    const r = svc.query({ goldmineOnly: 'true', limit: 200 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((o) => o.goldmine && o.competition < 40)).toBe(true);
    expectSorted(r.items, 'quantumScore', 'desc');
  });

  it('sorts by every field in both orders', () => {
    const sorts: OpportunityQuery['sort'][] = [
      'quantumScore',
      'score',
      'estimatedMonthlyRevenue',
      'payout',
      'demandScore',
      'competition',
      'monthlySearches',
      'population',
    ];
    for (const sort of sorts) {
      for (const order of ['asc', 'desc'] as const) {
        const all = svc.query({ sort, order, limit: 60 });
        expectSorted(all.items, sort, order);
        const ca = svc.query({ sort, order, location: 'CA', tier: '2', limit: 60 });
        expectSorted(ca.items, sort, order);
        expect(ca.items.every((o) => o.location.state === 'CA' && o.tier === 2)).toBe(true);
      }
    }
  });

  it('pages consistently (offset + limit)', () => {
    for (const q of [{}, { location: 'OH' }, { sort: 'competition' as const, order: 'asc' as const }]) {
      const big = svc.query({ ...q, limit: 120 });
      const p1 = svc.query({ ...q, limit: 40, offset: 0 });
      const p2 = svc.query({ ...q, limit: 40, offset: 40 });
      const p3 = svc.query({ ...q, limit: 40, offset: 80 });
      expect([...p1.items, ...p2.items, ...p3.items].map((o) => o.id)).toEqual(big.items.map((o) => o.id));
      expect(p3.total).toBe(big.total);
    }
    expect(svc.query({ vertical: 'roofing', offset: 100_000 }).items).toHaveLength(0);
    // deep pages walk from the other end and agree with the front
    const n = svc.query({ vertical: 'roofing', limit: 1 }).total;
    const last = svc.query({ vertical: 'roofing', offset: n - 30, limit: 50 });
    expect(last.items).toHaveLength(30);
    const asc = svc.query({ vertical: 'roofing', order: 'asc', limit: 30 });
    expect(last.items.map((o) => o.id)).toEqual(asc.items.map((o) => o.id).reverse());
    const mid = Math.floor(n / 2) - 10;
    const a = svc.query({ vertical: 'roofing', location: 'S', offset: 0, limit: 1 }).total;
    const deep = svc.query({ vertical: 'roofing', location: 'S', offset: a - 45, limit: 40 });
    const shallow = svc.query({ vertical: 'roofing', location: 'S', order: 'asc', offset: 5, limit: 40 });
    expect(deep.items.map((o) => o.id)).toEqual(shallow.items.map((o) => o.id).reverse());
    expect(svc.query({ vertical: 'roofing', offset: mid, limit: 20 }).items).toHaveLength(20);
  });

  it('the sorted-order walk matches a brute-force scan', () => {
    // A broad location (prefix "S", many places) with a tier filter takes the merge path.
    const q = { location: 'S', tier: '3' as const, sort: 'estimatedMonthlyRevenue' as const, limit: 30 };
    const r = svc.query(q);
    const pt = getPlaces();
    const view = svc.view({});
    const vs = VERTICALS.map((_, v) => v).filter((v) => view.blocks[v].payout < 150);
    const all: { id: string; key: number; p: number; v: number }[] = [];
    for (let p = 0; p < pt.size; p++) {
      if (!normName(pt.name[p]).startsWith('s')) continue;
      for (const v of vs) all.push({ id: svc.opportunityId(v, p), key: view.blocks[v].revenue[p], p, v });
    }
    all.sort((a, b) => b.key - a.key || a.p - b.p || a.v - b.v);
    expect(r.total).toBe(all.length);
    expect(r.items.map((o) => o.id)).toEqual(all.slice(0, 30).map((x) => x.id));
  });

  it('status saved / unsaved uses the saved ids', () => {
    const top = svc.query({ limit: 3 }).items.map((o) => o.id);
    const saved = new Set([top[0], top[2], 'roofing~nope', 'bad']);
    const s = svc.query({ status: 'saved' }, {}, saved);
    expect(s.total).toBe(2);
    expect(s.items.map((o) => o.id)).toEqual([top[0], top[2]]);
    expect(s.items.every((o) => o.saved === true && o.status === 'saved')).toBe(true);
    const u = svc.query({ status: 'unsaved', limit: 2 }, {}, saved);
    expect(u.items.map((o) => o.id)).toEqual([top[1], svc.query({ limit: 4 }).items[3].id]);
    expect(u.total).toBe(svc.query({}).total - 2);
    expect(u.items.every((o) => o.saved === false)).toBe(true);
  });
});
