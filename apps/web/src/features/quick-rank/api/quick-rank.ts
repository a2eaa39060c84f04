import { type QuickRankAnalyzeInput, quickRankApi } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/** Query keys of quick rank. */
export const quickRankKeys = {
  all: ['quick-rank'] as const,
  checks: ['quick-rank', 'checks'] as const,
  wins: ['quick-rank', 'wins'] as const,
};

/** GET /api/quick-rank/checks: the team's recent checks. */
export const useQuickRankChecks = () =>
  useQuery({
    queryKey: quickRankKeys.checks,
    queryFn: async ({ signal }) =>
      (await callApi(quickRankApi.checks, { query: { limit: 20 }, signal })).data,
  });

/** GET /api/quick-rank/wins: keywords in positions 4-20, cheapest fix first. */
export const useQuickWins = () =>
  useQuery({
    queryKey: quickRankKeys.wins,
    queryFn: async ({ signal }) => (await callApi(quickRankApi.wins, { signal })).data,
  });

/** POST /api/quick-rank/analyze: fetches the page (up to ~15 s) and scores it. */
export const useAnalyzePage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuickRankAnalyzeInput) =>
      (await callApi(quickRankApi.analyze, { body, client: longApiClient })).data,
    onSuccess: () => void qc.invalidateQueries({ queryKey: quickRankKeys.checks }),
  });
};
