import { experimentsApi, type SiteExperiments } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { experimentsKeys } from './keys';

/** While a test runs its figures change with every visit: read again this often. */
export const RUNNING_REFRESH_MS = 15_000;

/** GET /api/sites/:id/experiments: the site's tests (newest first) and its testable pages. */
export const getSiteExperiments = async (siteId: string, signal?: AbortSignal): Promise<SiteExperiments> =>
  (await callApi(experimentsApi.list, { params: { id: siteId }, signal })).data;

export const siteExperimentsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: experimentsKeys.site(siteId),
    queryFn: ({ signal }) => getSiteExperiments(siteId, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((e) => e.status === 'running') ? RUNNING_REFRESH_MS : false,
  });

export const useSiteExperiments = (siteId: string) => useQuery(siteExperimentsQueryOptions(siteId));
