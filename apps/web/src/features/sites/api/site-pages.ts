import {
  type PageEditRequest,
  type SitePageContent,
  type SitePages,
  type SiteVersion,
  sitePagesApi,
} from '@sdp/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { invalidateSiteQueries, siteKeys } from './keys';

// The page editor's calls (docs/product/api.md): the latest version's pages, a page's current words,
// a draft's words and similarity, save and reset (each builds a new version).

/** GET /api/sites/:id/pages */
export const getSitePages = async (id: string, signal?: AbortSignal): Promise<SitePages> =>
  (await callApi(sitePagesApi.pages, { params: { id }, signal })).data;

export const sitePagesQueryOptions = (id: string) =>
  queryOptions({ queryKey: siteKeys.editorPages(id), queryFn: ({ signal }) => getSitePages(id, signal) });

export const useSitePages = (id: string) => useQuery(sitePagesQueryOptions(id));

/** GET /api/sites/:id/pages/content?path= */
export const getPageContent = async (
  id: string,
  path: string,
  signal?: AbortSignal,
): Promise<SitePageContent> =>
  (await callApi(sitePagesApi.content, { params: { id }, query: { path }, signal })).data;

/** A page's words in one version (the latest): read once per version, never refetched behind the editor. */
export const usePageContent = (id: string, path: string, versionId: string) =>
  useQuery({
    queryKey: siteKeys.pageContent(id, path, versionId),
    queryFn: ({ signal }) => getPageContent(id, path, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/sites/:id/pages/preview: words and similarity of a draft (no version is built). */
export const previewPage = async (id: string, input: PageEditRequest, signal?: AbortSignal) =>
  (await callApi(sitePagesApi.preview, { params: { id }, body: input, signal })).data;

/** The check of the (debounced) draft; the last answer stays shown while the next one loads. */
export const usePagePreview = (id: string, input: PageEditRequest | null) => {
  const draft = input ? JSON.stringify(input.content) : '';
  return useQuery({
    queryKey: siteKeys.pagePreview(id, input?.path ?? '', draft),
    queryFn: ({ signal }) => previewPage(id, input!, signal),
    enabled: !!input,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
};

/** PUT /api/sites/:id/pages/content: stores the edit and builds a new version. */
export const savePage = async (id: string, input: PageEditRequest) =>
  (await callApi(sitePagesApi.save, { params: { id }, body: input, client: longApiClient })).data;

/** DELETE /api/sites/:id/pages/content?path=: drops the edit and builds a new version. */
export const resetPage = async (id: string, path: string) =>
  (await callApi(sitePagesApi.reset, { params: { id }, query: { path }, client: longApiClient })).data;

const useRebuild = <T>(id: string, fn: (input: T) => Promise<SiteVersion>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The site, its versions and the page list: the new version's id then reads the page's words.
    onSuccess: () => invalidateSiteQueries(qc, id),
  });
};

export const useSavePage = (id: string) => useRebuild(id, (input: PageEditRequest) => savePage(id, input));
export const useResetPage = (id: string) => useRebuild(id, (path: string) => resetPage(id, path));
