import type { AdminInvoice } from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { formatDate, numberFormat } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { markInvoicePaid } from '../api/mark-invoice-paid';
import { adminInvoicesQueryOptions, invalidateAdminBilling } from '../api/queries';
import { AdminTable, TableSkeleton } from './table';

const STATUS_VARIANT = { open: 'warning', paid: 'success', void: 'outline' } as const;
const money = (cents: number, currency: string) =>
  numberFormat({ style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** Every team's invoices (open first by default); an admin marks one paid by hand. */
export function InvoicesTab() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<'' | 'open' | 'paid' | 'void'>('open');
  const [pending, setPending] = useState<AdminInvoice | null>(null);
  const [reference, setReference] = useState('');
  const invoices = useQuery(adminInvoicesQueryOptions(status || undefined));
  const markPaid = useMutation({
    mutationFn: (p: { id: string; reference: string }) =>
      markInvoicePaid(p.id, p.reference.trim() || undefined),
    onSuccess: (inv) => {
      toast({ type: 'success', title: `Invoice ${inv.number} marked paid` });
      setPending(null);
      void invalidateAdminBilling(qc);
    },
  });
  return (
    <section className="space-y-3" aria-label="Invoices">
      <Select
        aria-label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as typeof status)}
        className="w-40"
      >
        <option value="open">Open</option>
        <option value="paid">Paid</option>
        <option value="void">Void</option>
        <option value="">Any status</option>
      </Select>
      {invoices.isPending ? (
        <TableSkeleton />
      ) : invoices.isError ? (
        <RetryAlert
          message="Could not load invoices"
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.length === 0 ? (
        <EmptyState icon={Receipt} title="No invoices">
          No invoice has this status.
        </EmptyState>
      ) : (
        <AdminTable
          head={['Number', 'Team', 'Total', 'Status', 'Issued', 'Due', 'Actions']}
          testId="admin-invoices"
        >
          {invoices.data.map((i) => (
            <tr key={i.id}>
              <td className="px-3 py-2 font-mono text-xs">{i.number}</td>
              <td className="px-3 py-2">{i.teamName}</td>
              <td className="px-3 py-2 tabular-nums">{money(i.totalCents, i.currency)}</td>
              <td className="px-3 py-2">
                <Badge variant={STATUS_VARIANT[i.status]}>{i.status}</Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(i.issuedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{i.dueAt ? formatDate(i.dueAt) : '–'}</td>
              <td className="px-3 py-2">
                {i.status === 'open' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      markPaid.reset();
                      setReference('');
                      setPending(i);
                    }}
                  >
                    Mark paid
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pending && (
        <ConfirmDialog
          open
          onClose={() => setPending(null)}
          title={`Mark invoice ${pending.number} paid?`}
          description={
            <span className="block space-y-2">
              <span className="block">
                {money(pending.totalCents, pending.currency)} from {pending.teamName}, paid outside the card
                checkout.
              </span>
              <Input
                aria-label="Payment reference (optional)"
                placeholder="Payment reference (optional)"
                value={reference}
                maxLength={200}
                onChange={(e) => setReference(e.target.value)}
              />
            </span>
          }
          error={markPaid.error}
          pending={markPaid.isPending}
          confirmLabel="Mark paid"
          pendingLabel="Saving…"
          onConfirm={() => markPaid.mutate({ id: pending.id, reference })}
        />
      )}
    </section>
  );
}
