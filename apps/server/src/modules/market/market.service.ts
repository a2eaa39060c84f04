// The market engine's service (issue 3): filtered top-N queries, details with derivations,
// locations, map aggregates, goldmines and keyword ideas over the scored market, per caller context.
// Pure in-memory engine, no HTTP: the discovery routes call getMarketService().
import type {
  KeywordIdea,
  Opportunity,
  OpportunityDetails,
  OpportunityQuery,
  Source,
  Tier,
  Vertical,
} from '@sdp/shared';
import { getPlaces, type PlaceTable } from '../../data/places';
import { STATE_BY_CODE } from '../../data/states';
import { VERTICALS, type VerticalData } from '../../data/verticals';
import { buildDerivation } from './derivation';
import { keywordIdeasFor } from './keywords';
import {
  type MarketContext,
  MarketIndex,
  MarketQueryError,
  type Measurement,
  type PlaceSelection,
  type SortKey,
  type VerticalBlock,
} from './market-index';
import { currentMonth, round1, round2, type Season, tierOf } from './model';

export type { MarketContext, Measurement };
export { MarketQueryError };

export const OPPORTUNITY_ID_SEPARATOR = '~';

export interface QueryResult {
  items: Opportunity[];
  total: number;
}

export interface StateAggregate {
  state: string;
  places: number;
  population: number;
  topScore: number;
  avgScore: number;
  goldmines: number;
}

export interface LocationsResult {
  states: StateAggregate[];
  topCities: Opportunity[];
}

export interface PlaceHit {
  placeId: string;
  city: string;
  state: string;
  county: string | null;
  population: number;
}

export interface MarketMap {
  vertical: string;
  states: { state: string; fips: string; topScore: number; avgScore: number; goldmines: number }[];
  places: {
    placeId: string;
    city: string;
    state: string;
    lat: number;
    lon: number;
    quantumScore: number;
    opportunityId: string;
  }[];
}

export interface GoldmineLocation {
  vertical: string;
  verticalSlug: string;
  city: string;
  state: string;
  placeId: string;
  opportunityId: string;
  quantumScore: number;
  competition: number;
  estimatedMonthlyRevenue: number;
}

export interface MarketStats {
  verticals: number;
  places: number;
  pairs: number;
  season: Season;
  placesLoadMs: number;
  buildMs: number;
}

/** One caller context's scored market: base blocks with the touched verticals replaced. */
export interface MarketView {
  key: string;
  blocks: VerticalBlock[];
  overrides: number;
  measurements: number;
  cache: Map<string, unknown>;
}

const SORT_KEYS: Record<OpportunityQuery['sort'], SortKey> = {
  quantumScore: 'quantum',
  score: 'quantum',
  estimatedMonthlyRevenue: 'revenue',
  payout: 'payout',
  demandScore: 'demand',
  competition: 'competition',
  monthlySearches: 'searches',
  population: 'population',
};

const VIEW_CACHE_SIZE = 32;
/** At or below this cost a query selects its candidate pairs directly. */
const EXPLICIT_MIN = 3_000;

export class MarketService {
  private index: MarketIndex;
  private views = new Map<string, MarketView>();
  private selections = new Map<string, PlaceSelection>();
  private readonly autoSeason: boolean;

  constructor(
    readonly placeTable: PlaceTable = getPlaces(),
    readonly verticalData: readonly VerticalData[] = VERTICALS,
    season: Season | 'current' = 'current',
  ) {
    this.autoSeason = season === 'current';
    this.index = new MarketIndex(placeTable, verticalData, season === 'current' ? currentMonth() : season);
  }

  get marketIndex(): MarketIndex {
    return this.index;
  }

  stats(): MarketStats {
    const ix = this.index;
    return {
      verticals: ix.V,
      places: ix.P,
      pairs: ix.V * ix.P,
      season: ix.season,
      placesLoadMs: this.placeTable.loadMs,
      buildMs: ix.buildMs,
    };
  }

  /** Re-scores every vertical x place from the bundled data; drops every cached context. */
  rescoreAll(): { ms: number } {
    const t0 = performance.now();
    const season = this.autoSeason ? currentMonth() : this.index.season;
    this.index = new MarketIndex(this.placeTable, this.verticalData, season);
    this.views.clear();
    this.selections.clear();
    return { ms: performance.now() - t0 };
  }

  // ---- ids -------------------------------------------------------------------------------------

