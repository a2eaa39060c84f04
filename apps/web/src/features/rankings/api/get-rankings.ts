import { rankingsApi, type TrackedKeyword } from '@sdp/shared';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { rankingsKeys } from './keys';

/** GET /api/rankings?websiteId: the site's tracked keywords with latest, previous, best and history. */
export const getRankings = async (websiteId: string, signal?: AbortSignal): Promise<TrackedKeyword[]> =>
  (await callApi(rankingsApi.tracked, { query: { websiteId }, signal })).data ?? [];

export const rankingsQueryOptions = (websiteId: string) =>
  queryOptions({
    queryKey: rankingsKeys.tracked(websiteId),
    queryFn: ({ signal }) => getRankings(websiteId, signal),
  });

export const useRankings = (websiteId: string | null | undefined) =>
  useQuery({ ...rankingsQueryOptions(websiteId ?? ''), enabled: !!websiteId });

/** The tracked keywords of several sites (one read each, shared with useRankings), merged. */
export function useRankingsOfSites(siteIds: string[]) {
  const results = useQueries({ queries: siteIds.map((id) => rankingsQueryOptions(id)) });
  return {
    data: results.flatMap((r) => r.data ?? []),
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
