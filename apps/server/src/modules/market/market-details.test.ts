// The scored market's service by context (payout overrides, measurements) and its per-market views:
// details, locations, map, goldmines, keyword ideas, shapes (zod).
import {
  goldmineLocationSchema,
  keywordIdeaSchema,
  locationsResponseSchema,
  opportunityDetailsSchema,
  type Source,
  verticalSchema,
} from '@sdp/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { juneMarket } from '../../../test/market-fixtures';
import { getPlaces } from '../../data/places';
import { VERTICALS } from '../../data/verticals';
import { KEYWORD_GROUP_SHARES } from './keywords';
import type { MarketService } from './market.service';
import { descOrder, type MarketContext, MarketQueryError } from './market-index';

let svc: MarketService;
let austinId: string;

beforeAll(() => {
  svc = juneMarket();
  austinId = svc.places('Austin, TX', 1)[0].placeId;
});

const provider: Source = { label: 'Keyword volume', origin: 'Test provider', kind: 'provider' };

describe('contexts: payout overrides and measurements', () => {
  it('an override re-scores only its vertical and does not leak into other contexts', () => {
    const base = svc.view({});
    const roofingV = VERTICALS.findIndex((v) => v.slug === 'roofing');
    const before = svc.query({ vertical: 'roofing', location: 'Austin, TX' }).items[0];
    const ctx: MarketContext = { payoutOverrides: new Map([['roofing', 300]]) };
    const view = svc.view(ctx);
    expect(view.blocks[roofingV]).not.toBe(base.blocks[roofingV]);
    view.blocks.forEach((b, v) => {
      if (v !== roofingV) expect(b).toBe(base.blocks[v]);
    });
    const after = svc.query({ vertical: 'roofing', location: 'Austin, TX' }, ctx).items[0];
    expect(after.payout).toBe(300);
    expect(after.tier).toBe(1);
    expect(after.estimatedMonthlyRevenue).toBeCloseTo(before.estimatedMonthlyRevenue * 2, 1);
    expect(after.quantumScore).toBeGreaterThan(before.quantumScore);
    expect(svc.query({ tier: '1', vertical: 'roofing' }, ctx).total).toBe(getPlaces().size);
    expect(svc.query({ tier: '1', vertical: 'roofing' }).total).toBe(0);
    // other contexts and the base are untouched
    const again = svc.query({ vertical: 'roofing', location: 'Austin, TX' }).items[0];
    expect(again).toEqual(before);
    const other = svc.query(
      { vertical: 'roofing', location: 'Austin, TX' },
      { payoutOverrides: new Map([['plumbing', 10]]) },
    );
    expect(other.items[0]).toEqual(before);
    const vs = svc.verticals(ctx);
    for (const v of vs) verticalSchema.parse(v);
    expect(vs.find((v) => v.slug === 'roofing')).toMatchObject({
      effectivePayout: 300,
      overridden: true,
      tier: 1,
    });
    expect(vs.find((v) => v.slug === 'plumbing')).toMatchObject({ overridden: false });
    expect(svc.dataNote(ctx)).toContain('1 payout override applied');
  });

  it('tier boundaries through overrides', () => {
    const tierAt = (payout: number) =>
      svc.query({ vertical: 'roofing', limit: 1 }, { payoutOverrides: new Map([['roofing', payout]]) })
        .items[0].tier;
    expect(tierAt(149.99)).toBe(3);
    expect(tierAt(150)).toBe(2);
    expect(tierAt(299.99)).toBe(2);
    expect(tierAt(300)).toBe(1);
  });

  it('measurements replace estimates and raise confidence', () => {
    const id = `roofing~${austinId}`;
    const before = svc.get(id)!.opportunity;
    expect(before.confidence).toBe(0);
    expect(before.estimate).toBe(true);
    const ctx1: MarketContext = {
      measurements: new Map([[id, { monthlySearches: { value: 5000, source: provider } }]]),
    };
    const a = svc.get(id, ctx1)!;
    expect(a.opportunity.monthlySearches).toBe(5000);
    expect(a.opportunity.confidence).toBe(0.6);
    expect(a.opportunity.estimate).toBe(true);
    expect(a.opportunity.estimatedMonthlyRevenue).toBeCloseTo(5000 * 0.1866 * 0.05 * 150, 2);
    const ms = a.derivation.find((d) => d.field === 'monthlySearches')!;
    expect(ms.inputs[0].source.kind).toBe('provider');
    const ctx2: MarketContext = {
      measurements: new Map([
        [
          id,
          {
            monthlySearches: { value: 5000, source: provider },
            businessCount: { value: 400, source: provider },
          },
        ],
      ]),
    };
    const b = svc.get(id, ctx2)!.opportunity;
    expect(b.confidence).toBe(1);
    expect(b.estimate).toBe(false);
    expect(b.competition).toBeGreaterThan(before.competition);
    // the base is untouched
    expect(svc.get(id)!.opportunity).toEqual(before);
    expect(svc.dataNote(ctx2)).toContain('1 market with provider measurements');
  });
});

