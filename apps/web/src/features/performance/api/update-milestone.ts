import { analyticsApi, type EndpointBody, type Milestone } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidatePerformanceQueries } from './keys';

export type MilestoneUpdate = EndpointBody<typeof analyticsApi.updateMilestone>;

/** PATCH /api/performance/milestones/:id (acknowledge, dismiss or restore, note). */
export const updateMilestone = async ({
  id,
  ...patch
}: MilestoneUpdate & { id: string }): Promise<Milestone> =>
  (await callApi(analyticsApi.updateMilestone, { params: { id }, body: patch })).data;

export const useUpdateMilestone = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMilestone,
    onSuccess: () => void invalidatePerformanceQueries(qc),
  });
};
