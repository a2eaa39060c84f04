import type { QueryClient } from '@tanstack/react-query';

/** Which sites a list holds (GET /api/websites?type=…). */
export type SiteListType = 'all' | 'dominator' | 'goldmine';

/** Query keys of the sites: the lists, one site, its versions, a version's pages, the team's defaults. */
export const siteKeys = {
  all: ['sites'] as const,
  lists: () => ['sites', 'list'] as const,
  list: (type: SiteListType) => ['sites', 'list', type] as const,
  detail: (id: string) => ['sites', 'detail', id] as const,
  versions: (id: string) => ['sites', 'versions', id] as const,
  /** The platform's edits of a site (GET /api/sites/:id/edits). */
  edits: (id: string) => ['sites', 'edits', id] as const,
  pages: (id: string, versionId: string) => ['sites', 'pages', id, versionId] as const,
  /** The page editor: the latest version's pages, a page's content, a draft's similarity check. */
  editor: (id: string) => ['sites', 'editor', id] as const,
  editorPages: (id: string) => ['sites', 'editor', id, 'pages'] as const,
  pageContent: (id: string, path: string, versionId: string) =>
    ['sites', 'editor', id, 'content', path, versionId] as const,
  pagePreview: (id: string, path: string, draft: string) =>
    ['sites', 'editor', id, 'preview', path, draft] as const,
  /** The team's site defaults (GET /api/sites/defaults). */
  defaults: () => ['sites', 'defaults'] as const,
};

/**
 * After a build, deploy, rollback or a pushed site/lead event: the sites (lists and details) and
 * their versions. Page lists are left alone (a version's pages never change; re-reading them would
 * give new preview URLs and reload the preview frame).
 */
export const invalidateSiteQueries = (qc: QueryClient, siteId?: string) =>
  Promise.all(
    siteId
      ? [
          qc.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
          qc.invalidateQueries({ queryKey: siteKeys.versions(siteId) }),
          qc.invalidateQueries({ queryKey: siteKeys.edits(siteId) }),
          // The editor's page list (a new version); a page's words are per version, never stale.
          qc.invalidateQueries({ queryKey: siteKeys.editorPages(siteId) }),
        ]
      : [
          qc.invalidateQueries({
            queryKey: siteKeys.all,
            predicate: (q) => q.queryKey[1] !== 'pages',
          }),
        ],
  );

/** After a site's status or revenue changed, or a deployment made new sites: every site list. */
export const invalidateSiteLists = (qc: QueryClient) => qc.invalidateQueries({ queryKey: siteKeys.lists() });
