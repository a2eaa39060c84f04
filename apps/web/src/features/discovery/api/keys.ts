import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the market screens; invalidating the roots re-reads every figure. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  search: (query: Record<string, string | number>) => ['discovery', 'search', query] as const,
  saved: () => ['discovery', 'saved'] as const,
  verticals: () => ['discovery', 'verticals'] as const,
  places: (q: string) => ['discovery', 'places', q] as const,
  locations: (vertical: string) => ['discovery', 'locations', vertical] as const,
  map: (vertical: string) => ['discovery', 'map', vertical] as const,
  details: (id: string) => ['discovery', 'details', id] as const,
  overrides: () => ['discovery', 'overrides'] as const,
  mine: (limit: number) => ['discovery', 'mine', limit] as const,
};

/**
 * The root under which other features key the reads they derive from market data (the dominator's
 * quick view, the keyword finder's ideas), so a market change re-reads them without this feature
 * knowing their keys.
 */
export const marketDerivedKeys = { all: ['market-derived'] as const };

/** After a save, an override or a measurement: every market query (discovery and the derived ones). */
export const invalidateMarketQueries = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: discoveryKeys.all }),
    qc.invalidateQueries({ queryKey: marketDerivedKeys.all }),
  ]);
