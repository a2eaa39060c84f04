import type { Milestone } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { performanceKeys } from './keys';

export interface MilestoneUpdate {
  acknowledged?: boolean;
  status?: 'pending' | 'dismissed';
  note?: string | null;
}

/** PATCH /api/performance/milestones/:id (acknowledge, dismiss or restore, note). */
export const updateMilestone = async ({ id, ...patch }: MilestoneUpdate & { id: string }) =>
  (await apiClient.patch<{ data: Milestone }>(`/performance/milestones/${encodeURIComponent(id)}`, patch))
    .data;

export const useUpdateMilestone = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMilestone,
    onSuccess: () => void qc.invalidateQueries({ queryKey: performanceKeys.all }),
  });
};
