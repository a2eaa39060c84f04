import { rankingsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateRankingsQueries } from './keys';

/** DELETE /api/rankings/keywords/:id (the keyword and its positions). */
export const deleteKeyword = async (id: string) => {
  await callApi(rankingsApi.deleteKeyword, { params: { id } });
};

export const useDeleteKeyword = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteKeyword, onSuccess: () => void invalidateRankingsQueries(qc) });
};
