import type { Invoice, InvoiceStatus } from '@sdp/shared';
import { Download, FileText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/get-invoices';
import { formatCents } from '../lib/billing-text';

const STATUS: Record<InvoiceStatus, { label: string; variant: 'success' | 'warning' | 'outline' }> = {
  open: { label: 'Open', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  void: { label: 'Void', variant: 'outline' },
};

const period = (i: Invoice) =>
  i.periodStart && i.periodEnd ? `${formatDate(i.periodStart)} – ${formatDate(i.periodEnd)}` : '–';

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoice();
  const status = STATUS[invoice.status];
  return (
    <tr className="border-t border-border" data-testid="invoice-row">
      <td className="px-3 py-2 font-medium">{invoice.number}</td>
      <td className="px-3 py-2">{formatDate(invoice.issuedAt)}</td>
      <td className="px-3 py-2 text-muted-foreground">{period(invoice)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatCents(invoice.totalCents)}</td>
      <td className="px-3 py-2">
        <Badge variant={status.variant}>{status.label}</Badge>
      </td>
      <td className="px-3 py-2 text-right">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download PDF of invoice ${invoice.number}`}
          disabled={download.isPending}
          onClick={() => download.mutate({ id: invoice.id, number: invoice.number })}
        >
          <Download aria-hidden="true" />
          {download.isPending ? 'Downloading…' : 'Download PDF'}
        </Button>
        {download.isError && (
          <Alert variant="error" className="mt-2 text-left">
            {errorMessage(download.error)}
          </Alert>
        )}
      </td>
    </tr>
  );
}

/** The team's invoices: number, date, period, total, status and the PDF. */
export function InvoicesTable() {
  const invoices = useInvoices();
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium">Invoices</h3>
      {invoices.isPending ? (
        <Skeleton className="h-24" />
      ) : invoices.isError ? (
        <RetryAlert
          message="Could not load invoices"
          error={invoices.error}
          onRetry={() => invoices.refetch()}
        />
      ) : invoices.data.length === 0 ? (
        <EmptyState icon={FileText} title="No invoices yet">
          An invoice is issued for each paid period; it appears here with its PDF.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-sm" data-testid="invoices-table">
            <caption className="sr-only">Invoices</caption>
            <thead className="bg-muted/40 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Number
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Period
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  <span className="sr-only">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((i) => (
                <InvoiceRow key={i.id} invoice={i} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
