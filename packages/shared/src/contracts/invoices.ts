import { z } from 'zod';
import { apiSuccess } from './api';
import { INVOICE_STATUSES, invoiceIdParamsSchema, invoiceSchema } from './billing';
import { endpoint } from './endpoint';

// Invoices across all teams, for platform admins (docs/invoices.md): the open ones to chase, and
// marking one paid by hand (a bank transfer, a cheque). The team's own invoices are billingApi's.

export const adminInvoiceSchema = invoiceSchema.extend({
  teamId: z.string(),
  teamName: z.string(),
  /** Who the invoice is addressed to, as printed. */
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  paymentRef: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoicesQuerySchema = z
  .object({ status: z.enum(INVOICE_STATUSES, { error: 'Status must be open, paid or void' }).optional() })
  .strict();

export const markInvoicePaidBodySchema = z
  .object({
    /** The payment's reference (a bank transfer id, a cheque number): stored on the invoice. */
    reference: z.string().trim().max(200, 'Reference must be at most 200 characters').optional(),
  })
  .strict();

export const invoicesAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/invoices',
    query: adminInvoicesQuerySchema,
    response: apiSuccess(z.object({ invoices: z.array(adminInvoiceSchema) })),
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/api/admin/invoices/:id/mark-paid',
    params: invoiceIdParamsSchema,
    body: markInvoicePaidBodySchema,
    response: apiSuccess(adminInvoiceSchema),
  }),
};
