import { type CreateBudgetRequest, costsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateCosts } from './keys';

/** POST /api/costs/budgets (owners and admins). */
export const useCreateBudget = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBudgetRequest) => (await callApi(costsApi.createBudget, { body })).data,
    onSuccess: () => void invalidateCosts(qc),
  });
};
