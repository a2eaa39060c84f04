import { billingApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

/** POST /api/user/subscription/cancel with the reason: cancels at the end of the period. */
export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await callApi(billingApi.cancelSubscription, { body: { reason } })).data,
    onSuccess: (sub) => qc.setQueryData(billingKeys.subscription(), sub),
  });
}
