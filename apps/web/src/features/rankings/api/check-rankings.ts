import type { TrackedKeyword } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { rankingsKeys } from './keys';

/** POST /api/rankings/check?websiteId: every keyword through the team's SERP provider (metered). */
export const checkRankings = async (websiteId: string) =>
  (
    await longApiClient.post<{ data: TrackedKeyword[] }>('/rankings/check', undefined, {
      query: { websiteId },
    })
  ).data;

export const useCheckRankings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkRankings,
    onSuccess: (data, websiteId) => {
      if (Array.isArray(data)) qc.setQueryData(rankingsKeys.tracked(websiteId), data);
      void qc.invalidateQueries({ queryKey: rankingsKeys.all });
    },
  });
};
