import { mlOptimizationApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMarketQueries } from '@/features/discovery';
import { callApi } from '@/lib/call-api';
import { invalidateMlOptimization } from './keys';

export type TuningDecision = 'apply' | 'dismiss' | 'revert';

/**
 * POST /api/ml-optimization/tunings/:id/{apply,dismiss,revert}: one call, three descriptors. Applying
 * or reverting changes the team's scoring, so every market query is read again.
 */
export const useDecideTuning = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: TuningDecision }) =>
      (await callApi(mlOptimizationApi[action], { params: { id }, body: {} })).data,
    onSuccess: (_data, { action }) => {
      void invalidateMlOptimization(qc);
      if (action !== 'dismiss') void invalidateMarketQueries(qc);
    },
  });
};