  opportunityId(v: number, p: number): string {
    return `${this.verticalData[v].slug}${OPPORTUNITY_ID_SEPARATOR}${this.placeTable.id[p]}`;
  }

  /** Parses `${verticalSlug}~${placeId}`; null when either part is unknown. */
  parseId(id: string): { v: number; p: number } | null {
    const i = id.indexOf(OPPORTUNITY_ID_SEPARATOR);
    if (i <= 0) return null;
    const v = this.index.verticalIdx(id.slice(0, i));
    const p = this.placeTable.indexById.get(id.slice(i + 1));
    return v === undefined || p === undefined ? null : { v, p };
  }

  // ---- contexts --------------------------------------------------------------------------------

  /** The scored market for a context (cached per distinct context, LRU). */
  view(ctx: MarketContext = {}): MarketView {
    if (this.autoSeason && currentMonth() !== this.index.season) this.rescoreAll();
    const ix = this.index;
    const overrides: [number, number][] = [];
    for (const [slug, payout] of ctx.payoutOverrides ?? []) {
      const v = ix.verticalIdx(slug);
      if (v !== undefined && Number.isFinite(payout) && payout >= 0) overrides.push([v, payout]);
    }
    overrides.sort((a, b) => a[0] - b[0]);
    const measured = new Map<number, Map<number, Measurement>>();
    const mKeys: string[] = [];
    for (const [id, m] of ctx.measurements ?? []) {
      const at = this.parseId(id);
      if (!at || (!m.monthlySearches && !m.businessCount)) continue;
      let perV = measured.get(at.v);
      if (!perV) {
        perV = new Map();
        measured.set(at.v, perV);
      }
      perV.set(at.p, m);
      mKeys.push(`${id}:${m.monthlySearches?.value ?? ''}:${m.businessCount?.value ?? ''}`);
    }
    mKeys.sort();
    const key = `${overrides.map(([v, x]) => `${v}=${x}`).join(',')}|${mKeys.join(',')}`;
    const hit = this.views.get(key);
    if (hit) {
      this.views.delete(key);
      this.views.set(key, hit);
      return hit;
    }
    const blocks = ix.base.slice();
    const touched = new Set<number>([...overrides.map(([v]) => v), ...measured.keys()]);
    const overrideOf = new Map(overrides);
    for (const v of touched) {
      const o = overrideOf.get(v);
      blocks[v] = ix.scoreVertical(
        v,
        o ?? this.verticalData[v].payout.typical,
        o !== undefined,
        measured.get(v),
      );
    }
    const view: MarketView = {
      key,
      blocks,
      overrides: overrides.length,
      measurements: mKeys.length,
      cache: new Map(),
    };
    this.views.set(key, view);
    if (this.views.size > VIEW_CACHE_SIZE) this.views.delete(this.views.keys().next().value as string);
    return view;
  }

  // ---- verticals -------------------------------------------------------------------------------

  verticals(ctx: MarketContext = {}): Vertical[] {
    const view = this.view(ctx);
    return this.verticalData.map((vd, v) => this.toVertical(vd, view.blocks[v]));
  }

  private toVertical(vd: VerticalData, b: VerticalBlock): Vertical {
    return {
      slug: vd.slug,
      name: vd.name,
      naicsCode: vd.naicsCode,
      payout: { ...vd.payout },
      effectivePayout: b.payout,
      overridden: b.overridden,
      searchesPer1000: { ...vd.searchesPer1000 },
      avgCpc: vd.avgCpc,
      seasonality: [...vd.seasonality],
      keywords: [...vd.keywords],
      modifiers: [...vd.modifiers],
      tier: tierOf(b.payout),
    };
  }

  // ---- opportunities ---------------------------------------------------------------------------

  toOpportunity(view: MarketView, v: number, p: number, savedIds?: Set<string>): Opportunity {
    const b = view.blocks[v];
    const vd = this.verticalData[v];
    const pt = this.placeTable;
    const id = this.opportunityId(v, p);
    const zips = pt.zips[p] ? pt.zips[p].split(' ') : [];
    const city = pt.name[p];
    const o: Opportunity = {
      id,
      vertical: vd.name,
      verticalSlug: vd.slug,
      location: { city, state: pt.state[p], county: pt.county[p], placeId: pt.id[p] },
      population: pt.population[p],
      lat: pt.lat[p],
      lon: pt.lon[p],
      keywords: [`${vd.keywords[0]} ${city}`, `${vd.keywords[1]} ${city}`, `${vd.keywords[0]} near me`],
      payout: b.payout,
      monthlySearches: round1(b.searches[p]),
      estimatedMonthlyRevenue: round2(b.revenue[p]),
      competition: round1(b.competition[p]),
      demandScore: round1(b.demand[p]),
      quantumScore: round1(b.quantum[p]),
      confidence: round2(b.confidence[p]),
      tier: tierOf(b.payout),
      goldmine: b.goldmine[p] === 1,
      estimate: b.confidence[p] < 1,
    };
    if (zips.length) {
      o.zipCode = zips[0];
      o.zipCodes = zips;
    }
    if (savedIds) {
      o.saved = savedIds.has(id);
      o.status = o.saved ? 'saved' : 'new';
    }
    return o;
  }

