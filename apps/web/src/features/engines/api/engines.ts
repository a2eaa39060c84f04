import {
  type EngineExecuteInput,
  type EngineId,
  type EngineInsight,
  type EngineInsightEvent,
  enginesApi,
  INSIGHT_SEVERITIES,
} from '@sdp/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useRealtimeEvent } from '@/lib/realtime';

// The intelligence engines' queries (docs/engines.md#api): status (every 15 s and on `engine:*`
// pushes), insights (a pushed insight is shown at once, then the list is read again), execute.

export const STATUS_REFETCH_MS = 15_000;

/** Query keys of the engines (this feature owns them). */
export const engineKeys = {
  all: ['engines'] as const,
  status: ['engines', 'status'] as const,
  insights: (engineId: EngineId | 'all', limit: number) => ['engines', 'insights', engineId, limit] as const,
  insightsAll: ['engines', 'insights'] as const,
};

/** GET /api/intelligence-engines/status: the eleven engines and the system health. */
export const useEngineStatus = () =>
  useQuery({
    queryKey: engineKeys.status,
    queryFn: async ({ signal }) => (await callApi(enginesApi.status, { signal })).data,
    refetchInterval: STATUS_REFETCH_MS,
  });

/** GET /api/intelligence-engines/insights: newest first, of one engine or all. */
export const useEngineInsights = (engineId: EngineId | 'all', limit = 100) =>
  useQuery({
    queryKey: engineKeys.insights(engineId, limit),
    queryFn: async ({ signal }) =>
      (
        await callApi(enginesApi.insights, {
          query: engineId === 'all' ? { limit } : { engineId, limit },
          signal,
        })
      ).data.insights,
  });

/** POST /api/intelligence-engines/:engineId/execute: queues a run (202) and refreshes the status. */
export const useExecuteEngine = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { engineId: EngineId } & EngineExecuteInput) =>
      (
        await callApi(enginesApi.execute, {
          params: { engineId: input.engineId },
          body: {
            ...(input.action ? { action: input.action } : {}),
            ...(input.params ? { params: input.params } : {}),
          },
        })
      ).data.run,
    onSuccess: () => void qc.invalidateQueries({ queryKey: engineKeys.status }),
  });
};

/** The insight a push carries, when it carries all of it (else the list is read again). */
export function insightOfEvent(e: EngineInsightEvent): EngineInsight | null {
  if (!e.insightId || !e.createdAt) return null;
  const severity = (INSIGHT_SEVERITIES as readonly string[]).includes(e.severity ?? '')
    ? e.severity!
    : 'info';
  return {
    id: e.insightId,
    engineId: e.engineId as EngineId,
    runId: e.runId ?? null,
    title: e.title,
    detail: e.detail ?? '',
    severity,
    figures: e.figures ?? [],
    link: e.link ?? null,
    siteId: e.siteId ?? null,
    createdAt: e.createdAt,
  };
}

/** Puts a pushed insight at the top of every cached insights list it belongs to. */
export function addPushedInsight(qc: QueryClient, insight: EngineInsight) {
  for (const [key, list] of qc.getQueriesData<EngineInsight[]>({ queryKey: engineKeys.insightsAll })) {
    const [, , engineId, limit] = key as ReturnType<typeof engineKeys.insights>;
    if (!list || (engineId !== 'all' && engineId !== insight.engineId)) continue;
    if (list.some((i) => i.id === insight.id)) continue;
    qc.setQueryData(key, [insight, ...list].slice(0, limit));
  }
}

/** Keeps the engine queries fresh from `engine:*` pushes (mount once per screen). */
export function useLiveEngines() {
  const qc = useQueryClient();
  const refreshStatus = () => void qc.invalidateQueries({ queryKey: engineKeys.status });
  useRealtimeEvent('engine:status', refreshStatus);
  useRealtimeEvent('engine:error', refreshStatus);
  useRealtimeEvent('engine:insight', (e) => {
    const insight = insightOfEvent(e);
    if (insight) addPushedInsight(qc, insight);
    else void qc.invalidateQueries({ queryKey: engineKeys.insightsAll });
    refreshStatus();
  });
}
