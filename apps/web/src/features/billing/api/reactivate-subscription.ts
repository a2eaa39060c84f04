import { billingApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

/** POST /api/user/subscription/reactivate: undoes a cancellation before the period ends. */
export function useReactivateSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(billingApi.reactivateSubscription)).data,
    onSuccess: (sub) => qc.setQueryData(billingKeys.subscription(), sub),
  });
}
