import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the market screens; invalidating the roots re-reads every figure. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  search: (query: Record<string, string | number>) => ['discovery', 'search', query] as const,
  saved: () => ['discovery', 'saved'] as const,
  verticals: () => ['discovery', 'verticals'] as const,
  places: (q: string) => ['discovery', 'places', q] as const,
  map: (vertical: string) => ['discovery', 'map', vertical] as const,
  details: (id: string) => ['discovery', 'details', id] as const,
  overrides: () => ['discovery', 'overrides'] as const,
  mine: (limit: number) => ['discovery', 'mine', limit] as const,
};

/** After a save or an override: every market query (discovery, dominator, keyword finder). */
export const invalidateMarketQueries = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: discoveryKeys.all }),
    qc.invalidateQueries({ queryKey: ['dominator'] }),
    qc.invalidateQueries({ queryKey: ['keyword-finder'] }),
  ]);
