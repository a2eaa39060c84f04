import type { Opportunity } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ClientOpportunity, toClientOpportunities } from '../lib/client-opportunity';
import type { OpportunityQueryParams } from '../lib/opportunity-filters';
import { discoveryKeys } from './keys';

export interface OpportunityPage {
  items: ClientOpportunity[];
  total: number;
  limit: number;
  offset: number;
  dataNote: string;
}

interface RawPage {
  items?: Opportunity[];
  total?: number;
  limit?: number;
  offset?: number;
  dataNote?: string;
}

/** GET /api/payout-data/search with the Dominator filters, sorting and paging. */
export const searchOpportunities = async (
  query: OpportunityQueryParams,
  signal?: AbortSignal,
): Promise<OpportunityPage> => {
  const { data } = await apiClient.get<{ data: RawPage }>('/payout-data/search', { query, signal });
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
