import type { QueryClient } from '@tanstack/react-query';

/** Query keys of projects and their crawls. */
export const projectsKeys = {
  all: ['projects'] as const,
  list: () => ['projects', 'list'] as const,
  project: (id: string) => ['projects', 'project', id] as const,
  history: (id: string) => ['projects', 'history', id] as const,
  crawl: (id: string) => ['projects', 'crawl', id] as const,
  issues: (crawlId: string, filter: object) => ['projects', 'issues', crawlId, filter] as const,
  pages: (crawlId: string, filter: object) => ['projects', 'pages', crawlId, filter] as const,
  checks: () => ['projects', 'checks'] as const,
};

/** After a create, delete, crawl start or a pushed crawl event. */
export const invalidateProjectsQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: projectsKeys.all });
