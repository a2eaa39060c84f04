import { competitiveApi } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/** Query keys of competitive intelligence. */
export const competitiveKeys = {
  all: ['competitive'] as const,
  overview: (projectId: string | null) => ['competitive', projectId ?? 'all'] as const,
};

/** GET /api/intelligence/competitive: the projects, and one project's comparison. */
export const useCompetitive = (projectId: string | null) =>
  useQuery({
    queryKey: competitiveKeys.overview(projectId),
    queryFn: async ({ signal }) =>
      (
        await callApi(competitiveApi.overview, {
          query: projectId ? { projectId } : {},
          signal,
        })
      ).data,
  });

/** POST /api/intelligence/competitive/:projectId/refresh: fetches up to 11 pages (can take ~30 s). */
export const useRefreshCompetitors = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string) =>
      (await callApi(competitiveApi.refresh, { params: { projectId }, client: longApiClient })).data,
    onSuccess: () => void qc.invalidateQueries({ queryKey: competitiveKeys.all }),
  });
};