  /** Verticals passing the tier, vertical and minPayout filters for this view. */
  private selectVerticals(view: MarketView, q: Partial<OpportunityQuery>): number[] {
    let vs: number[];
    if (q.vertical) {
      const v = this.index.verticalIdx(q.vertical);
      if (v === undefined) throw new MarketQueryError('vertical', `Unknown vertical: ${q.vertical}`);
      vs = [v];
    } else vs = view.blocks.map((_, v) => v);
    const tier = q.tier && q.tier !== 'all' ? (Number(q.tier) as Tier) : undefined;
    return vs.filter((v) => {
      const payout = view.blocks[v].payout;
      if (tier !== undefined && tierOf(payout) !== tier) return false;
      if (q.minPayout !== undefined && payout < q.minPayout) return false;
      return true;
    });
  }

  /** The places a location filter selects (the same for every context; LRU of 256). */
  private selection(location: string | undefined): PlaceSelection {
    const k = (location ?? '').trim().toLowerCase();
    let sel = this.selections.get(k);
    if (sel) {
      this.selections.delete(k);
    } else {
      sel = this.index.selectPlaces(location);
      if (this.selections.size >= 256) this.selections.delete(this.selections.keys().next().value as string);
    }
    this.selections.set(k, sel);
    return sel;
  }

  /** Filtered, sorted, paged opportunities (see OpportunityQuery). */
  query(q: Partial<OpportunityQuery>, ctx: MarketContext = {}, savedIds?: Set<string>): QueryResult {
    const view = this.view(ctx);
    const ix = this.index;
    const sortName = q.sort ?? 'quantumScore';
    const sk = SORT_KEYS[sortName];
    if (!sk) throw new MarketQueryError('sort', `Unknown sort field: ${String(sortName)}`);
    const desc = (q.order ?? 'desc') === 'desc';
    const limit = Math.max(1, Math.min(q.limit ?? 50, 500));
    const offset = Math.max(0, q.offset ?? 0);
    const status = q.status ?? 'all';
    const goldmineOnly = q.goldmineOnly === 'true';
    const vs = this.selectVerticals(view, q);
    const sel = this.selection(q.location);
    const P = ix.P;
    const vSet = new Uint8Array(ix.V);
    for (const v of vs) vSet[v] = 1;

    const matches = (v: number, p: number) =>
      vSet[v] === 1 &&
      (!sel.mask || sel.mask[p] === 1) &&
      (!goldmineOnly || view.blocks[v].goldmine[p] === 1);

    // Saved / unsaved: the caller's saved ids (few) as items.
    let excluded: Set<number> | undefined;
    let explicit: number[] | undefined;
    if (status !== 'all') {
      const items: number[] = [];
      for (const id of savedIds ?? []) {
        const at = this.parseId(id);
        if (at && matches(at.v, at.p)) items.push(at.v * P + at.p);
      }
      if (status === 'saved') explicit = items;
      else excluded = new Set(items);
    }
    const cmp = this.comparator(view, sk, desc);
    // Goldmine lists are kept in every sort order: walk them directly.
    if (!explicit && goldmineOnly) {
      const lists = vs.map((v) => ix.goldmineOrder(view.blocks[v], sk));
      let count = 0;
      lists.forEach((list, c) => {
        for (const p of list) if ((!sel.mask || sel.mask[p] === 1) && !excluded?.has(vs[c] * P + p)) count++;
      });
      const page = this.mergeTop(view, vs, sk, desc, sel.mask, excluded, offset + limit, lists).slice(offset);
      return {
        items: page.map((it) => this.toOpportunity(view, Math.floor(it / P), it % P, savedIds)),
        total: count,
      };
    }
    // Direct selection costs about 3 steps per candidate pair; the merge walk about
    // (verticals + wanted rows) x places / matching places steps. Take the cheaper.
    const direct = 3 * vs.length * sel.count;
    const walk = ((vs.length + offset + limit) * P) / Math.max(1, sel.count);
    if (!explicit && sel.list && (direct <= walk || direct <= EXPLICIT_MIN)) {
      explicit = [];
      for (const v of vs) {
        for (const p of sel.list) if (!excluded?.has(v * P + p)) explicit.push(v * P + p);
      }
    }
    let page: number[];
    let total: number;
    if (explicit) {
      total = explicit.length;
      page = this.selectExplicit(view, explicit, sk, desc, offset + limit, cmp).slice(offset);
    } else {
      total = vs.length * sel.count - (excluded?.size ?? 0);
      if (offset >= total) page = [];
      else if (vs.length === 1 && !sel.mask && !excluded) {
        // One vertical, every place: the page is a slice of its sorted order.
        const o = ix.order(view.blocks[vs[0]], sk);
        const base = vs[0] * P;
        const idx = desc
          ? [offset, Math.min(P, offset + limit)]
          : [Math.max(0, P - offset - limit), P - offset];
        const slice = Array.from(o.subarray(idx[0], idx[1]), (p) => base + p);
        page = desc ? slice : slice.reverse();
      } else if (offset + limit <= total / 2) {
        page = this.mergeTop(view, vs, sk, desc, sel.mask, excluded, offset + limit).slice(offset);
      } else {
        // Deep pages: walk from the other end (at most half the matches).
        const fromEnd = total - offset;
        const back = this.mergeTop(view, vs, sk, !desc, sel.mask, excluded, fromEnd);
        page = back.slice(Math.max(0, fromEnd - limit)).reverse();
      }
    }
    return { items: page.map((it) => this.toOpportunity(view, Math.floor(it / P), it % P, savedIds)), total };
  }

