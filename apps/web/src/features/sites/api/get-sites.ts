import { type Site, sitesApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type SiteListType, siteKeys } from './keys';

/**
 * GET /api/websites?type=dominator|goldmine|all (docs/sites-api.md): the team's sites, each with
 * currentRevenue and leadCount. The one site list of the web: other features `select` from it.
 */
export const getSiteList = async (type: SiteListType, signal?: AbortSignal): Promise<Site[]> =>
  (await callApi(sitesApi.websites, { query: { type, limit: 500 }, signal })).data ?? [];

export const siteListQueryOptions = (type: SiteListType = 'all') =>
  queryOptions({ queryKey: siteKeys.list(type), queryFn: ({ signal }) => getSiteList(type, signal) });

export const useSiteList = (type: SiteListType = 'all', enabled = true) =>
  useQuery({ ...siteListQueryOptions(type), enabled });

/**
 * GET /api/sites?type=goldmine: the same list under its /api/sites name, read by the generation
 * screen to find a site already built for a market.
 */
export const getGoldmineSites = async (signal?: AbortSignal): Promise<Site[]> =>
  (await callApi(sitesApi.list, { query: { type: 'goldmine', limit: 500 }, signal })).data ?? [];

export const goldmineSitesQueryOptions = () =>
  queryOptions({
    queryKey: [...siteKeys.list('goldmine'), 'sites-path'] as const,
    queryFn: ({ signal }) => getGoldmineSites(signal),
  });

export const useGoldmineSites = (enabled = true) => useQuery({ ...goldmineSitesQueryOptions(), enabled });
