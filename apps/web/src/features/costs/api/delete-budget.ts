import { costsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateCosts } from './keys';

/** DELETE /api/costs/budgets/:id */
export const useDeleteBudget = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi(costsApi.deleteBudget, { params: { id } }),
    onSuccess: () => void invalidateCosts(qc),
  });
};