  /**
   * The first k candidates in comparator order: keys are read once into a Float64Array (negated
   * for desc) so the bounded heap mostly compares plain numbers; ties fall back to the comparator.
   */
  private selectExplicit(
    view: MarketView,
    items: number[],
    sk: SortKey,
    desc: boolean,
    k: number,
    cmp: (a: number, b: number) => number,
  ): number[] {
    const ix = this.index;
    const P = ix.P;
    const n = items.length;
    const keys = new Float64Array(n);
    const s = desc ? -1 : 1;
    for (let i = 0; i < n; i++) {
      const v = Math.floor(items[i] / P);
      keys[i] = s * ix.key(view.blocks[v], items[i] - v * P, sk);
    }
    const byPos = (a: number, b: number) => keys[a] - keys[b] || cmp(items[a], items[b]);
    const positions: number[] = new Array(n);
    for (let i = 0; i < n; i++) positions[i] = i;
    return selectTop(positions, k, byPos).map((i) => items[i]);
  }

  /**
   * Item comparator (item = v * P + p): key desc, then place index asc, then vertical index asc
   * (for payout, constant within a vertical: quantumScore desc before the place); asc reverses it.
   */
  private comparator(view: MarketView, sk: SortKey, desc: boolean): (a: number, b: number) => number {
    const ix = this.index;
    const P = ix.P;
    const s = desc ? 1 : -1;
    const byPayout = sk === 'payout';
    return (a, b) => {
      const va = Math.floor(a / P);
      const pa = a - va * P;
      const vb = Math.floor(b / P);
      const pb = b - vb * P;
      const ba = view.blocks[va];
      const bb = view.blocks[vb];
      const d = ix.key(bb, pb, sk) - ix.key(ba, pa, sk);
      if (d) return s * d;
      if (byPayout && bb.quantum[pb] !== ba.quantum[pa]) return s * (bb.quantum[pb] - ba.quantum[pa]);
      return s * (pa - pb || va - vb);
    };
  }

