import { type RevenueQuery, type RevenueResponse, revenueApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './keys';

/** GET /api/dominator-pipeline/revenue(?websiteId&includeDemo): metrics, split, charges, history, basis. */
export const getRevenue = async (query: RevenueQuery = {}, signal?: AbortSignal): Promise<RevenueResponse> =>
  (await callApi(revenueApi.revenue, { query: { ...query }, signal })).data;

export const revenueQueryOptions = (query: RevenueQuery = {}) =>
  queryOptions({ queryKey: revenueKeys.revenue(query), queryFn: ({ signal }) => getRevenue(query, signal) });

export const useRevenue = (query: RevenueQuery = {}) => useQuery(revenueQueryOptions(query));
