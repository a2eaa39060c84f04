import type { Invoice, InvoiceStatus } from '@sdp/shared';
import { Download, FileText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatUsdCents } from '@/lib/format';
import { useDownloadInvoice } from '../api/download-invoice';
import { useTeamInvoices } from '../api/team-invoices';

// The team's invoices (docs/invoices.md): number, dates, total, status, and the PDF to download.
// Embedded by the billing screen.

export const INVOICE_STATUS: Record<
  InvoiceStatus,
  { label: string; variant: 'default' | 'success' | 'outline' }
> = {
  open: { label: 'Open', variant: 'default' },
  paid: { label: 'Paid', variant: 'success' },
  void: { label: 'Void', variant: 'outline' },
};

/** The period an invoice covers, e.g. "Mar 1, 2026 – Apr 1, 2026", or null. */
export const invoicePeriod = (i: Pick<Invoice, 'periodStart' | 'periodEnd'>) =>
  i.periodStart && i.periodEnd ? `${formatDate(i.periodStart)} – ${formatDate(i.periodEnd)}` : null;

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoice();
  const status = INVOICE_STATUS[invoice.status];
  const period = invoicePeriod(invoice);
  return (
    <li className="space-y-2 px-4 py-3" data-testid="invoice-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium tabular-nums">{invoice.number}</span>
            <Badge variant={status.variant}>{status.label}</Badge>
            <span className="tabular-nums">{formatUsdCents(invoice.totalCents / 100)}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            Issued {formatDate(invoice.issuedAt)}
            {period && ` · ${period}`}
            {invoice.status === 'paid' && invoice.paidAt && ` · paid ${formatDate(invoice.paidAt)}`}
            {invoice.status === 'open' && invoice.dueAt && ` · due ${formatDate(invoice.dueAt)}`}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          disabled={download.isPending}
          aria-label={`Download invoice ${invoice.number} (PDF)`}
          onClick={() => download.mutate({ id: invoice.id, number: invoice.number })}
        >
          <Download aria-hidden="true" />
          {download.isPending ? 'Downloading…' : 'PDF'}
        </Button>
      </div>
      {download.isError && <Alert variant="error">{errorMessage(download.error)}</Alert>}
    </li>
  );
}

export function InvoiceList() {
  const invoices = useTeamInvoices();
  if (invoices.isPending) {
    return (
      <div className="space-y-2">
        <span role="status" className="sr-only">
          Loading invoices
        </span>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <RetryAlert
        message="Could not load your invoices"
        error={invoices.error}
        onRetry={() => invoices.refetch()}
      />
    );
  }
  if (invoices.data.length === 0) {
    return (
      <EmptyState icon={FileText} title="No invoices yet">
        Invoices appear here when a plan is paid for.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" data-testid="invoice-list">
      {invoices.data.map((i) => (
        <InvoiceRow key={i.id} invoice={i} />
      ))}
    </ul>
  );
}
