import { invoicesAdminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/invoices: every team's invoices, filtered by status (the invoices module's). */
export const getAdminInvoices = async (query: { status?: 'open' | 'paid' | 'void' }, signal?: AbortSignal) =>
  (await callApi(invoicesAdminApi.list, { query, signal })).data.invoices;
