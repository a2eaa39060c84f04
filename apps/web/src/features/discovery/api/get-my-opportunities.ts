import type { Opportunity } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ClientOpportunity, toClientOpportunities } from '../lib/client-opportunity';
import { discoveryKeys } from './keys';

/** GET /api/domination/my-opportunities?limit: the caller's best markets, overrides applied. */
export const getMyOpportunities = async (limit: number, signal?: AbortSignal): Promise<ClientOpportunity[]> =>
  toClientOpportunities(
    (
      await apiClient.get<{ data: Opportunity[] }>('/domination/my-opportunities', {
        query: { limit },
        signal,
      })
    ).data,
  );

export const myOpportunitiesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: discoveryKeys.mine(limit),
    queryFn: ({ signal }) => getMyOpportunities(limit, signal),
  });

export const useMyOpportunities = (limit: number) => useQuery(myOpportunitiesQueryOptions(limit));
