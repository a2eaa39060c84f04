import { type Lead, leadsApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { type LeadListQuery, leadKeys } from './keys';

/** GET /api/leads?siteId&limit: a page of the team's leads, newest first, with delivery status per channel. */
export const getLeads = async (query: LeadListQuery, signal?: AbortSignal): Promise<Lead[]> =>
  (await callApi(leadsApi.list, { query: { siteId: query.siteId, limit: query.limit }, signal })).data.items;

export const leadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({ queryKey: leadKeys.list(query), queryFn: ({ signal }) => getLeads(query, signal) });

/** One site's leads (or every site's), at most `limit`. */
export const useLeads = (query: LeadListQuery) => useQuery(leadsQueryOptions(query));

/** GET /api/leads/:id */
export const getLead = async (id: string): Promise<Lead> =>
  (await callApi(leadsApi.get, { params: { id } })).data;
