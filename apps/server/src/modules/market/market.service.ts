// The market engine's service (docs/scoring.md "Queries"): filtered top-N queries, details with derivations,
// locations, map aggregates, goldmines and keyword ideas over the scored market, per caller context.
// Pure in-memory engine, no HTTP: the discovery routes call getMarketService().
// This file composes the role files: market-views (index, ids, per-context caches, re-scoring),
// query-planner (queries), market-aggregations (locations, places, map, goldmines) and
// market-records (API records).
import type {
  KeywordIdea,
  Opportunity,
  OpportunityDetails,
  OpportunityQuery,
  Source,
  Vertical,
} from '@sdp/shared';
import { getPlaces, type PlaceTable } from '../../data/places';
import { VERTICALS, type VerticalData } from '../../data/verticals';
import { buildDerivation } from './derivation';
import { buildDrivers } from './drivers';
import { keywordIdeasFor } from './keywords';
import type {
  GoldmineLocation,
  LocationsResult,
  MarketMap,
  MarketStats,
  MarketView,
  PlaceHit,
  QueryResult,
} from './market.types';
import { goldmines, locations, marketMap, places } from './market-aggregations';
import { type MarketContext, type MarketIndex, MarketQueryError, type Measurement } from './market-index';
import { toOpportunity, toVertical } from './market-records';
import { MarketViews } from './market-views';
import type { Season } from './model';
import { runQuery } from './query-planner';

export type {
  GoldmineLocation,
  LocationsResult,
  MarketMap,
  MarketStats,
  MarketView,
  PlaceHit,
  QueryResult,
  StateAggregate,
} from './market.types';
export { OPPORTUNITY_ID_SEPARATOR } from './market-views';
export { selectTop } from './top-k';
export type { MarketContext, Measurement };
export { MarketQueryError };

export class MarketService {
  private readonly views: MarketViews;

  constructor(
    readonly placeTable: PlaceTable = getPlaces(),
    readonly verticalData: readonly VerticalData[] = VERTICALS,
    season: Season | 'current' = 'current',
  ) {
    this.views = new MarketViews(placeTable, verticalData, season);
  }

  get marketIndex(): MarketIndex {
    return this.views.index;
  }

  stats(): MarketStats {
    const ix = this.views.index;
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
    return this.views.rescoreAll();
  }

  opportunityId(v: number, p: number): string {
    return this.views.opportunityId(v, p);
  }

  /** Parses `${verticalSlug}~${placeId}`; null when either part is unknown. */
  parseId(id: string): { v: number; p: number } | null {
    return this.views.parseId(id);
  }

  /** The scored market for a context (cached per distinct context, LRU). */
  view(ctx: MarketContext = {}): MarketView {
    return this.views.view(ctx);
  }

  verticals(ctx: MarketContext = {}): Vertical[] {
    const view = this.view(ctx);
    return this.verticalData.map((vd, v) => toVertical(vd, view.blocks[v], view.tiers));
  }

  toOpportunity(view: MarketView, v: number, p: number, savedIds?: Set<string>): Opportunity {
    return toOpportunity(this.views, view, v, p, savedIds);
  }

  /** Filtered, sorted, paged opportunities (see OpportunityQuery). */
  query(q: Partial<OpportunityQuery>, ctx: MarketContext = {}, savedIds?: Set<string>): QueryResult {
    return runQuery(this.views, q, ctx, savedIds);
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
    const near = Array.from(this.marketIndex.byState.get(pt.state[p]) ?? [])
      .filter((q) => q !== p)
      .map((q) => [
        q,
        (pt.lat[q] - pt.lat[p]) ** 2 + ((pt.lon[q] - pt.lon[p]) * Math.cos((pt.lat[p] * Math.PI) / 180)) ** 2,
      ])
      .sort((a, b) => a[1] - b[1] || a[0] - b[0])
      .slice(0, 5)
      .map(([q]) => this.toOpportunity(view, v, q));
    const drivers = buildDrivers(this.marketIndex, view, v, p, this.sourceOfPlaces());
    return { opportunity, derivation, neighbours: near, drivers };
  }

  // ---- locations, places, map, goldmines (market-aggregations) ---------------------------------

  /** Per-state aggregates (population, top/avg quantumScore, goldmines) and the top 20 markets. */
  locations(verticalSlug: string | undefined, ctx: MarketContext = {}): LocationsResult {
    return locations(this.views, verticalSlug, ctx);
  }

  /** Places whose name starts with the prefix (or "City, ST"), largest first, for pickers. */
  places(prefix: string, limit = 10): PlaceHit[] {
    return places(this.views, prefix, limit);
  }

  /** Per-state aggregates with state FIPS and the top 500 places of a vertical. */
  map(verticalSlug: string, ctx: MarketContext = {}): MarketMap {
    return marketMap(this.views, verticalSlug, ctx);
  }

  /** The best goldmines by quantumScore across verticals (at most 3 per vertical first). */
  goldmines(limit = 10, ctx: MarketContext = {}): GoldmineLocation[] {
    return goldmines(this.views, limit, ctx);
  }

  /** Keyword ideas for one market (all estimates; see docs/scoring.md). */
  keywordIdeas(verticalSlug: string, placeId: string, ctx: MarketContext = {}): KeywordIdea[] {
    const view = this.view(ctx);
    const v = this.marketIndex.verticalIdx(verticalSlug);
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
    const ix = this.marketIndex;
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

let singleton: MarketService | undefined;

/** The process-wide market service, built lazily on first use. */
export function getMarketService(): MarketService {
  singleton ??= new MarketService();
  return singleton;
}
