import type { Site } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './keys';

/** GET /api/sites?type=goldmine: the team's goldmine sites (to find one already built for a market). */
export const getGoldmineSites = async (signal?: AbortSignal): Promise<Site[]> =>
  (await apiClient.get<{ data: Site[] }>('/sites', { query: { type: 'goldmine', limit: 500 }, signal }))
    .data ?? [];

export const goldmineSitesQueryOptions = () =>
  queryOptions({
    queryKey: [...siteKeys.all, 'list', 'goldmine'] as const,
    queryFn: ({ signal }) => getGoldmineSites(signal),
  });

export const useGoldmineSites = (enabled = true) => useQuery({ ...goldmineSitesQueryOptions(), enabled });
