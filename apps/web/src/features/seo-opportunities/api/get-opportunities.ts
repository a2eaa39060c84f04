import { type SeoOpportunityListQuery, seoOpportunityEndpoints } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { seoOpportunityKeys } from './keys';

/** GET /api/opportunities: a website's opportunities with the filters and sort. */
export const getSeoOpportunities = async (query: SeoOpportunityListQuery, signal?: AbortSignal) =>
  (await callApi(seoOpportunityEndpoints.list, { query, signal })).data;

export const seoOpportunitiesQueryOptions = (query: SeoOpportunityListQuery) =>
  queryOptions({
    queryKey: seoOpportunityKeys.list(query),
    queryFn: ({ signal }) => getSeoOpportunities(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSeoOpportunities = (query: SeoOpportunityListQuery, enabled = true) =>
  useQuery({ ...seoOpportunitiesQueryOptions(query), enabled });