  /** k-way merge of the selected verticals' sorted orders, skipping places outside the mask. */
  private mergeTop(
    view: MarketView,
    vs: number[],
    sk: SortKey,
    desc: boolean,
    mask: Uint8Array | null,
    excluded: Set<number> | undefined,
    want: number,
    lists?: Uint32Array[],
  ): number[] {
    const ix = this.index;
    const P = ix.P;
    const orders = lists ?? vs.map((v) => ix.order(view.blocks[v], sk));
    const pos = orders.map((o) => (desc ? 0 : o.length - 1));
    const step = desc ? 1 : -1;
    const advance = (c: number) => {
      const o = orders[c];
      const len = o.length;
      let i = pos[c];
      const v = vs[c];
      while (i >= 0 && i < len) {
        const p = o[i];
        if ((!mask || mask[p] === 1) && !excluded?.has(v * P + p)) break;
        i += step;
      }
      pos[c] = i;
      return i >= 0 && i < len;
    };
    const head = (c: number) => vs[c] * P + orders[c][pos[c]];
    const cmp = this.comparator(view, sk, desc);
    const heap: number[] = [];
    for (let c = 0; c < vs.length; c++) if (advance(c)) heap.push(c);
    const hcmp = (a: number, b: number) => cmp(head(a), head(b));
    heapify(heap, hcmp);
    const out: number[] = [];
    while (out.length < want && heap.length) {
      const c = heap[0];
      out.push(head(c));
      pos[c] += step;
      if (advance(c)) siftDown(heap, 0, hcmp);
      else {
        const last = heap.pop() as number;
        if (heap.length) {
          heap[0] = last;
          siftDown(heap, 0, hcmp);
        }
      }
    }
    return out;
  }

  /** One opportunity with the derivation of every figure; null for an unknown id. */
  get(id: string, ctx: MarketContext = {}): OpportunityDetails | null {
    const at = this.parseId(id);
    if (!at) return null;
    const view = this.view(ctx);
    const { v, p } = at;
    const opportunity = this.toOpportunity(view, v, p);
    const derivation = buildDerivation(this, view, v, p);
    // Neighbours: the 5 nearest places of the same state, same vertical.
    const pt = this.placeTable;
    const near = Array.from(this.index.byState.get(pt.state[p]) ?? [])
      .filter((q) => q !== p)
      .map((q) => [
        q,
        (pt.lat[q] - pt.lat[p]) ** 2 + ((pt.lon[q] - pt.lon[p]) * Math.cos((pt.lat[p] * Math.PI) / 180)) ** 2,
      ])
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, 5)
      .map(([q]) => this.toOpportunity(view, v, q));
    return { opportunity, derivation, neighbours: near };
  }

  // ---- locations, places, map, goldmines -------------------------------------------------------

  private stateAggregates(view: MarketView, vs: number[]): Map<string, StateAggregate> {
    const k = `states:${vs.join(',')}`;
    const hit = view.cache.get(k) as Map<string, StateAggregate> | undefined;
    if (hit) return hit;
    const out = new Map<string, StateAggregate>();
    const pt = this.placeTable;
    for (const [state, list] of this.index.byState) {
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

  private verticalList(view: MarketView, slug: string | undefined): number[] {
    if (!slug) return view.blocks.map((_, v) => v);
    const v = this.index.verticalIdx(slug);
    if (v === undefined) throw new MarketQueryError('vertical', `Unknown vertical: ${slug}`);
    return [v];
  }

  /** Per-state aggregates (population, top/avg quantumScore, goldmines) and the top 20 markets. */
  locations(verticalSlug: string | undefined, ctx: MarketContext = {}): LocationsResult {
    const view = this.view(ctx);
    const vs = this.verticalList(view, verticalSlug);
    const states = [...this.stateAggregates(view, vs).values()].sort(
      (a, b) => b.topScore - a.topScore || a.state.localeCompare(b.state),
    );
    const topCities = this.query({ vertical: verticalSlug, limit: 20 }, ctx).items;
    return { states, topCities };
  }

  /** Places whose name starts with the prefix (or "City, ST"), largest first, for pickers. */
  places(prefix: string, limit = 10): PlaceHit[] {
    const pt = this.placeTable;
    let list: Uint32Array;
    try {
      const sel = this.index.selectPlaces(prefix);
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
  map(verticalSlug: string, ctx: MarketContext = {}): MarketMap {
    const view = this.view(ctx);
    const vs = this.verticalList(view, verticalSlug);
    const b = view.blocks[vs[0]];
    const pt = this.placeTable;
    const states = [...this.stateAggregates(view, vs).values()]
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
      opportunityId: this.opportunityId(vs[0], p),
    }));
    return { vertical: verticalSlug, states, places };
  }

  /**
   * The best goldmines by quantumScore across verticals, at most 3 per vertical on a first pass
   * (so one vertical cannot fill the list), then filled with the next best.
   */
  goldmines(limit = 10, ctx: MarketContext = {}): GoldmineLocation[] {
    const view = this.view(ctx);
    const P = this.index.P;
    const n = Math.max(1, Math.min(limit, 500));
    const pool: number[] = [];
    view.blocks.forEach((b, v) => {
      for (const p of b.goldmines.subarray(0, n)) pool.push(v * P + p);
    });
    pool.sort(this.comparator(view, 'quantum', true));
    const perV = new Map<number, number>();
    const first: number[] = [];
    const rest: number[] = [];
    for (const it of pool) {
      const v = Math.floor(it / P);
      const c = perV.get(v) ?? 0;
      perV.set(v, c + 1);
      (c < 3 ? first : rest).push(it);
    }
    const pt = this.placeTable;
    return [...first, ...rest].slice(0, n).map((it) => {
      const v = Math.floor(it / P);
      const p = it % P;
      const b = view.blocks[v];
      const vd = this.verticalData[v];
      return {
        vertical: vd.name,
        verticalSlug: vd.slug,
        city: pt.name[p],
        state: pt.state[p],
        placeId: pt.id[p],
        opportunityId: this.opportunityId(v, p),
        quantumScore: round1(b.quantum[p]),
        competition: round1(b.competition[p]),
        estimatedMonthlyRevenue: round2(b.revenue[p]),
      };
    });
  }

  /** Keyword ideas for one market (all estimates; see docs/scoring.md). */
  keywordIdeas(verticalSlug: string, placeId: string, ctx: MarketContext = {}): KeywordIdea[] {
    const view = this.view(ctx);
    const v = this.index.verticalIdx(verticalSlug);
    if (v === undefined) throw new MarketQueryError('vertical', `Unknown vertical: ${verticalSlug}`);
    const p = this.placeTable.indexById.get(placeId);
    if (p === undefined) throw new MarketQueryError('placeId', `Unknown place: ${placeId}`);
    const b = view.blocks[v];
    return keywordIdeasFor(this.verticalData[v], this.placeTable.name[p], this.placeTable.state[p], {
      monthlySearches: b.searches[p],
      competition: b.competition[p],
      payout: b.payout,
      searchesMeasured: !!b.measured.get(p)?.monthlySearches,
    });
  }

  /** What the figures are made of, for list answers. */
  dataNote(ctx: MarketContext = {}): string {
    const view = this.view(ctx);
    const ix = this.index;
    const season =
      ix.season === 'annual'
        ? 'annual average'
        : `${new Date(Date.UTC(2000, ix.season, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} seasonality`;
    const parts = [
      `Estimates from bundled data (${ix.V} verticals, ${ix.P.toLocaleString('en-US')} places; ${season})`,
      view.overrides ? `${view.overrides} payout override${view.overrides === 1 ? '' : 's'} applied` : '',
      view.measurements
        ? `${view.measurements} market${view.measurements === 1 ? '' : 's'} with provider measurements`
        : 'no provider measurements',
    ];
    return parts.filter(Boolean).join('; ');
  }

  sourceOfPlaces(): Source {
    const s = this.placeTable.sources;
    return {
      label: 'Place: name, state, population, coordinates, county, ZIP codes',
      origin: `GeoNames via ${s.map((x) => x.package).join(' and ')}`,
      kind: 'bundled',
    };
  }
}

