import { type AdminInvoice, type InvoiceStatus, invoicesAdminApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { invalidateInvoices, invoiceKeys } from './keys';

/** GET /api/admin/invoices?status=: every team's invoices (platform admins). */
export const getAdminInvoices = async (status: InvoiceStatus | 'all'): Promise<AdminInvoice[]> =>
  (await callApi(invoicesAdminApi.list, { query: status === 'all' ? {} : { status } })).data.invoices;

export const adminInvoicesQueryOptions = (status: InvoiceStatus | 'all') =>
  queryOptions({ queryKey: invoiceKeys.admin(status), queryFn: () => getAdminInvoices(status) });

export const useAdminInvoices = (status: InvoiceStatus | 'all') =>
  useQuery(adminInvoicesQueryOptions(status));

/** POST /api/admin/invoices/:id/mark-paid */
export function useMarkInvoicePaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reference }: { id: string; reference?: string }) =>
      (
        await callApi(invoicesAdminApi.markPaid, {
          params: { id },
          body: reference?.trim() ? { reference: reference.trim() } : {},
        })
      ).data,
    onSuccess: () => invalidateInvoices(qc),
  });
}
