import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deploymentKeys } from './keys';

export interface SavedMarket {
  id: string;
  vertical: string;
  city: string;
  state: string;
  tier: 1 | 2 | 3;
  payout: number;
}

interface Raw {
  id: string;
  vertical?: string;
  location?: { city?: string; state?: string };
  tier?: 1 | 2 | 3;
  payout?: number;
}

/** GET /api/saved-opportunities/list: the caller's saved markets, to deploy some of them. */
export const getSavedMarkets = async (signal?: AbortSignal): Promise<SavedMarket[]> =>
  ((await apiClient.get<{ data: Raw[] }>('/saved-opportunities/list', { signal })).data ?? []).map((o) => ({
    id: o.id,
    vertical: o.vertical ?? o.id.split('~')[0] ?? '',
    city: o.location?.city ?? '',
    state: o.location?.state ?? '',
    tier: o.tier ?? 3,
    payout: o.payout ?? 0,
  }));

export const savedMarketsQueryOptions = () =>
  queryOptions({ queryKey: deploymentKeys.saved(), queryFn: ({ signal }) => getSavedMarkets(signal) });

export const useSavedMarkets = () => useQuery(savedMarketsQueryOptions());
