import { analyticsApi, type PerformanceMetrics } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { analyticsKeys } from './keys';

/**
 * GET /api/performance/metrics?websiteId (docs/product/rules.md#performance-metrics): last 30 days and the 30
 * before.
 */
export const getPerformanceMetrics = async (
  websiteId?: string | null,
  signal?: AbortSignal,
): Promise<PerformanceMetrics> =>
  (await callApi(analyticsApi.metrics, { query: { websiteId: websiteId ?? undefined }, signal })).data;

export const performanceMetricsQueryOptions = (websiteId?: string | null) =>
  queryOptions({
    queryKey: analyticsKeys.metrics(websiteId),
    queryFn: ({ signal }) => getPerformanceMetrics(websiteId, signal),
  });

export const usePerformanceMetrics = (websiteId?: string | null, enabled = true) =>
  useQuery({ ...performanceMetricsQueryOptions(websiteId), enabled });
