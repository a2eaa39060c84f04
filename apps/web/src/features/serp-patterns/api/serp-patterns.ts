import { type PatternsQuery, serpPatternsApi } from '@sdp/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** Query keys of SERP patterns. */
export const serpPatternsKeys = {
  all: ['serp-patterns'] as const,
  report: (q: PatternsQuery) => ['serp-patterns', 'report', q.verticalSlug ?? '', q.citySize ?? ''] as const,
  snapshot: (id: string) => ['serp-patterns', 'snapshot', id] as const,
};

/** GET /api/intelligence/patterns: the team's patterns for the filters. */
export const usePatterns = (query: PatternsQuery) =>
  useQuery({
    queryKey: serpPatternsKeys.report(query),
    queryFn: async ({ signal }) => (await callApi(serpPatternsApi.report, { query, signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/intelligence/patterns/snapshots/:id: one stored results page (null id: nothing asked). */
export const useSnapshot = (id: string | null) =>
  useQuery({
    queryKey: serpPatternsKeys.snapshot(id ?? ''),
    queryFn: async ({ signal }) =>
      (await callApi(serpPatternsApi.snapshot, { params: { id: id ?? '' }, signal })).data,
    enabled: id !== null,
  });
