import { type SiteEditView, siteEditsApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { siteKeys } from './keys';

/** GET /api/sites/:id/edits: the platform's edits of the site, newest first. */
export const getSiteEdits = async (id: string, signal?: AbortSignal): Promise<SiteEditView[]> => {
  const { data } = await callApi(siteEditsApi.list, { params: { id }, signal });
  return data ?? [];
};

export const siteEditsQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.edits(id), queryFn: ({ signal }) => getSiteEdits(id, signal) });

export const useSiteEdits = (id: string | null | undefined) =>
  useQuery({ ...siteEditsQueryOptions(id ?? ''), enabled: !!id });
