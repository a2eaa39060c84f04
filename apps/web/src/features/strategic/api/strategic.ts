import { strategicApi } from '@sdp/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useRealtimeEvent } from '@/lib/realtime';

export interface StrategicParams {
  budget: number;
  hourlyRate: number;
  includeDemo: boolean;
}

/** Query keys of the strategic optimizer. */
export const strategicKeys = {
  all: ['strategic'] as const,
  overview: (p: StrategicParams) => ['strategic', 'overview', p] as const,
};

/** GET /api/intelligence/strategic: matrix, allocation and posteriors for a budget. */
export const useStrategic = (p: StrategicParams) =>
  useQuery({
    queryKey: strategicKeys.overview(p),
    queryFn: async ({ signal }) =>
      (
        await callApi(strategicApi.overview, {
          query: {
            budget: p.budget,
            hourlyRate: p.hourlyRate,
            ...(p.includeDemo ? { includeDemo: 'true' as const } : {}),
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** Re-reads the screen when leads, sites or the strategic engine change. */
export function useLiveStrategic(): void {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: strategicKeys.all });
  const onEngine = (p: unknown) => {
    if ((p as { engineId?: string } | null)?.engineId === 'strategic') refresh();
  };
  useRealtimeEvent('lead:received', refresh);
  useRealtimeEvent('site:updated', refresh);
  useRealtimeEvent('engine:status', onEngine);
  useRealtimeEvent('engine:insight', onEngine);
}
