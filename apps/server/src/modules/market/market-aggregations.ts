// Aggregations over a context's view: per-state figures (locations, map), the place picker and the
// cross-vertical goldmine list.
import { STATE_BY_CODE } from '../../data/states';
import type {
  GoldmineLocation,
  LocationsResult,
  MarketMap,
  MarketView,
  PlaceHit,
  StateAggregate,
} from './market.types';
import { type MarketContext, MarketQueryError } from './market-index';
import type { MarketViews } from './market-views';
import { round1, round2 } from './model';
import { comparator, runQuery } from './query-planner';

function stateAggregates(m: MarketViews, view: MarketView, vs: number[]): Map<string, StateAggregate> {
  const k = `states:${vs.join(',')}`;
  const hit = view.cache.get(k) as Map<string, StateAggregate> | undefined;
  if (hit) return hit;
  const out = new Map<string, StateAggregate>();
  const pt = m.placeTable;
  for (const [state, list] of m.index.byState) {
    let pop = 0;
    let top = 0;
    let sum = 0;
    let gm = 0;
    for (const p of list) pop += pt.population[p];
    for (const v of vs) {
      const b = view.blocks[v];
      for (const p of list) {
        const q = b.quantum[p];
        if (q > top) top = q;
        sum += q;
        gm += b.goldmine[p];
      }
    }
    out.set(state, {
      state,
      places: list.length,
      population: pop,
      topScore: round1(top),
      avgScore: round1(sum / Math.max(1, list.length * vs.length)),
      goldmines: gm,
    });
  }
  view.cache.set(k, out);
  return out;
}

function verticalList(m: MarketViews, view: MarketView, slug: string | undefined): number[] {
  if (!slug) return view.blocks.map((_, v) => v);
  const v = m.index.verticalIdx(slug);
  if (v === undefined) throw new MarketQueryError('vertical', `Unknown vertical: ${slug}`);
  return [v];
}

/** Per-state aggregates (population, top/avg quantumScore, goldmines) and the top 20 markets. */
export function locations(
  m: MarketViews,
  verticalSlug: string | undefined,
  ctx: MarketContext = {},
): LocationsResult {
  const view = m.view(ctx);
  const vs = verticalList(m, view, verticalSlug);
  const states = [...stateAggregates(m, view, vs).values()].sort(
    (a, b) => b.topScore - a.topScore || a.state.localeCompare(b.state),
  );
  const topCities = runQuery(m, { vertical: verticalSlug, limit: 20 }, ctx).items;
  return { states, topCities };
}

/** Places whose name starts with the prefix (or "City, ST"), largest first, for pickers. */
export function places(m: MarketViews, prefix: string, limit = 10): PlaceHit[] {
  const pt = m.placeTable;
  let list: Uint32Array;
  try {
    const sel = m.index.selectPlaces(prefix);
    list = sel.list ?? new Uint32Array(0);
  } catch {
    list = new Uint32Array(0);
  }
  return Array.from(list)
    .sort((a, b) => pt.population[b] - pt.population[a] || a - b)
    .slice(0, Math.max(1, Math.min(limit, 100)))
    .map((p) => ({
      placeId: pt.id[p],
      city: pt.name[p],
      state: pt.state[p],
      county: pt.county[p],
      population: pt.population[p],
    }));
}

/** Per-state aggregates with state FIPS and the top 500 places of a vertical. */
export function marketMap(m: MarketViews, verticalSlug: string, ctx: MarketContext = {}): MarketMap {
  const view = m.view(ctx);
  const vs = verticalList(m, view, verticalSlug);
  const b = view.blocks[vs[0]];
  const pt = m.placeTable;
  const states = [...stateAggregates(m, view, vs).values()]
    .map((s) => ({
      state: s.state,
      fips: STATE_BY_CODE.get(s.state)?.fips ?? '',
      topScore: s.topScore,
      avgScore: s.avgScore,
      goldmines: s.goldmines,
    }))
    .sort((a, c) => a.fips.localeCompare(c.fips));
  const places = Array.from(b.qOrder.subarray(0, 500)).map((p) => ({
    placeId: pt.id[p],
    city: pt.name[p],
    state: pt.state[p],
    lat: pt.lat[p],
    lon: pt.lon[p],
    quantumScore: round1(b.quantum[p]),
    opportunityId: m.opportunityId(vs[0], p),
  }));
  return { vertical: verticalSlug, states, places };
}

/**
 * The best goldmines by quantumScore across verticals, at most 3 per vertical on a first pass
 * (so one vertical cannot fill the list), then filled with the next best.
 */
export function goldmines(m: MarketViews, limit = 10, ctx: MarketContext = {}): GoldmineLocation[] {
  const view = m.view(ctx);
  const P = m.index.P;
  const n = Math.max(1, Math.min(limit, 500));
  const pool: number[] = [];
  view.blocks.forEach((b, v) => {
    for (const p of b.goldmines.subarray(0, n)) pool.push(v * P + p);
  });
  pool.sort(comparator(m.index, view, 'quantum', true));
  const perV = new Map<number, number>();
  const first: number[] = [];
  const rest: number[] = [];
  for (const it of pool) {
    const v = Math.floor(it / P);
    const c = perV.get(v) ?? 0;
    perV.set(v, c + 1);
    (c < 3 ? first : rest).push(it);
  }
  const pt = m.placeTable;
  return [...first, ...rest].slice(0, n).map((it) => {
    const v = Math.floor(it / P);
    const p = it % P;
    const b = view.blocks[v];
    const vd = m.verticalData[v];
    return {
      vertical: vd.name,
      verticalSlug: vd.slug,
      city: pt.name[p],
      state: pt.state[p],
      placeId: pt.id[p],
      opportunityId: m.opportunityId(v, p),
      quantumScore: round1(b.quantum[p]),
      competition: round1(b.competition[p]),
      estimatedMonthlyRevenue: round2(b.revenue[p]),
    };
  });
}
