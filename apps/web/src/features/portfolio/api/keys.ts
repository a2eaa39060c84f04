import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the dashboard's portfolio reads. Sites live under ['websites', …] and leads under
 * ['leads', …] so the layout's lead/site refresh (live-updates.tsx) re-reads them too.
 */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  metrics: () => ['portfolio', 'metrics'] as const,
  analytics: (range: string) => ['portfolio', 'analytics', range] as const,
  milestones: () => ['portfolio', 'milestones'] as const,
  achievements: () => ['portfolio', 'achievements'] as const,
  rankings: (siteIds: readonly string[]) => ['portfolio', 'rankings', ...siteIds] as const,
  websites: () => ['websites', 'portfolio'] as const,
  recentLeads: () => ['leads', 'recent'] as const,
};

/**
 * After a pushed performance, ranking, achievement, lead or site event. Sites, leads and revenue
 * are re-read by the layout's LiveUpdates on lead and site events.
 */
export const invalidatePortfolioQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: portfolioKeys.all });
