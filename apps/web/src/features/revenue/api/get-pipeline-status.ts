import type { PipelineStatus } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { revenueKeys } from './keys';

/** GET /api/dominator-pipeline/pipeline/status: opportunities and the scan … revenue counts. */
export const getPipelineStatus = async (signal?: AbortSignal): Promise<PipelineStatus> =>
  (await apiClient.get<{ data: PipelineStatus }>('/dominator-pipeline/pipeline/status', { signal })).data;

export const pipelineStatusQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.pipeline(), queryFn: ({ signal }) => getPipelineStatus(signal) });

export const usePipelineStatus = () => useQuery(pipelineStatusQueryOptions());
