import { type DemoStatus, demoApi } from '@sdp/shared';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** Query keys of the demo portfolio. */
export const demoKeys = { status: () => ['demo', 'status'] as const };

/** After a notification about the demo: its status. */
export const invalidateDemoStatus = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: demoKeys.status() });

/** GET /api/demo: none | loading | ready | removing, the demo sites and counts. */
export const getDemoStatus = async (signal?: AbortSignal): Promise<DemoStatus> =>
  (await callApi(demoApi.status, { signal })).data;

/** Polls every 2 s while the portfolio is loading or being removed. */
export const demoStatusQueryOptions = () =>
  queryOptions({
    queryKey: demoKeys.status(),
    queryFn: ({ signal }) => getDemoStatus(signal),
    refetchInterval: (query) => {
      const s = query.state.data;
      if (!s) return false;
      if (s.status === 'loading' || s.status === 'removing') return 2_000;
      // While the simulated visitors keep coming, the counts move: a slower refresh.
      return s.trafficUntil ? 5_000 : false;
    },
  });

export const useDemoStatus = () => useQuery(demoStatusQueryOptions());

/** POST /api/demo: starts loading (answers at once with status loading). */
export function useLoadDemo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(demoApi.load)).data,
    onSuccess: (data) => qc.setQueryData(demoKeys.status(), data),
    onSettled: () => invalidateDemoStatus(qc),
  });
}

/** DELETE /api/demo: removes every demo row; every screen's data is read again. */
export function useRemoveDemo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(demoApi.remove)).data,
    onSuccess: () => qc.invalidateQueries(),
  });
}
