import { type DeploymentJob, jobsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type LiveJob, upsertJob } from '../lib/job-state';
import { deploymentKeys, invalidateDeployments } from './keys';

/** POST /api/dominator-pipeline/jobs/:id/cancel: stops a queued or running job. */
export const cancelJob = async (id: string): Promise<DeploymentJob> =>
  (await callApi(jobsApi.cancel, { params: { id } })).data;

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
