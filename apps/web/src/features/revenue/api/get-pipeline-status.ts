import { type PipelineStatus, revenueApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './keys';

/** GET /api/dominator-pipeline/pipeline/status: opportunities and the scan … revenue counts. */
export const getPipelineStatus = async (signal?: AbortSignal): Promise<PipelineStatus> =>
  (await callApi(revenueApi.pipelineStatus, { signal })).data;

export const pipelineStatusQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.pipeline(), queryFn: ({ signal }) => getPipelineStatus(signal) });

export const usePipelineStatus = () => useQuery(pipelineStatusQueryOptions());
