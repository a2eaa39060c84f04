import type { QueryClient } from '@tanstack/react-query';

/** Query keys of leads and renters. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (siteId?: string) => ['leads', 'list', siteId ?? 'all'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
};
export const renterKeys = {
  all: ['renters'] as const,
  list: () => ['renters', 'list'] as const,
};

/** After a pushed lead event or a lead/renter change. */
export const invalidateLeadQueries = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: leadKeys.all }),
    qc.invalidateQueries({ queryKey: renterKeys.all }),
  ]);