describe('details, locations, map, goldmines, keywords', () => {
  it('get returns every figure with its derivation; unknown ids are null', () => {
    const d = svc.get(`dentist~${austinId}`)!;
    opportunityDetailsSchema.parse(d);
    const fields = d.derivation.map((x) => x.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'monthlySearches',
        'competition',
        'demandScore',
        'estimatedMonthlyRevenue',
        'quantumScore',
        'tier',
      ]),
    );
    for (const x of d.derivation) expect(x.formula.length).toBeGreaterThan(10);
    expect(d.neighbours?.every((n) => n.location.state === 'TX')).toBe(true);
    expect(svc.get('dentist~0')).toBeNull();
    expect(svc.get('nope')).toBeNull();
  });

  it('locations: per-state aggregates and top cities', () => {
    const all = svc.locations(undefined);
    locationsResponseSchema.parse(all);
    expect(all.states).toHaveLength(51);
    const r = svc.locations('roofing');
    locationsResponseSchema.parse(r);
    expect(r.topCities.every((o) => o.verticalSlug === 'roofing')).toBe(true);
    expect(r.states.reduce((a, s) => a + s.places, 0)).toBe(getPlaces().size);
    expect(() => svc.locations('nope')).toThrow(MarketQueryError);
  });

  it('map: states with FIPS and the top 500 places', () => {
    const m = svc.map('plumbing');
    expect(m.states).toHaveLength(51);
    expect(m.states.find((s) => s.state === 'TX')?.fips).toBe('48');
    expect(m.places).toHaveLength(500);
    expect(m.places[0].quantumScore).toBeGreaterThanOrEqual(m.places[499].quantumScore);
  });

  it('places: prefix search for pickers', () => {
    const p = svc.places('spring', 5);
    expect(p).toHaveLength(5);
    expect(p[0].population).toBeGreaterThanOrEqual(p[4].population);
    expect(p.every((x) => x.city.toLowerCase().startsWith('spring'))).toBe(true);
    expect(svc.places('Springfield, IL', 3)[0]).toMatchObject({ city: 'Springfield', state: 'IL' });
  });

  it('goldmines: best first, at most 3 per vertical on the first pass', () => {
    const g = svc.goldmines(30);
    expect(g).toHaveLength(30);
    for (const x of g) goldmineLocationSchema.parse(x);
    expect(g.every((x) => x.competition < 40)).toBe(true);
    const counts = new Map<string, number>();
    for (const x of g) counts.set(x.verticalSlug, (counts.get(x.verticalSlug) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  it('keyword ideas split the market searches by the documented shares', () => {
    const ideas = svc.keywordIdeas('plumbing', austinId);
    for (const k of ideas) keywordIdeaSchema.parse(k);
    const market = svc.get(`plumbing~${austinId}`)!.opportunity.monthlySearches;
    const sum = ideas.reduce((a, k) => a + k.monthlySearches, 0);
    expect(sum).toBeCloseTo(market, -1);
    expect(Object.values(KEYWORD_GROUP_SHARES).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(ideas.find((k) => k.keyword === 'plumber near me')).toMatchObject({
      kind: 'near-me',
      intent: 'transactional',
    });
    expect(ideas.find((k) => k.kind === 'question')?.intent).toBe('informational');
    expect(ideas.find((k) => k.keyword.startsWith('best '))?.intent).toBe('commercial');
    expect(() => svc.keywordIdeas('nope', austinId)).toThrow(MarketQueryError);
    expect(() => svc.keywordIdeas('plumbing', 'x')).toThrow(MarketQueryError);
  });

  it('dataNote, stats and rescoreAll', () => {
    expect(svc.dataNote()).toMatch(
      /^Estimates from bundled data \(\d+ verticals, [\d,]+ places; June seasonality\)/,
    );
    const before = svc.query({ limit: 5 }).items;
    const { ms } = svc.rescoreAll();
    expect(ms).toBeLessThan(5000);
    expect(svc.query({ limit: 5 }).items).toEqual(before);
  });

  it('descOrder sorts by value desc, ties by index', () => {
    expect(Array.from(descOrder([1, 3, 2, 3, 0]))).toEqual([1, 3, 2, 0, 4]);
  });
});
