/** Query keys of deployment jobs and deployed sites; invalidating `all` re-reads every one. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  jobs: () => ['deployments', 'jobs'] as const,
  job: (id: string) => ['deployments', 'job', id] as const,
  websites: (type: WebsiteType) => ['deployments', 'websites', type] as const,
  saved: () => ['deployments', 'saved-opportunities'] as const,
  verticals: () => ['deployments', 'verticals'] as const,
  goldmineCount: (q: Record<string, string | number>) => ['deployments', 'goldmine-count', q] as const,
};

export type WebsiteType = 'all' | 'dominator' | 'goldmine';

/** Every few seconds while a job runs: the fallback when realtime events do not arrive. */
export const JOB_POLL_MS = 3000;
