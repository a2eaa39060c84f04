import type { QueryClient } from '@tanstack/react-query';
import { invalidateMarketQueries } from '@/features/discovery';
import { invalidateSiteLists } from '@/features/sites';

/** Query keys of deployment jobs; invalidating `all` re-reads every one. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  jobs: () => ['deployments', 'jobs'] as const,
  job: (id: string) => ['deployments', 'job', id] as const,
};

/**
 * After a job started, was cancelled or completed: the jobs, the site lists (new sites) and the
 * market figures (the goldmine counts leave out markets already built).
 */
export const invalidateDeployments = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: deploymentKeys.all }),
    invalidateSiteLists(qc),
    invalidateMarketQueries(qc),
  ]);

/** Every few seconds while a job runs: the fallback when realtime events do not arrive. */
export const JOB_POLL_MS = 3000;
