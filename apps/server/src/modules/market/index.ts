// The market engine (docs/product/rules.md#market-scoring): pure, in-memory; the discovery routes use
// getMarketService().

export type {
  GoldmineLocation,
  LocationsResult,
  MarketMap,
  MarketStats,
  PlaceHit,
  QueryResult,
} from './market.service';
export { getMarketService, MarketService, OPPORTUNITY_ID_SEPARATOR } from './market.service';
export type { MarketContext, MarketScoring, MeasuredValue, Measurement } from './market-index';
export { MarketQueryError } from './market-index';
export type { QuantumWeights, RevenueBounds, TierThresholds } from './model';
export {
  CONVERSION_RATE,
  CTR_DATE,
  ctrAt,
  QUANTUM_WEIGHTS,
  revenueIndex,
  TARGET_POSITION,
  tierOf,
} from './model';
