import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface MarketCounts {
  scored: number;
  goldmines: number;
}

const total = async (query: Record<string, string | number>, signal?: AbortSignal) =>
  (
    await apiClient.get<{ data: { total?: number } }>('/payout-data/search', {
      query: { ...query, limit: 1 },
      signal,
    })
  ).data?.total ?? 0;

/** The scan and score counts of the pipeline: scored markets and goldmines (GET /payout-data/search totals). */
export const getMarketCounts = async (signal?: AbortSignal): Promise<MarketCounts> => {
  const [scored, goldmines] = await Promise.all([total({}, signal), total({ goldmineOnly: 'true' }, signal)]);
  return { scored, goldmines };
};

export const marketCountsQueryOptions = () =>
  queryOptions({ queryKey: ['dominator', 'counts'], queryFn: ({ signal }) => getMarketCounts(signal) });

export const useMarketCounts = () => useQuery(marketCountsQueryOptions());
