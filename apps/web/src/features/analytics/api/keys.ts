import type { AnalyticsQuery } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of analytics reads (the site list is the sites feature's: siteListQueryOptions). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (q: AnalyticsQuery) => ['analytics', 'report', q] as const,
  metrics: (websiteId?: string | null, includeDemo = false) =>
    ['analytics', 'metrics', websiteId ?? 'portfolio', includeDemo] as const,
};

/** After a pushed performance, lead or achievement event. */
export const invalidateAnalyticsQueries = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: analyticsKeys.all });
