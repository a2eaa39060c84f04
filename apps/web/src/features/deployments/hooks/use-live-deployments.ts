import { useQueryClient } from '@tanstack/react-query';
import { invalidateSiteLists } from '@/features/sites';
import { useRealtimeEvent } from '@/lib/realtime';
import { deploymentKeys, invalidateDeployments } from '../api/keys';
import { applyCompleted, applyProgress, type LiveJob } from '../lib/job-state';

/**
 * Keeps the jobs list and the deployed sites current from pushed events, without a reload:
 * deployment:progress moves a job's bar, deployment:completed finishes it and re-reads jobs and
 * sites; site:updated and lead events re-read sites (status, revenue). An event of a job not shown yet re-reads the list.
 */
export function useLiveDeployments(): void {
  const qc = useQueryClient();
  const known = (jobId: string) =>
    qc.getQueryData<LiveJob[]>(deploymentKeys.jobs())?.some((j) => j.id === jobId) ?? false;

  useRealtimeEvent('deployment:progress', (e) => {
    if (!known(e.jobId)) {
      void qc.invalidateQueries({ queryKey: deploymentKeys.jobs() });
      return;
    }
    qc.setQueryData<LiveJob[]>(deploymentKeys.jobs(), (l) => l?.map((j) => applyProgress(j, e)));
  });
  useRealtimeEvent('deployment:completed', (e) => {
    qc.setQueryData<LiveJob[]>(deploymentKeys.jobs(), (l) => l?.map((j) => applyCompleted(j, e)));
    void invalidateDeployments(qc);
  });
  // A site's status, or its revenue this month (currentRevenue), changed.
  const refreshSites = () => void invalidateSiteLists(qc);
  useRealtimeEvent('site:updated', refreshSites);
  useRealtimeEvent('lead:received', refreshSites);
  useRealtimeEvent('lead:updated', refreshSites);
}
