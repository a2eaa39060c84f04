import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deploymentKeys } from './keys';

export interface MarketFilters {
  vertical?: string;
  state?: string;
  tier?: number;
  minPayout?: number;
}

/** The payout-data search query for the same filters a deployment takes. */
export const toSearchQuery = (f: MarketFilters, goldmineOnly: boolean): Record<string, string | number> => {
  const q: Record<string, string | number> = { limit: 1 };
  if (goldmineOnly) q.goldmineOnly = 'true';
  if (f.vertical) q.vertical = f.vertical;
  if (f.state) q.location = f.state;
  if (f.tier) q.tier = String(f.tier);
  if (f.minPayout !== undefined) q.minPayout = f.minPayout;
  return q;
};

/** GET /api/payout-data/search (limit 1): how many markets match the filters (its total). */
export const getMatchCount = async (query: Record<string, string | number>, signal?: AbortSignal) =>
  (await apiClient.get<{ data: { total?: number } }>('/payout-data/search', { query, signal })).data?.total ??
  0;

export const matchCountQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: deploymentKeys.goldmineCount(query),
    queryFn: ({ signal }) => getMatchCount(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMatchCount = (f: MarketFilters, goldmineOnly: boolean) =>
  useQuery(matchCountQueryOptions(toSearchQuery(f, goldmineOnly)));
