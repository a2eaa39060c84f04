import type { RevenueQuery } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of revenue and pipeline figures; invalidating `all` re-reads both. */
export const revenueKeys = {
  all: ['revenue'] as const,
  revenue: (q: RevenueQuery = {}) =>
    ['revenue', 'metrics', q.websiteId ?? 'portfolio', q.includeDemo === 'true'] as const,
  pipeline: (includeDemo = false) => ['revenue', 'pipeline', includeDemo] as const,
};

/** After a lead, site or job change: revenue and the pipeline counts. */
export const invalidateRevenue = (qc: QueryClient) => qc.invalidateQueries({ queryKey: revenueKeys.all });
