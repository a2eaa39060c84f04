import { type Site, sitesApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

/** GET /api/sites/:id */
export const getSite = async (id: string, signal?: AbortSignal): Promise<Site> =>
  (await callApi(sitesApi.get, { params: { id }, signal })).data;

export const siteQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.detail(id), queryFn: ({ signal }) => getSite(id, signal) });

/** The site; `pollMs` refetches it while a deploy runs (the fallback when no event arrives). */
export const useSite = (id: string | null | undefined, pollMs?: number | false) =>
  useQuery({
    ...siteQueryOptions(id ?? ''),
    enabled: !!id,
    refetchInterval: pollMs || false,
  });
