import type { InvoiceStatus } from '@sdp/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of invoices (docs/invoices.md): the team's, and every team's for platform admins. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  team: () => ['invoices', 'team'] as const,
  admin: (status: InvoiceStatus | 'all') => ['invoices', 'admin', status] as const,
};

/** After an invoice is issued or paid (a plan change, a payment, an admin's mark-paid). */
export const invalidateInvoices = (qc: QueryClient) => qc.invalidateQueries({ queryKey: invoiceKeys.all });
