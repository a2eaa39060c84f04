import { type DeploymentJob, jobsApi } from '@sdp/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { deploymentKeys } from './keys';

/** GET /api/dominator-pipeline/jobs/:id: one job (404 when it is not the caller's). */
export const getJob = async (id: string, signal?: AbortSignal): Promise<DeploymentJob> =>
  (await callApi(jobsApi.get, { params: { id }, signal })).data;

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: deploymentKeys.job(id), queryFn: ({ signal }) => getJob(id, signal) });
