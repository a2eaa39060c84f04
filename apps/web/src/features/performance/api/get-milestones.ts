import { analyticsApi, type Milestone } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { performanceKeys } from './keys';

/** GET /api/performance/milestones?websiteId (none: every site's milestones). */
export const getMilestones = async (websiteId?: string | null, signal?: AbortSignal): Promise<Milestone[]> =>
  (await callApi(analyticsApi.milestones, { query: { websiteId: websiteId ?? undefined }, signal })).data ??
  [];

export const milestonesQueryOptions = (websiteId?: string | null) =>
  queryOptions({
    queryKey: performanceKeys.milestones(websiteId),
    queryFn: ({ signal }) => getMilestones(websiteId, signal),
  });

export const useMilestones = (websiteId?: string | null, enabled = true) =>
  useQuery({ ...milestonesQueryOptions(websiteId), enabled });
