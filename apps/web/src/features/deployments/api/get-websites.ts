import type { Site } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deploymentKeys, type WebsiteType } from './keys';

/**
 * GET /api/websites?type=dominator|goldmine|all (docs/product/api.md#sites-and-hosting): the caller's sites,
 * each with currentRevenue.
 */
export const getWebsites = async (type: WebsiteType, signal?: AbortSignal): Promise<Site[]> =>
  (await apiClient.get<{ data: Site[] }>('/websites', { query: { type, limit: 500 }, signal })).data ?? [];

export const websitesQueryOptions = (type: WebsiteType) =>
  queryOptions({
    queryKey: deploymentKeys.websites(type),
    queryFn: ({ signal }) => getWebsites(type, signal),
  });

export const useWebsites = (type: WebsiteType, enabled = true) =>
  useQuery({ ...websitesQueryOptions(type), enabled });
