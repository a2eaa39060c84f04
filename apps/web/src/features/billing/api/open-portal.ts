import { billingApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** POST /api/user/billing/portal, then to Stripe's customer portal (cards, receipts). */
export const useOpenPortal = () =>
  useMutation({
    mutationFn: async () => (await callApi(billingApi.portal)).data,
    onSuccess: ({ url }) => window.location.assign(url),
  });
