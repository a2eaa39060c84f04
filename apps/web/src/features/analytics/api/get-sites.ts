import type { Site } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { analyticsKeys } from './keys';

type Page<T> = T[] | { items: T[] };

/** GET /api/websites?type=all: every site of the team (for the site pickers and filters). */
export const getAllSites = async (signal?: AbortSignal): Promise<Site[]> => {
  const data = (
    await apiClient.get<{ data: Page<Site> }>('/websites', { query: { type: 'all', limit: 500 }, signal })
  ).data;
  return Array.isArray(data) ? data : (data?.items ?? []);
};

export const allSitesQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.sites(), queryFn: ({ signal }) => getAllSites(signal) });

/** The team's sites; `liveOnly` keeps those being served (live). */
export const useSiteOptions = (liveOnly = false) =>
  useQuery({
    ...allSitesQueryOptions(),
    select: (sites) => sites.filter((s) => s.status !== 'archived' && (!liveOnly || s.status === 'live')),
  });
