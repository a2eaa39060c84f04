import { mlOptimizationApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateMlOptimization } from './keys';

/** POST /api/ml-optimization/analyze: fits and stores suggestions (nothing is applied). */
export const useAnalyze = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(mlOptimizationApi.analyze, { body: {} })).data,
    onSuccess: () => void invalidateMlOptimization(qc),
  });
};
