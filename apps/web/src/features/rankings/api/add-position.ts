import type { TrackedKeyword } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRankingsQueries } from './keys';

export interface ManualPositionInput {
  keywordId: string;
  /** 1-100, or null for "not in the top 100" */
  position: number | null;
  day?: string;
}

/** POST /api/rankings/positions: a position entered by hand (source 'manual'). */
export const addPosition = async (input: ManualPositionInput) =>
  (await apiClient.post<{ data: TrackedKeyword }>('/rankings/positions', input)).data;

export const useAddPosition = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPosition, onSuccess: () => void invalidateRankingsQueries(qc) });
};
