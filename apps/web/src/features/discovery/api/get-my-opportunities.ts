import { discoveryApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type ClientOpportunity, toClientOpportunities } from '../lib/client-opportunity';
import { discoveryKeys } from './keys';

/** GET /api/domination/my-opportunities?limit: the caller's best markets, overrides applied. */
export const getMyOpportunities = async (limit: number, signal?: AbortSignal): Promise<ClientOpportunity[]> =>
  toClientOpportunities((await callApi(discoveryApi.myOpportunities, { query: { limit }, signal })).data);

export const myOpportunitiesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: discoveryKeys.mine(limit),
    queryFn: ({ signal }) => getMyOpportunities(limit, signal),
  });

export const useMyOpportunities = (limit: number) => useQuery(myOpportunitiesQueryOptions(limit));
