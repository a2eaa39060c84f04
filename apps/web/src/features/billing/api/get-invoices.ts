import { billingApi, type Invoice } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { billingKeys } from './keys';

/** GET /api/user/invoices: the team's invoices, newest first. */
export const getInvoices = async (): Promise<Invoice[]> => (await callApi(billingApi.invoices)).data.invoices;

export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.invoices(), queryFn: getInvoices });

export const useInvoices = (enabled = true) => useQuery({ ...invoicesQueryOptions(), enabled });
