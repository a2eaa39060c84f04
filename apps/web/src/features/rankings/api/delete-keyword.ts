import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRankingsQueries } from './keys';

/** DELETE /api/rankings/keywords/:id (the keyword and its positions). */
export const deleteKeyword = async (id: string) => {
  await apiClient.delete(`/rankings/keywords/${encodeURIComponent(id)}`);
};

export const useDeleteKeyword = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteKeyword, onSuccess: () => void invalidateRankingsQueries(qc) });
};
