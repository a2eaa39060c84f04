import { discoveryApi, type EndpointQuery } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type ClientOpportunity, toClientOpportunities } from '../lib/client-opportunity';
import type { OpportunityQueryParams } from '../lib/opportunity-filters';
import { discoveryKeys } from './keys';

/** A page of the search with each market in its client form. */
export interface OpportunityPage {
  items: ClientOpportunity[];
  total: number;
  limit: number;
  offset: number;
  dataNote: string;
}

/** GET /api/payout-data/search with the Dominator filters, sorting and paging. */
export const searchOpportunities = async (
  query: OpportunityQueryParams,
  signal?: AbortSignal,
): Promise<OpportunityPage> => {
  const { data } = await callApi(discoveryApi.search, {
    // Built from the screens' filters (opportunity-filters.ts); the server checks each field.
    query: query as EndpointQuery<typeof discoveryApi.search>,
    signal,
  });
  const items = toClientOpportunities(data?.items);
  return {
    items,
    total: data?.total ?? items.length,
    limit: data?.limit ?? Number(query.limit),
    offset: data?.offset ?? Number(query.offset),
    dataNote: data?.dataNote ?? '',
  };
};

export const searchOpportunitiesQueryOptions = (query: OpportunityQueryParams) =>
  queryOptions({
    queryKey: discoveryKeys.search(query),
    queryFn: ({ signal }) => searchOpportunities(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchOpportunities = (query: OpportunityQueryParams, enabled = true) =>
  useQuery({ ...searchOpportunitiesQueryOptions(query), enabled });
