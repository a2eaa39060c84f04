import { mlOptimizationApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { mlOptimizationKeys } from './keys';

/** GET /api/ml-optimization: observed results, calibration, settings in force, latest suggestions. */
export const mlOverviewQueryOptions = () =>
  queryOptions({
    queryKey: mlOptimizationKeys.overview(),
    queryFn: async ({ signal }) => (await callApi(mlOptimizationApi.overview, { signal })).data,
  });

export const useMlOverview = () => useQuery(mlOverviewQueryOptions());
