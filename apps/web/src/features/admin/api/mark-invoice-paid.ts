import { invoicesAdminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/invoices/:id/mark-paid: paid by hand, with an optional payment reference. */
export const markInvoicePaid = async (id: string, reference?: string) =>
  (await callApi(invoicesAdminApi.markPaid, { params: { id }, body: reference ? { reference } : {} })).data;
