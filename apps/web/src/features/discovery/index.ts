export { useOpportunityMap } from './api/get-opportunity-map';
export { type Place, usePlaces } from './api/get-places';
export { savedOpportunitiesQueryOptions, useSavedIds } from './api/get-saved-opportunities';
export { useVerticals, verticalsQueryOptions } from './api/get-verticals';
export { discoveryKeys, invalidateMarketQueries, marketDerivedKeys } from './api/keys';
export { useSetPayoutOverride } from './api/payout-overrides';
export { searchOpportunitiesQueryOptions } from './api/search-opportunities';
export { BestMarketsCard } from './components/best-markets-card';
export { DataNote } from './components/data-note';
export { OpportunityDetailsScreen } from './components/details/opportunity-details-screen';
export { DiscoveryScreen } from './components/discovery-screen';
export { OpportunityFilters } from './components/opportunity-filters';
export { OpportunityList, OpportunityListSkeleton } from './components/opportunity-list';
export { OpportunityMapCard } from './components/opportunity-map-card';
export { QueryError } from './components/query-error';
export { GoldmineBadge, TierBadge } from './components/tier-badge';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { type ClientOpportunity, opportunityName, toClientOpportunities } from './lib/client-opportunity';
export {
  DEFAULT_FILTERS,
  type DiscoveryFilters,
  parseFilters,
  toOpportunityQuery,
  writeFilters,
} from './lib/opportunity-filters';
export { createScoreScale, scoreDomain, scoreHistogram } from './lib/score-scale';
