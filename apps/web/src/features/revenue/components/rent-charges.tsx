import type { RentCharge } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatDateTime, formatUsdCents, shortDate } from '@/lib/format';
import { useInvoiceCharge } from '../api/invoice-charge';

/** Rent charges, one row per rental and month, with "Mark invoiced" for owners and admins. */
export function RentCharges({
  charges,
  max = 12,
  showSite = true,
}: {
  charges: RentCharge[];
  max?: number;
  /** Off on a single site's screen, where every charge is that site's. */
  showSite?: boolean;
}) {
  const invoice = useInvoiceCharge();
  // Members see the charges; owners and admins mark them (docs/teams.md#roles).
  const mayInvoice = useCurrentTeamPermissions()?.manageRenters !== false;
  if (charges.length === 0) return null;
  const last = (end: string) =>
    new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return (
    <div className="min-w-0" data-testid="rent-charges">
      <h3 className="mb-2 text-sm font-medium">Rent charges</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              {showSite && <th className="py-1 pr-3 font-medium">Site</th>}
              <th className="py-1 pr-3 font-medium">Period</th>
              <th className="py-1 pr-3 text-right font-medium">Amount</th>
              <th className="py-1 font-medium">Invoiced</th>
            </tr>
          </thead>
          <tbody>
            {charges.slice(0, max).map((c) => (
              <tr key={c.id} className="border-t border-border" data-testid="rent-charge">
                {showSite && (
                  <td className="py-1.5 pr-3">
                    <span className="truncate">{c.siteName}</span>
                    {c.demo && (
                      <Badge variant="warning" className="ml-2">
                        Demo
                      </Badge>
                    )}
                  </td>
                )}
                <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">
                  {shortDate(c.periodStart)} – {shortDate(last(c.periodEnd))}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatUsdCents(c.amount)}</td>
                <td className="py-1.5">
                  {c.invoicedAt ? (
                    <span className="text-muted-foreground">{formatDateTime(c.invoicedAt)}</span>
                  ) : !mayInvoice ? (
                    <span className="text-muted-foreground">Not invoiced</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={invoice.isPending}
                      onClick={() => invoice.mutate(c.id)}
                    >
                      Mark invoiced
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invoice.isError && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {invoice.error.message}
        </p>
      )}
    </div>
  );
}
