import { type BillingDetails, billingApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

export type BillingDetailsPatch = { [K in keyof BillingDetails]?: string | null };

/** PATCH /api/user/billing */
export function useUpdateBillingDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingDetailsPatch) =>
      (await callApi(billingApi.updateBillingDetails, { body })).data,
    onSuccess: (details) => qc.setQueryData(billingKeys.details(), details),
  });
}
