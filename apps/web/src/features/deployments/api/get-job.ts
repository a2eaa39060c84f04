import type { DeploymentJob } from '@sdp/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deploymentKeys } from './keys';

/** GET /api/dominator-pipeline/jobs/:id: one job (404 when it is not the caller's). */
export const getJob = async (id: string, signal?: AbortSignal): Promise<DeploymentJob> =>
  (
    await apiClient.get<{ data: DeploymentJob }>(`/dominator-pipeline/jobs/${encodeURIComponent(id)}`, {
      signal,
    })
  ).data;

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: deploymentKeys.job(id), queryFn: ({ signal }) => getJob(id, signal) });
