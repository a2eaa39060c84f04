import { billingApi, type PaidPlanId } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys, invalidateBillingQueries } from './keys';

/** POST /api/user/subscription/update: the new plan; answers the subscription, proration and checkout. */
export function useUpdateSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (planId: PaidPlanId) =>
      (await callApi(billingApi.updateSubscription, { body: { planId } })).data,
    onSuccess: (change) => {
      qc.setQueryData(billingKeys.subscription(), change.subscription);
      void invalidateBillingQueries(qc);
    },
  });
}
