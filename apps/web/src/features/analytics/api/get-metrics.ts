import { analyticsApi, type PerformanceMetrics } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoQuery } from '@/features/demo';
import { callApi } from '@/lib/call-api';
import { analyticsKeys } from './keys';

/**
 * GET /api/performance/metrics?websiteId (docs/product/rules.md#performance-metrics): last 30 days and the 30
 * before.
 */
export const getPerformanceMetrics = async (
  websiteId?: string | null,
  signal?: AbortSignal,
  includeDemo = false,
): Promise<PerformanceMetrics> =>
  (
    await callApi(analyticsApi.metrics, {
      query: { websiteId: websiteId ?? undefined, ...demoQuery(includeDemo) },
      signal,
    })
  ).data;

/** `includeDemo` counts demo sites in the portfolio's figures (docs/product/rules.md#demo-portfolio). */
export const performanceMetricsQueryOptions = (websiteId?: string | null, includeDemo = false) =>
  queryOptions({
    queryKey: analyticsKeys.metrics(websiteId, includeDemo),
    queryFn: ({ signal }) => getPerformanceMetrics(websiteId, signal, includeDemo),
  });

export const usePerformanceMetrics = (websiteId?: string | null, enabled = true, includeDemo = false) =>
  useQuery({ ...performanceMetricsQueryOptions(websiteId, includeDemo), enabled });
