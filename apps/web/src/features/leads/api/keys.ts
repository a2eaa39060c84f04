import type { QueryClient } from '@tanstack/react-query';

/** Which leads a list holds: one site's (or every site's), at most `limit`. */
export interface LeadListQuery {
  siteId?: string;
  limit: number;
}

/** Query keys of leads and renters. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (query: LeadListQuery) => ['leads', 'list', query.siteId ?? 'all', query.limit] as const,
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

/** After a renter was created, changed, deleted or given a new secret. */
export const invalidateRenters = (qc: QueryClient) => qc.invalidateQueries({ queryKey: renterKeys.all });
