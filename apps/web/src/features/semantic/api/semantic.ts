import { semanticApi } from '@sdp/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useRealtimeEvent } from '@/lib/realtime';

/** Query keys of semantic SEO. */
export const semanticKeys = {
  all: ['semantic'] as const,
  overview: ['semantic', 'overview'] as const,
  site: (siteId: string) => ['semantic', 'site', siteId] as const,
};

/** GET /api/intelligence/semantic: every site of the team summarised. */
export const useSemanticOverview = () =>
  useQuery({
    queryKey: semanticKeys.overview,
    queryFn: async ({ signal }) => (await callApi(semanticApi.analysis, { query: {}, signal })).data,
  });

/** GET /api/intelligence/semantic?siteId: one site's clusters, topic map and page coverage. */
export const useSemanticAnalysis = (siteId: string | null) =>
  useQuery({
    queryKey: semanticKeys.site(siteId ?? ''),
    enabled: !!siteId,
    queryFn: async ({ signal }) =>
      (await callApi(semanticApi.analysis, { query: { siteId: siteId! }, signal })).data,
  });

/** A finished semantic run or a site change refreshes the screen. */
export function useSemanticFreshness() {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: semanticKeys.all });
  useRealtimeEvent('engine:status', (p) => {
    const e = p as { engineId?: string; status?: string };
    if (e.engineId === 'semantic' && e.status !== 'running') refresh();
  });
  useRealtimeEvent('site:updated', refresh);
}
