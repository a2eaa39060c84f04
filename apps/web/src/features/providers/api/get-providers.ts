import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { providerKeys } from './keys';

export type ProviderKind = 'keyword-volume' | 'serp' | 'business-counts';

/** A data provider as the server lists it; the key itself is never sent back. */
export interface ProviderInfo {
  id: string;
  name: string;
  kind: ProviderKind;
  /** What else the same key does, e.g. ['serp']: rank tracking. */
  alsoKinds?: ProviderKind[];
  configured: boolean;
  /** USD per call (0 = free). */
  costPerCall: number;
  docsUrl: string;
  /** What the key looks like and where to get one. */
  keyHint?: string;
  /** When the caller's team saved its key (null or absent when none is stored). */
  updatedAt?: string | null;
}

/** GET /api/providers: every provider with whether the caller's team has a key for it. */
export const getProviders = async (signal?: AbortSignal): Promise<ProviderInfo[]> =>
  (await apiClient.get<{ data: ProviderInfo[] }>('/providers', { signal })).data ?? [];

export const providersQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.list(), queryFn: ({ signal }) => getProviders(signal) });

export const useProviders = () => useQuery(providersQueryOptions());
