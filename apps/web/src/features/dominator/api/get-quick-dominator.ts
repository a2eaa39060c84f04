import {
  discoveryApi,
  type EndpointQuery,
  type goldmineLocationSchema,
  type ScraperStats,
} from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ClientOpportunity, toClientOpportunities } from '@/features/discovery';
import { callApi } from '@/lib/call-api';
import { dominatorKeys } from './keys';

export type GoldmineLocation = z.infer<typeof goldmineLocationSchema>;

/** The quick view with its markets in their client form. */
export interface QuickDominator {
  topOpportunities: ClientOpportunity[];
  goldmineLocations: GoldmineLocation[];
  scraperStats: ScraperStats | null;
}

/** GET /api/quick-dominator/opportunities: top markets, goldmine locations and the provider meter. */
export const getQuickDominator = async (
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<QuickDominator> => {
  const { data } = await callApi(discoveryApi.quickDominator, {
    // Built from the screen's filters (toOpportunityQuery); the server checks each field.
    query: query as EndpointQuery<typeof discoveryApi.quickDominator>,
    signal,
  });
  return {
    topOpportunities: toClientOpportunities(data?.topOpportunities),
    goldmineLocations: data?.goldmineLocations ?? [],
    scraperStats: data?.scraperStats ?? null,
  };
};

export const quickDominatorQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: dominatorKeys.quick(query),
    queryFn: ({ signal }) => getQuickDominator(query, signal),
    placeholderData: keepPreviousData,
  });

export const useQuickDominator = (query: Record<string, string | number>) =>
  useQuery(quickDominatorQueryOptions(query));
