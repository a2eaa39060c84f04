import { predictionsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import type { PredictionsQuery } from './get-predictions';
import { performanceKeys } from './keys';

/** POST /api/performance/calculate-predictions { websiteId, parameters }: a fresh, stored forecast. */
export const calculatePredictions = async ({
  websiteId,
  timeRange,
  scenario,
  includeDemo,
}: PredictionsQuery) =>
  (
    await callApi(predictionsApi.calculate, {
      body: {
        ...(websiteId ? { websiteId } : {}),
        ...(!websiteId && includeDemo ? { includeDemo: true } : {}),
        parameters: { timeRange, scenario },
      },
      client: longApiClient,
    })
  ).data;

export const useCalculatePredictions = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: calculatePredictions,
    onSuccess: (p, input) => {
      if (p && typeof p === 'object' && 'metrics' in p)
        qc.setQueryData(
          performanceKeys.predictions(input.websiteId, input.timeRange, input.scenario, input.includeDemo),
          p,
        );
    },
  });
};
