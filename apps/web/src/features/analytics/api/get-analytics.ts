import { type Analytics, type AnalyticsQuery, analyticsApi } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { analyticsKeys } from './keys';

/** GET /api/analytics?websiteId&from&to|timeRange: one site or the whole portfolio. */
export const getAnalytics = async (query: AnalyticsQuery, signal?: AbortSignal): Promise<Analytics> =>
  (await callApi(analyticsApi.analytics, { query: { ...query }, signal })).data;

export const analyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: analyticsKeys.report(query),
    queryFn: ({ signal }) => getAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (query: AnalyticsQuery, enabled = true) =>
  useQuery({ ...analyticsQueryOptions(query), enabled });
