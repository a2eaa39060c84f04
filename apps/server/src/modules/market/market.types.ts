// The market service's answer shapes (docs/market-api.md), shared by its role files; re-exported by
// market.service.ts and index.ts.
import type { Opportunity } from '@sdp/shared';
import type { VerticalBlock } from './market-index';
import type { QuantumWeights, Season, TierThresholds } from './model';

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
  /** The team's applied score weights and tier cut points; undefined = the defaults. */
  weights?: QuantumWeights;
  tiers?: TierThresholds;
  cache: Map<string, unknown>;
}
