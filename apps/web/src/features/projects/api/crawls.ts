import { API_PREFIX, type CrawlIssuesQuery, type CrawlPagesQuery, projectsApi } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { downloadFile } from '@/lib/download-file';
import { projectsKeys } from './keys';

/** Without a pushed event, a running crawl is read again this often (the socket may be down). */
export const CRAWL_POLL_MS = 2_000;

export const crawlQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectsKeys.crawl(id),
    queryFn: async ({ signal }) => (await callApi(projectsApi.crawl, { params: { id }, signal })).data,
    refetchInterval: (q) =>
      q.state.data?.status === 'queued' || q.state.data?.status === 'running' ? CRAWL_POLL_MS : false,
  });
export const useCrawl = (id: string | null | undefined) =>
  useQuery({ ...crawlQueryOptions(id ?? ''), enabled: !!id });

export const useCrawlHistory = (projectId: string) =>
  useQuery({
    queryKey: projectsKeys.history(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(projectsApi.crawls, { params: { id: projectId }, signal })).data,
  });

export const useCrawlIssues = (crawlId: string | null | undefined, query: CrawlIssuesQuery) =>
  useQuery({
    queryKey: projectsKeys.issues(crawlId ?? '', query),
    queryFn: async ({ signal }) =>
      (await callApi(projectsApi.issues, { params: { id: crawlId! }, query, signal })).data,
    enabled: !!crawlId,
    placeholderData: keepPreviousData,
  });

export const useCrawlPages = (crawlId: string | null | undefined, query: CrawlPagesQuery) =>
  useQuery({
    queryKey: projectsKeys.pages(crawlId ?? '', query),
    queryFn: async ({ signal }) =>
      (await callApi(projectsApi.pages, { params: { id: crawlId! }, query, signal })).data,
    enabled: !!crawlId,
    placeholderData: keepPreviousData,
  });

/** GET /api/crawls/:id/export: every finding as CSV, saved as a file. */
export const exportCrawlCsv = (crawlId: string) =>
  downloadFile(
    `${API_PREFIX}/crawls/${encodeURIComponent(crawlId)}/export`,
    `audit-${crawlId.slice(0, 8)}.csv`,
  );
