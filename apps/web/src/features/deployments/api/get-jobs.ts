import { type DeploymentJob, jobsApi } from '@sdp/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { isActive, type LiveJob, mergeJob } from '../lib/job-state';
import { deploymentKeys, JOB_POLL_MS } from './keys';

/** GET /api/dominator-pipeline/jobs: the caller's deployment jobs, newest first. */
export const getJobs = async (signal?: AbortSignal): Promise<DeploymentJob[]> =>
  (await callApi(jobsApi.list, { signal })).data ?? [];

/**
 * The jobs list, polled every few seconds while one of them is queued or running (the fallback
 * for realtime). A fresh answer is merged with what realtime events already showed.
 */
export function useJobs() {
  const qc = useQueryClient();
  return useQuery({
    queryKey: deploymentKeys.jobs(),
    queryFn: async ({ signal }): Promise<LiveJob[]> => {
      const fresh = await getJobs(signal);
      // Read after the answer: events that arrived meanwhile must not be lost.
      const shown = qc.getQueryData<LiveJob[]>(deploymentKeys.jobs());
      return fresh.map((j) =>
        mergeJob(
          shown?.find((s) => s.id === j.id),
          j,
        ),
      );
    },
    refetchInterval: (q) => (q.state.data?.some((j) => isActive(j.status)) ? JOB_POLL_MS : false),
  });
}
