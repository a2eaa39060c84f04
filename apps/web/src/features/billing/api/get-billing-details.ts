import { type BillingDetails, billingApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

/** GET /api/user/billing: the name, address and tax id printed on invoices. */
export const getBillingDetails = async (): Promise<BillingDetails> =>
  (await callApi(billingApi.billingDetails)).data;

export const billingDetailsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.details(), queryFn: getBillingDetails });

export const useBillingDetails = (enabled = true) => useQuery({ ...billingDetailsQueryOptions(), enabled });
