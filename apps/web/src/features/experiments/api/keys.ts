import type { QueryClient } from '@tanstack/react-query';

/** Query keys of A/B tests. */
export const experimentsKeys = {
  all: ['experiments'] as const,
  /** A site's tests and testable pages (GET /api/sites/:id/experiments). */
  site: (siteId: string) => ['experiments', 'site', siteId] as const,
};

/** After a pushed experiment event, a start or a stop. */
export const invalidateExperimentsQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: experimentsKeys.all });
