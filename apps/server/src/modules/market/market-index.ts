// The scored market: every vertical x every place, scored up front into typed arrays, one block per
// vertical, with per-vertical sorted orders. A caller's context (payout overrides, provider
// measurements) re-scores only the verticals it touches into new blocks; base blocks are shared and
// never mutated.
import type { Source } from '@sdp/shared';
import type { PlaceTable } from '../../data/places';
import { STATE_BY_CODE, STATE_BY_NAME } from '../../data/states';
import type { VerticalData } from '../../data/verticals';
import {
  COMPETITION_WEIGHTS,
  competition,
  confidence,
  cpcComponent,
  ctrAt,
  demandPercentile,
  densityComponent,
  estimatedMonthlyRevenue,
  goldmineRankCutoff,
  isGoldmine,
  type QuantumWeights,
  quantumScore,
  type RevenueBounds,
  revenueIndex,
  type Season,
  type TierThresholds,
} from './model';
import { descOrder, subsetOrder } from './orders';
import { PlaceModel } from './place-model';

export interface MeasuredValue {
  value: number;
  source: Source;
}

export interface Measurement {
  monthlySearches?: MeasuredValue;
  businessCount?: MeasuredValue;
}

/** A caller's context: their (or their team's) payout overrides and provider measurements. */
export interface MarketContext {
  payoutOverrides?: Map<string, number>;
  measurements?: Map<string, Measurement>;
  /** A team's applied tuning (docs/ml-optimization.md): score weights and tier cut points. */
  scoring?: MarketScoring;
}

export interface MarketScoring {
  weights?: QuantumWeights;
  tiers?: TierThresholds;
}

export interface VerticalBlock {
  v: number;
  payout: number;
  overridden: boolean;
  searches: Float64Array;
  competition: Float64Array;
  demand: Float64Array;
  revenue: Float64Array;
  quantum: Float64Array;
  confidence: Float64Array;
  goldmine: Uint8Array;
  /** Place indices by quantumScore desc (ties: place index asc). */
  qOrder: Uint32Array;
  /** Place indices by monthly searches desc (ties: place index asc); also the revenue order. */
  sOrder: Uint32Array;
  /** Place indices by searches per resident desc (ties: place index asc): the demand order. */
  dOrder: Uint32Array;
  /** Place indices by competition desc (ties: place index asc). */
  cOrder: Uint32Array;
  /** Goldmine place indices in qOrder order. */
  goldmines: Uint32Array;
  /** Goldmine place indices ordered like order(k) for the other sort keys. */
  goldmineOrders: {
    searches: Uint32Array;
    demand: Uint32Array;
    competition: Uint32Array;
    population: Uint32Array;
  };
  /** Measurements applied to this block, by place index. */
  measured: Map<number, Measurement>;
}

export type SortKey = 'quantum' | 'revenue' | 'searches' | 'demand' | 'competition' | 'population' | 'payout';

export class MarketQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MarketQueryError';
  }
}

export const quantise = (x: number) => Math.round(x * 1e9) / 1e9;

export { descOrder, subsetOrder };

export function normName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PlaceSelection {
  /** 1 where the place matches, or null for every place. */
  mask: Uint8Array | null;
  /** Matching place indices (null for every place). */
  list: Uint32Array | null;
  count: number;
}

export class MarketIndex {
  readonly P: number;
  readonly V: number;
  readonly bounds: RevenueBounds;
  readonly base: VerticalBlock[];
  readonly byState = new Map<string, Uint32Array>();
  readonly verticalIndex = new Map<string, number>();
  /** Normalised place names sorted, with their place indices, for prefix search. */
  private readonly sortedNames: string[];
  private readonly sortedNameIdx: Uint32Array;
  readonly buildMs: number;
  /** Place indices by population desc (ties: place index asc), shared by every vertical. */
  readonly popOrder: Uint32Array;
  /** Place inputs and per-vertical weights (docs/scoring.md "Place inputs"). */
  readonly place: PlaceModel;

