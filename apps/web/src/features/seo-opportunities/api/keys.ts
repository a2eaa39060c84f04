import type { SeoOpportunityListQuery } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of SEO opportunities. */
export const seoOpportunityKeys = {
  all: ['seo-opportunities'] as const,
  lists: () => ['seo-opportunities', 'list'] as const,
  list: (query: SeoOpportunityListQuery) => ['seo-opportunities', 'list', query] as const,
  detail: (id: string) => ['seo-opportunities', 'detail', id] as const,
  progress: (id: string) => ['seo-opportunities', 'progress', id] as const,
  analytics: (id: string) => ['seo-opportunities', 'analytics', id] as const,
};

/** After a pushed opportunity event or a change: every list, detail, progress and analytics. */
export const invalidateSeoOpportunityQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: seoOpportunityKeys.all });
