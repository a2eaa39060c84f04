import type {
  Achievement,
  Analytics,
  Lead,
  Milestone,
  PerformanceMetrics,
  Site,
  TrackedKeyword,
} from '@sdp/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portfolioKeys } from './keys';

type Page<T> = T[] | { items: T[] };
const items = <T>(d: Page<T> | undefined | null): T[] => (Array.isArray(d) ? d : (d?.items ?? []));

/**
 * GET /api/performance/metrics without websiteId: the whole portfolio
 * (docs/product/rules.md#performance-metrics).
 */
export const usePortfolioMetrics = () =>
  useQuery({
    queryKey: portfolioKeys.metrics(),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: PerformanceMetrics }>('/performance/metrics', { signal })).data,
  });

/** GET /api/analytics?timeRange=30d (chart) or ?from&to (this month, per site). */
export const usePortfolioAnalytics = (range: { timeRange: '30d' } | { from: string; to: string }) => {
  const key = 'timeRange' in range ? range.timeRange : `${range.from}..${range.to}`;
  return useQuery({
    queryKey: portfolioKeys.analytics(key),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Analytics }>('/analytics', { query: range, signal })).data,
  });
};

/** GET /api/websites?type=all: every site of the team, each with currentRevenue and leadCount. */
export const usePortfolioSites = () =>
  useQuery({
    queryKey: portfolioKeys.websites(),
    queryFn: async ({ signal }) =>
      items(
        (
          await apiClient.get<{ data: Page<Site> }>('/websites', {
            query: { type: 'all', limit: 500 },
            signal,
          })
        ).data,
      ),
  });

/** GET /api/leads?limit=5: the newest leads. */
export const useRecentLeads = (limit = 5) =>
  useQuery({
    queryKey: [...portfolioKeys.recentLeads(), limit],
    queryFn: async ({ signal }) =>
      items((await apiClient.get<{ data: Page<Lead> }>('/leads', { query: { limit }, signal })).data),
  });

/** GET /api/performance/milestones without websiteId: every site's milestones. */
export const useMilestones = () =>
  useQuery({
    queryKey: portfolioKeys.milestones(),
    queryFn: async ({ signal }) =>
      items((await apiClient.get<{ data: Page<Milestone> }>('/performance/milestones', { signal })).data),
  });

/** GET /api/performance/achievements: the caller's own. */
export const useAchievements = () =>
  useQuery({
    queryKey: portfolioKeys.achievements(),
    queryFn: async ({ signal }) =>
      items((await apiClient.get<{ data: Page<Achievement> }>('/performance/achievements', { signal })).data),
  });

/** GET /api/rankings?websiteId per live site (at most `max`), merged. */
export function useTrackedKeywords(siteIds: string[]) {
  const results = useQueries({
    queries: siteIds.map((id) => ({
      queryKey: portfolioKeys.rankings([id]),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        items(
          (
            await apiClient.get<{ data: Page<TrackedKeyword> }>('/rankings', {
              query: { websiteId: id },
              signal,
            })
          ).data,
        ),
    })),
  });
  return {
    data: results.flatMap((r) => r.data ?? []),
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
