import { type ProviderUsage, providersApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { providerKeys } from './keys';

export type { ProviderUsage } from '@sdp/shared';
/** One provider's figures from the meter. */
export type ProviderUsageRow = ProviderUsage['byProvider'][number];

/** GET /api/providers/usage: the meter's figures for the caller's team, in total and per provider. */
export const getProviderUsage = async (signal?: AbortSignal): Promise<ProviderUsage> => {
  const { data } = await callApi(providersApi.usage, { signal });
  return { scraperStats: data.scraperStats, byProvider: data.byProvider ?? [] };
};

export const providerUsageQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.usage(), queryFn: ({ signal }) => getProviderUsage(signal) });

export const useProviderUsage = () => useQuery(providerUsageQueryOptions());
