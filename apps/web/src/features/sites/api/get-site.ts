import type { Site } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { siteKeys } from './keys';

/** GET /api/sites/:id */
export const getSite = async (id: string, signal?: AbortSignal): Promise<Site> =>
  (await apiClient.get<{ data: Site }>(`/sites/${encodeURIComponent(id)}`, { signal })).data;

export const siteQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.detail(id), queryFn: ({ signal }) => getSite(id, signal) });

/** The site; `pollMs` refetches it while a deploy runs (the fallback when no event arrives). */
export const useSite = (id: string | null | undefined, pollMs?: number | false) =>
  useQuery({
    ...siteQueryOptions(id ?? ''),
    enabled: !!id,
    refetchInterval: pollMs || false,
  });