// ---- selection helpers ---------------------------------------------------------------------------

function heapify(h: number[], cmp: (a: number, b: number) => number) {
  for (let i = (h.length >> 1) - 1; i >= 0; i--) siftDown(h, i, cmp);
}

function siftDown(h: number[], i: number, cmp: (a: number, b: number) => number) {
  const n = h.length;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < n && cmp(h[l], h[m]) < 0) m = l;
    if (r < n && cmp(h[r], h[m]) < 0) m = r;
    if (m === i) return;
    [h[i], h[m]] = [h[m], h[i]];
    i = m;
  }
}

/** The first k items by cmp, sorted: a bounded max-heap for small k, else a full sort. */
export function selectTop(items: number[], k: number, cmp: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (items.length <= 2048 || k * 4 >= items.length) return items.sort(cmp).slice(0, k);
  const rev = (a: number, b: number) => cmp(b, a);
  const heap = items.slice(0, k);
  heapify(heap, rev);
  for (let i = k; i < items.length; i++) {
    if (cmp(items[i], heap[0]) < 0) {
      heap[0] = items[i];
      siftDown(heap, 0, rev);
    }
  }
  return heap.sort(cmp);
}

let singleton: MarketService | undefined;

/** The process-wide market service, built lazily on first use. */
export function getMarketService(): MarketService {
  singleton ??= new MarketService();
  return singleton;
}