  constructor(
    readonly places: PlaceTable,
    readonly verticals: readonly VerticalData[],
    readonly season: Season,
  ) {
    const t0 = performance.now();
    this.P = places.size;
    this.V = verticals.length;
    verticals.forEach((v, i) => {
      this.verticalIndex.set(v.slug, i);
    });
    const states = new Map<string, number[]>();
    for (let p = 0; p < this.P; p++) {
      const s = places.state[p];
      const list = states.get(s);
      if (list) list.push(p);
      else states.set(s, [p]);
    }
    for (const [s, list] of states) this.byState.set(s, Uint32Array.from(list));
    const names = places.name.map((n, i) => [normName(n), i] as const);
    names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.sortedNames = names.map((n) => n[0]);
    this.sortedNameIdx = Uint32Array.from(names.map((n) => n[1]));
    this.popOrder = descOrder(places.population);
    this.place = new PlaceModel(places, verticals, season);
    const estimated = verticals.map((_, v) => this.place.estimatedSearches(v));
    this.bounds = this.computeBounds(estimated);
    this.base = verticals.map((v, i) =>
      this.scoreVertical(i, v.payout.typical, false, undefined, estimated[i]),
    );
    this.buildMs = performance.now() - t0;
  }

  /** min/max of log10(1 + revenue) over the whole market at typical payouts, without measurements. */
  private computeBounds(estimated: Float64Array[]): RevenueBounds {
    let min = Infinity;
    let max = -Infinity;
    estimated.forEach((searches, v) => {
      const payout = this.verticals[v].payout.typical;
      for (let p = 0; p < this.P; p++) {
        const l = Math.log10(1 + estimatedMonthlyRevenue(searches[p], payout));
        if (l < min) min = l;
        if (l > max) max = l;
      }
    });
    return { min, max };
  }

  /** Scores one vertical for every place. */
  scoreVertical(
    v: number,
    payout: number,
    overridden: boolean,
    measured: Map<number, Measurement> | undefined,
    estimated: Float64Array = this.place.estimatedSearches(v),
    weights?: QuantumWeights,
  ): VerticalBlock {
    const vd = this.verticals[v];
    const P = this.P;
    const pop = this.places.population;
    const ctr = ctrAt();
    const searches = new Float64Array(P);
    const comp = new Float64Array(P);
    const revenue = new Float64Array(P);
    const quantum = new Float64Array(P);
    const conf = new Float64Array(P);
    // competition(...) with the place-only components precomputed; a measured count goes through it.
    const cw = COMPETITION_WEIGHTS;
    const fixed = cw.cpc * cpcComponent(vd.avgCpc) + cw.density * densityComponent(1, 1);
    for (let p = 0; p < P; p++) {
      const m = measured?.get(p);
      const s = m?.monthlySearches ? m.monthlySearches.value : estimated[p];
      const c = m?.businessCount
        ? competition(pop[p], this.place.reach[p], vd.avgCpc, vd.businessesPer10k, m.businessCount.value)
            .competition
        : cw.size * this.place.sizePart[p] + cw.metro * this.place.metroPart[p] + fixed;
      const cf = m ? confidence(!!m.monthlySearches, !!m.businessCount) : 0;
      const r = estimatedMonthlyRevenue(s, payout, ctr);
      searches[p] = s;
      // Scores are kept to 1e-9 so that sorted orders and comparisons agree exactly.
      comp[p] = quantise(c);
      revenue[p] = r;
      conf[p] = cf;
      quantum[p] = quantise(quantumScore(revenueIndex(r, this.bounds), c, cf, weights));
    }
    const qOrder = descOrder(quantum);
    const sOrder = descOrder(searches);
    // demand percentile: places with strictly fewer searches per resident, walking the desc order
    // from the end.
    const perResident = new Float64Array(P);
    for (let p = 0; p < P; p++) perResident[p] = quantise(searches[p] / Math.max(pop[p], 1));
    const dOrder = descOrder(perResident);
    const demand = new Float64Array(P);
    let i = P - 1;
    while (i >= 0) {
      const s = perResident[dOrder[i]];
      let j = i;
      while (j - 1 >= 0 && perResident[dOrder[j - 1]] === s) j--;
      const lower = P - 1 - i;
      const d = demandPercentile(lower, P);
      for (let k = j; k <= i; k++) demand[dOrder[k]] = d;
      i = j - 1;
    }
    const goldmine = new Uint8Array(P);
    const cutoff = goldmineRankCutoff(P);
    const gm: number[] = [];
    for (let r = 0; r < cutoff && r < P; r++) {
      const p = qOrder[r];
      if (isGoldmine(r, P, comp[p])) {
        goldmine[p] = 1;
        gm.push(p);
      }
    }
    return {
      v,
      payout,
      overridden,
      searches,
      competition: comp,
      demand,
      revenue,
      quantum,
      confidence: conf,
      goldmine,
      qOrder,
      sOrder,
      dOrder,
      cOrder: descOrder(comp),
      goldmines: Uint32Array.from(gm),
      goldmineOrders: {
        searches: subsetOrder(gm, searches),
        demand: subsetOrder(gm, perResident),
        competition: subsetOrder(gm, comp),
        population: subsetOrder(gm, this.places.population),
      },
      measured: measured ?? new Map(),
    };
  }

