import { billingApi, type Subscription } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

/** GET /api/user/subscription: the acting team's plan, status, trial, usage and the plans. */
export const getSubscription = async (): Promise<Subscription> =>
  (await callApi(billingApi.subscription)).data;

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription(), queryFn: getSubscription, staleTime: 60_000 });

export const useSubscription = () => useQuery(subscriptionQueryOptions());

/** True only once the server said billing is on (hidden while loading, on error and under BILLING=off). */
export const useBillingEnabled = () =>
  useQuery({ ...subscriptionQueryOptions(), select: (s) => s.billingEnabled }).data === true;
