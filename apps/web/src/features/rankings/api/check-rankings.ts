import { type RankCheckState, rankingsApi } from '@sdp/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { rankingsKeys } from './keys';

/**
 * POST /api/rankings/check?websiteId: starts a background check of every keyword through the team's
 * SERP provider (metered), or answers the check already running: `{ checkId, total }` (202).
 */
export const startRankCheck = async (websiteId: string) =>
  (await callApi(rankingsApi.startCheck, { query: { websiteId } })).data;

/** GET /api/rankings/check?websiteId: the site's latest check (null when none was started). */
export const getRankCheck = async (
  websiteId: string,
  signal?: AbortSignal,
): Promise<RankCheckState | null> => {
  const { data } = await callApi(rankingsApi.checkState, { query: { websiteId }, signal });
  return data && typeof data.checkId === 'string' ? data : null;
};

export const rankCheckQueryOptions = (websiteId: string) =>
  queryOptions({
    queryKey: rankingsKeys.check(websiteId),
    queryFn: ({ signal }) => getRankCheck(websiteId, signal),
  });

export const useStartRankCheck = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startRankCheck,
    onSuccess: (started, websiteId) => {
      qc.setQueryData<RankCheckState | null>(rankingsKeys.check(websiteId), (prev) =>
        prev?.checkId === started.checkId && prev.status === 'running'
          ? prev
          : {
              checkId: started.checkId,
              status: 'running',
              done: 0,
              total: started.total,
              failed: 0,
              error: null,
              startedAt: new Date().toISOString(),
              finishedAt: null,
            },
      );
      // The answer may be a check that was already running: read how far it got.
      void qc.invalidateQueries({ queryKey: rankingsKeys.check(websiteId) });
    },
  });
};
