import { mlOptimizationApi } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { mlOptimizationKeys } from './keys';

/** GET /api/ml-optimization/tunings: every tuning of the team, newest first. */
export const useMlHistory = () =>
  useQuery({
    queryKey: mlOptimizationKeys.history(),
    queryFn: async ({ signal }) => (await callApi(mlOptimizationApi.history, { signal })).data,
  });
