import type {
  batchDeployRequestSchema,
  DeploymentJob,
  deployGoldminesRequestSchema,
  generateAndDeployRequestSchema,
  Site,
} from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, longApiClient } from '@/lib/api-client';
import { type LiveJob, upsertJob } from '../lib/job-state';
import { deploymentKeys, invalidateDeployments } from './keys';

export type DeployGoldminesInput = z.input<typeof deployGoldminesRequestSchema>;
export type BatchDeployInput = z.input<typeof batchDeployRequestSchema>;
export type GenerateAndDeployInput = z.input<typeof generateAndDeployRequestSchema>;

export interface StartedJob {
  job: DeploymentJob;
  totalSitesPlanned: number;
}
export interface GenerateAndDeployResult {
  job: DeploymentJob;
  deployedSites: Site[];
}

/** POST /api/dominator-pipeline/deploy-goldmines: a background job for the best goldmines not yet built. */
export const deployGoldmines = async (input: DeployGoldminesInput): Promise<StartedJob> =>
  (await apiClient.post<{ data: StartedJob }>('/dominator-pipeline/deploy-goldmines', input)).data;

/** POST /api/dominator-pipeline/batch-deploy: a background job for chosen markets or the best by filters. */
export const batchDeploy = async (input: BatchDeployInput): Promise<StartedJob> =>
  (await apiClient.post<{ data: StartedJob }>('/dominator-pipeline/batch-deploy', input)).data;

/** POST /api/dominator-pipeline/generate-and-deploy: answers when the sites are live (long call). */
export const generateAndDeploy = async (input: GenerateAndDeployInput): Promise<GenerateAndDeployResult> =>
  (
    await longApiClient.post<{ data: GenerateAndDeployResult }>(
      '/dominator-pipeline/generate-and-deploy',
      input,
    )
  ).data;

/** A started job shows at once with status running (spec §4), then the list is re-read. */
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
