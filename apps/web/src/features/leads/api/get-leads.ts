import { type Lead, type LeadPage, leadsApi } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type LeadListQuery, leadKeys } from './keys';

/** The query string of a list: empty filters left out. */
function listQuery(query: LeadListQuery) {
  const q = query.q?.trim();
  return {
    siteId: query.siteId || undefined,
    status: query.status || undefined,
    kind: query.kind || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    q: q || undefined,
    limit: query.limit,
    offset: query.offset || undefined,
  };
}

/** GET /api/leads with the inbox filters: a page of the team's leads, newest first, and the total. */
export const getLeadPage = async (query: LeadListQuery, signal?: AbortSignal): Promise<LeadPage> =>
  (await callApi(leadsApi.list, { query: listQuery(query), signal })).data;

/** GET /api/leads?siteId&limit: the leads of one site (or every site's), newest first. */
export const getLeads = async (query: LeadListQuery, signal?: AbortSignal): Promise<Lead[]> =>
  (await getLeadPage(query, signal)).items;

export const leadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({ queryKey: leadKeys.list(query), queryFn: ({ signal }) => getLeads(query, signal) });

/** One site's leads (or every site's), at most `limit`. */
export const useLeads = (query: LeadListQuery) => useQuery(leadsQueryOptions(query));

/** A page of the inbox; the previous page stays on screen while the next one loads. */
export const useLeadPage = (query: LeadListQuery) =>
  useQuery({
    queryKey: [...leadKeys.list(query), 'page'] as const,
    queryFn: ({ signal }) => getLeadPage(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/leads/:id */
export const getLead = async (id: string, signal?: AbortSignal): Promise<Lead> =>
  (await callApi(leadsApi.get, { params: { id }, signal })).data;

export const useLead = (id: string) =>
  useQuery({ queryKey: leadKeys.detail(id), queryFn: ({ signal }) => getLead(id, signal) });
