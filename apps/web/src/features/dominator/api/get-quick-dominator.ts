import type { goldmineLocationSchema, Opportunity, ScraperStats } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ClientOpportunity, toClientOpportunities } from '@/features/discovery';
import { apiClient } from '@/lib/api-client';
import { dominatorKeys } from './keys';

export type GoldmineLocation = z.infer<typeof goldmineLocationSchema>;

export interface QuickDominator {
  topOpportunities: ClientOpportunity[];
  goldmineLocations: GoldmineLocation[];
  scraperStats: ScraperStats | null;
}

interface Raw {
  topOpportunities?: Opportunity[];
  goldmineLocations?: GoldmineLocation[];
  scraperStats?: ScraperStats;
}

/** GET /api/quick-dominator/opportunities: top markets, goldmine locations and the provider meter. */
export const getQuickDominator = async (
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<QuickDominator> => {
  const { data } = await apiClient.get<{ data: Raw }>('/quick-dominator/opportunities', { query, signal });
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
