import { type DeploymentJob, type EndpointBody, type EndpointResponse, jobsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { type LiveJob, upsertJob } from '../lib/job-state';
import { deploymentKeys, invalidateDeployments } from './keys';

export type DeployGoldminesInput = EndpointBody<typeof jobsApi.deployGoldmines>;
export type BatchDeployInput = EndpointBody<typeof jobsApi.batchDeploy>;
export type GenerateAndDeployInput = EndpointBody<typeof jobsApi.generateAndDeploy>;

/** POST /api/dominator-pipeline/deploy-goldmines: a background job for the best goldmines not yet built. */
export const deployGoldmines = async (input: DeployGoldminesInput) =>
  (await callApi(jobsApi.deployGoldmines, { body: input })).data;

/** POST /api/dominator-pipeline/batch-deploy: a background job for chosen markets or the best by filters. */
export const batchDeploy = async (input: BatchDeployInput) =>
  (await callApi(jobsApi.batchDeploy, { body: input })).data;

/** POST /api/dominator-pipeline/generate-and-deploy: answers when the sites are live (long call). */
export const generateAndDeploy = async (
  input: GenerateAndDeployInput,
): Promise<EndpointResponse<typeof jobsApi.generateAndDeploy>['data']> =>
  (await callApi(jobsApi.generateAndDeploy, { body: input, client: longApiClient })).data;

/** A started job shows at once with status running, then the list is re-read. */
function useStartJob<I, R extends { job: DeploymentJob }>(fn: (input: I) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      const job: LiveJob =
        res.job.status === 'queued' ? { ...res.job, status: 'running' } : (res.job as LiveJob);
      qc.setQueryData<LiveJob[]>(deploymentKeys.jobs(), (l) => upsertJob(l, job));
    },
    onSettled: () => invalidateDeployments(qc),
  });
}

export const useDeployGoldmines = () => useStartJob(deployGoldmines);
export const useBatchDeploy = () => useStartJob(batchDeploy);
export const useGenerateAndDeploy = () => useStartJob(generateAndDeploy);
