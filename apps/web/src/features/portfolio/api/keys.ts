import type { QueryClient } from '@tanstack/react-query';
import { invalidateAnalyticsQueries } from '@/features/analytics';
import { invalidatePerformanceQueries } from '@/features/performance';
import { invalidateRankingsQueries } from '@/features/rankings';

/**
 * After a pushed performance, ranking, achievement, lead or site event: the dashboard's figures
 * (metrics, analytics, milestones, achievements, rankings), through their owners. Sites, leads and
 * revenue are re-read by the layout's LiveUpdates on lead and site events.
 */
export const invalidatePortfolioQueries = (qc: QueryClient) =>
  Promise.all([
    invalidateAnalyticsQueries(qc),
    invalidatePerformanceQueries(qc),
    invalidateRankingsQueries(qc),
  ]);
