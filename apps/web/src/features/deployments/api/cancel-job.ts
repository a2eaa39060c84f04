import type { DeploymentJob } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type LiveJob, upsertJob } from '../lib/job-state';
import { deploymentKeys, invalidateDeployments } from './keys';

/** POST /api/dominator-pipeline/jobs/:id/cancel: stops a queued or running job. */
export const cancelJob = async (id: string): Promise<DeploymentJob> =>
  (await apiClient.post<{ data: DeploymentJob }>(`/dominator-pipeline/jobs/${encodeURIComponent(id)}/cancel`))
    .data;

export const useCancelJob = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      if (job?.id) qc.setQueryData<LiveJob[]>(deploymentKeys.jobs(), (l) => upsertJob(l, job));
    },
    onSettled: () => invalidateDeployments(qc),
  });
};
