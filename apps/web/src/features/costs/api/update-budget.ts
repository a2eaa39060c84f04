import { costsApi, type UpdateBudgetRequest } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateCosts } from './keys';

/** PATCH /api/costs/budgets/:id: a new amount or alert percent (re-arms the month's alerts). */
export const useUpdateBudget = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateBudgetRequest }) =>
      (await callApi(costsApi.updateBudget, { params: { id }, body })).data,
    onSuccess: () => void invalidateCosts(qc),
  });
};
