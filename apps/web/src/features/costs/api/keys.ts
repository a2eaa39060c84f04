import type { CostsQuery } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the cost dashboard; invalidating `all` re-reads the figures and the budgets. */
export const costsKeys = {
  all: ['costs'] as const,
  figures: (q: CostsQuery = {}) => ['costs', 'figures', q.range ?? '30d', q.groupBy ?? 'provider'] as const,
  budgets: ['costs', 'budgets'] as const,
};

/** After a metered call or a budget change: every cost figure and budget. */
export const invalidateCosts = (qc: QueryClient) => qc.invalidateQueries({ queryKey: costsKeys.all });
