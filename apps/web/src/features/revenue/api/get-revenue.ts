import { type RevenueResponse, revenueApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { revenueKeys } from './keys';

/** GET /api/dominator-pipeline/revenue: metrics, 30-day history and the basis of each figure. */
export const getRevenue = async (signal?: AbortSignal): Promise<RevenueResponse> =>
  (await callApi(revenueApi.revenue, { signal })).data;

export const revenueQueryOptions = () =>
  queryOptions({ queryKey: revenueKeys.revenue(), queryFn: ({ signal }) => getRevenue(signal) });

export const useRevenue = () => useQuery(revenueQueryOptions());
