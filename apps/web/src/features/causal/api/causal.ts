import { type CausalMetric, causalApi } from '@sdp/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useRealtimeEvent } from '@/lib/realtime';

/** Query keys of the causal screen. */
export const causalKeys = {
  all: ['causal'] as const,
  list: (siteId: string | undefined, metric: CausalMetric) =>
    ['causal', 'list', siteId ?? 'all', metric] as const,
  detail: (id: string, metric: CausalMetric) => ['causal', 'detail', id, metric] as const,
};

/** GET /api/intelligence/causal: the team's interventions with their estimates. */
export const useInterventions = (siteId: string | undefined, metric: CausalMetric) =>
  useQuery({
    queryKey: causalKeys.list(siteId, metric),
    queryFn: async ({ signal }) =>
      (await callApi(causalApi.list, { query: { siteId, metric }, signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/intelligence/causal/interventions/:id: the full estimate with its daily series. */
export const useInterventionEstimate = (id: string | null, metric: CausalMetric) =>
  useQuery({
    queryKey: causalKeys.detail(id ?? '', metric),
    queryFn: async ({ signal }) =>
      (await callApi(causalApi.detail, { params: { id: id! }, query: { metric }, signal })).data,
    enabled: !!id,
  });

/** A run of the causal engine finished or found something: estimates may have changed. */
export function useCausalRefresh() {
  const qc = useQueryClient();
  const refresh = (p: { engineId: string }) => {
    if (p.engineId === 'causal') void qc.invalidateQueries({ queryKey: causalKeys.all });
  };
  useRealtimeEvent('engine:insight', refresh);
  useRealtimeEvent('engine:status', refresh);
}
