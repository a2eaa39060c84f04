import { type SiteVersion, sitesApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

/** GET /api/sites/:id/versions: newest first. */
export const getVersions = async (id: string, signal?: AbortSignal): Promise<SiteVersion[]> => {
  const { data } = await callApi(sitesApi.versions, { params: { id }, signal });
  return [...(data ?? [])].sort((a, b) => b.number - a.number);
};

export const versionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.versions(id), queryFn: ({ signal }) => getVersions(id, signal) });

export const useVersions = (id: string | null | undefined) =>
  useQuery({ ...versionsQueryOptions(id ?? ''), enabled: !!id });
