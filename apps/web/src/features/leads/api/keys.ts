import type { LeadFilters } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Which leads a list holds: the inbox filters (one site's, a status, a search...) and a page. */
export interface LeadListQuery extends Omit<LeadFilters, 'q'> {
  q?: string;
  limit: number;
  offset?: number;
}

/** Query keys of leads and renters. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (query: LeadListQuery) =>
    [
      'leads',
      'list',
      query.siteId ?? 'all',
      query.limit,
      {
        status: query.status,
        kind: query.kind,
        from: query.from,
        to: query.to,
        q: query.q,
        offset: query.offset ?? 0,
      },
    ] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  mailStatus: () => ['leads', 'mail-status'] as const,
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
