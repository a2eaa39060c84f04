import type { Lead } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { leadKeys } from './keys';

/** GET /api/leads?siteId=…: newest first, with delivery status per channel. */
export const getLeads = async (siteId?: string, signal?: AbortSignal): Promise<Lead[]> => {
  const { data } = await apiClient.get<{ data: Lead[] | { items: Lead[] } }>('/leads', {
    query: { siteId, limit: 100 },
    signal,
  });
  return Array.isArray(data) ? data : (data?.items ?? []);
};

export const leadsQueryOptions = (siteId?: string) =>
  queryOptions({ queryKey: leadKeys.list(siteId), queryFn: ({ signal }) => getLeads(siteId, signal) });

export const useLeads = (siteId?: string) => useQuery(leadsQueryOptions(siteId));

/** GET /api/leads/:id */
export const getLead = async (id: string): Promise<Lead> =>
  (await apiClient.get<{ data: Lead }>(`/leads/${encodeURIComponent(id)}`)).data;
