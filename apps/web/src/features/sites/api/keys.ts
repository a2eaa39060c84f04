import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the site screens (stage 2 and 3). */
export const siteKeys = {
  all: ['sites'] as const,
  detail: (id: string) => ['sites', 'detail', id] as const,
  versions: (id: string) => ['sites', 'versions', id] as const,
  pages: (id: string, versionId: string) => ['sites', 'pages', id, versionId] as const,
};

/**
 * After a build, deploy, rollback or a pushed site/lead event: the sites and their versions.
 * Page lists are left alone (a version's pages never change; re-reading them would give new
 * preview URLs and reload the preview frame).
 */
export const invalidateSiteQueries = (qc: QueryClient, siteId?: string) =>
  Promise.all(
    siteId
      ? [
          qc.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
          qc.invalidateQueries({ queryKey: siteKeys.versions(siteId) }),
        ]
      : [
          qc.invalidateQueries({
            queryKey: siteKeys.all,
            predicate: (q) => q.queryKey[1] !== 'pages',
          }),
        ],
  );
