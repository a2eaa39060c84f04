import { sitesApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { normalizePages, type PreviewPage } from '../lib/preview-pages';
import { siteKeys } from './keys';

/** GET /api/sites/:id/versions/:vid/pages: the pages of a version with signed preview URLs. */
export const getPages = async (id: string, versionId: string, signal?: AbortSignal): Promise<PreviewPage[]> =>
  normalizePages((await callApi(sitesApi.versionPages, { params: { id, vid: versionId }, signal })).data);

export const pagesQueryOptions = (id: string, versionId: string) =>
  queryOptions({
    queryKey: siteKeys.pages(id, versionId),
    queryFn: ({ signal }) => getPages(id, versionId, signal),
    // Preview URLs are signed for about an hour: read them again when the screen comes back,
    // and before they expire while it stays open.
    staleTime: 60_000,
    refetchInterval: 45 * 60_000,
  });

export const usePages = (id: string | null | undefined, versionId: string | null | undefined) =>
  useQuery({ ...pagesQueryOptions(id ?? '', versionId ?? ''), enabled: !!id && !!versionId });
