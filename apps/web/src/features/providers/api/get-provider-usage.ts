import type { ScraperStats } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ProviderKind } from './get-providers';
import { providerKeys } from './keys';

/** One provider's figures from the meter. */
export interface ProviderUsageRow extends ScraperStats {
  providerId: string;
  name: string;
  kind: ProviderKind | null;
  successes: number;
  failures: number;
  totalSpend: number;
}

export interface ProviderUsage {
  scraperStats: ScraperStats;
  byProvider: ProviderUsageRow[];
}

/** GET /api/providers/usage: the meter's figures for the caller's team, in total and per provider. */
export const getProviderUsage = async (signal?: AbortSignal): Promise<ProviderUsage> => {
  const { data } = await apiClient.get<{ data: ProviderUsage }>('/providers/usage', { signal });
  return { scraperStats: data.scraperStats, byProvider: data.byProvider ?? [] };
};

export const providerUsageQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.usage(), queryFn: ({ signal }) => getProviderUsage(signal) });

export const useProviderUsage = () => useQuery(providerUsageQueryOptions());
