import { useQueries, useQuery } from '@tanstack/react-query';
import { useAnalytics, usePerformanceMetrics } from '@/features/analytics';
import { useLeads } from '@/features/leads';
import { achievementsQueryOptions, milestonesQueryOptions } from '@/features/performance';
import { rankingsQueryOptions } from '@/features/rankings';
import { useSiteList } from '@/features/sites';

// The dashboard's reads, each through the feature that owns the resource.

/** The whole portfolio's metrics (no websiteId). */
export const usePortfolioMetrics = () => usePerformanceMetrics(null);

/** The last 30 days (chart) or a from..to range (this month, per site). */
export const usePortfolioAnalytics = (range: { timeRange: '30d' } | { from: string; to: string }) =>
  useAnalytics(range);

/** Every site of the team, each with currentRevenue and leadCount. */
export const usePortfolioSites = () => useSiteList('all');

/** The newest leads. */
export const useRecentLeads = (limit = 5) => useLeads({ limit });

/** Every site's milestones. */
export const useMilestones = () => useQuery(milestonesQueryOptions());

/** The caller's own achievements. */
export const useAchievements = () => useQuery(achievementsQueryOptions());

/** The tracked keywords of the given sites (one read each), merged. */
export function useTrackedKeywords(siteIds: string[]) {
  const results = useQueries({ queries: siteIds.map((id) => rankingsQueryOptions(id)) });
  return {
    data: results.flatMap((r) => r.data ?? []),
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
