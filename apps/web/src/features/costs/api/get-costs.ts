import { type CostsQuery, type CostsResponse, costsApi } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { costsKeys } from './keys';

/** GET /api/costs?range&groupBy: daily and monthly cost, breakdowns, projection, scraper stats, budgets. */
export const getCosts = async (query: CostsQuery = {}, signal?: AbortSignal): Promise<CostsResponse> =>
  (await callApi(costsApi.get, { query: { ...query }, signal })).data;

export const costsQueryOptions = (query: CostsQuery = {}) =>
  queryOptions({ queryKey: costsKeys.figures(query), queryFn: ({ signal }) => getCosts(query, signal) });

export const useCosts = (query: CostsQuery = {}) =>
  useQuery({ ...costsQueryOptions(query), placeholderData: keepPreviousData });
