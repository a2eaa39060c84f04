import { billingApi, type Invoice } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invoiceKeys } from './keys';

/** GET /api/user/invoices: the team's invoices, newest first. */
export const getTeamInvoices = async (): Promise<Invoice[]> =>
  (await callApi(billingApi.invoices)).data.invoices;

export const teamInvoicesQueryOptions = () =>
  queryOptions({ queryKey: invoiceKeys.team(), queryFn: getTeamInvoices });

export const useTeamInvoices = () => useQuery(teamInvoicesQueryOptions());
