import { type PipelineStatus, revenueApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoQuery } from '@/features/demo';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './keys';

/** GET /api/dominator-pipeline/pipeline/status: opportunities and the scan … revenue counts. */
export const getPipelineStatus = async (includeDemo = false, signal?: AbortSignal): Promise<PipelineStatus> =>
  (
    await callApi(revenueApi.pipelineStatus, {
      query: demoQuery(includeDemo),
      signal,
    })
  ).data;

export const pipelineStatusQueryOptions = (includeDemo = false) =>
  queryOptions({
    queryKey: revenueKeys.pipeline(includeDemo),
    queryFn: ({ signal }) => getPipelineStatus(includeDemo, signal),
  });

export const usePipelineStatus = (includeDemo = false) => useQuery(pipelineStatusQueryOptions(includeDemo));
