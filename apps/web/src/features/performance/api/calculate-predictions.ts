import type { Prediction, Scenario, TimeRange } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { performanceKeys } from './keys';

export interface CalculateInput {
  websiteId?: string | null;
  timeRange: TimeRange;
  scenario: Scenario;
}

/** POST /api/performance/calculate-predictions { websiteId, parameters }: a fresh, stored forecast. */
export const calculatePredictions = async ({ websiteId, timeRange, scenario }: CalculateInput) =>
  (
    await longApiClient.post<{ data: Prediction }>('/performance/calculate-predictions', {
      ...(websiteId ? { websiteId } : {}),
      parameters: { timeRange, scenario },
    })
  ).data;

export const useCalculatePredictions = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: calculatePredictions,
    onSuccess: (p, input) => {
      if (p && typeof p === 'object' && 'metrics' in p)
        qc.setQueryData(performanceKeys.predictions(input.websiteId, input.timeRange, input.scenario), p);
    },
  });
};
