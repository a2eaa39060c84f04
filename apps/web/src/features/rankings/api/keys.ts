import type { QueryClient } from '@tanstack/react-query';

/** Query keys of rank tracking. */
export const rankingsKeys = {
  all: ['rankings'] as const,
  tracked: (websiteId: string) => ['rankings', 'tracked', websiteId] as const,
  /** The site's latest background check (GET /api/rankings/check). */
  check: (websiteId: string) => ['rankings', 'check', websiteId] as const,
};

/** After a pushed ranking event, an import, a check or a manual entry. */
export const invalidateRankingsQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: rankingsKeys.all });
