import type { TrackedKeyword } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { rankingsKeys } from './keys';

/** GET /api/rankings?websiteId: the site's tracked keywords with latest, previous, best and history. */
export const getRankings = async (websiteId: string, signal?: AbortSignal): Promise<TrackedKeyword[]> =>
  (await apiClient.get<{ data: TrackedKeyword[] }>('/rankings', { query: { websiteId }, signal })).data ?? [];

export const rankingsQueryOptions = (websiteId: string) =>
  queryOptions({
    queryKey: rankingsKeys.tracked(websiteId),
    queryFn: ({ signal }) => getRankings(websiteId, signal),
  });

export const useRankings = (websiteId: string | null | undefined) =>
  useQuery({ ...rankingsQueryOptions(websiteId ?? ''), enabled: !!websiteId });