  /** The value of a sort key for (block, place). */
  key(b: VerticalBlock, p: number, k: SortKey): number {
    switch (k) {
      case 'quantum':
        return b.quantum[p];
      case 'revenue':
        return b.revenue[p];
      case 'searches':
        return b.searches[p];
      case 'demand':
        return b.demand[p];
      case 'competition':
        return b.competition[p];
      case 'population':
        return this.places.population[p];
      case 'payout':
        return b.payout;
    }
  }

  /**
   * The block's place order for a sort key: descending by key, ties by place index ascending
   * (payout, constant within a vertical, uses the quantumScore order).
   */
  order(b: VerticalBlock, k: SortKey): Uint32Array {
    if (k === 'quantum' || k === 'payout') return b.qOrder;
    if (k === 'searches' || k === 'revenue') return b.sOrder;
    if (k === 'demand') return b.dOrder;
    if (k === 'population') return this.popOrder;
    return b.cOrder;
  }

  /** The block's goldmines in the order of order(b, k). */
  goldmineOrder(b: VerticalBlock, k: SortKey): Uint32Array {
    if (k === 'quantum' || k === 'payout') return b.goldmines;
    if (k === 'searches' || k === 'revenue') return b.goldmineOrders.searches;
    if (k === 'demand') return b.goldmineOrders.demand;
    return k === 'population' ? b.goldmineOrders.population : b.goldmineOrders.competition;
  }

  verticalIdx(slug: string): number | undefined {
    return this.verticalIndex.get(slug);
  }

  /** Place indices whose normalised name starts with the prefix. */
  prefixRange(prefix: string): Uint32Array {
    const q = normName(prefix);
    if (!q) return new Uint32Array(0);
    const names = this.sortedNames;
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (names[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < names.length && names[end].startsWith(q)) end++;
    return this.sortedNameIdx.slice(lo, end);
  }

  /**
   * Location filter: a 2-letter state code, a state name, "City, ST" (exact name in the state, else
   * prefix in the state), or a city-name prefix in every state.
   */
  selectPlaces(location: string | undefined): PlaceSelection {
    const loc = (location ?? '').trim();
    if (!loc) return { mask: null, list: null, count: this.P };
    const asList = (list: Uint32Array): PlaceSelection => {
      const mask = new Uint8Array(this.P);
      for (const p of list) mask[p] = 1;
      return { mask, list, count: list.length };
    };
    const comma = loc.lastIndexOf(',');
    if (comma > 0) {
      const city = loc.slice(0, comma).trim();
      const st = loc.slice(comma + 1).trim();
      const state = STATE_BY_CODE.get(st.toUpperCase()) ?? STATE_BY_NAME.get(st.toLowerCase());
      if (!state) throw new MarketQueryError('location', `Unknown state in location: ${st}`);
      const inState = Array.from(this.prefixRange(city)).filter((p) => this.places.state[p] === state.code);
      const exact = inState.filter((p) => normName(this.places.name[p]) === normName(city));
      return asList(Uint32Array.from((exact.length ? exact : inState).sort((a, b) => a - b)));
    }
    if (/^[A-Za-z]{2}$/.test(loc)) {
      const list = this.byState.get(loc.toUpperCase());
      if (list) return asList(list);
    }
    const byName = STATE_BY_NAME.get(loc.toLowerCase());
    if (byName) return asList(this.byState.get(byName.code) ?? new Uint32Array(0));
    return asList(Uint32Array.from(this.prefixRange(loc)).sort());
  }
}
