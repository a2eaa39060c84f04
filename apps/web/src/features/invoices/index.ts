export { adminInvoicesQueryOptions, useAdminInvoices, useMarkInvoicePaid } from './api/admin-invoices';
export { downloadInvoice, useDownloadInvoice } from './api/download-invoice';
export { invalidateInvoices, invoiceKeys } from './api/keys';
export { teamInvoicesQueryOptions, useTeamInvoices } from './api/team-invoices';
export { INVOICE_STATUS, InvoiceList, invoicePeriod } from './components/invoice-list';
