import type { RevenueSplit } from '@sdp/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsdCents } from '@/lib/format';
import { BasisInfo } from './basis-info';

// The one revenue definition's figures (docs/product/rules.md#revenue-metrics), the same on the
// dashboard, /dominator, a site's screen and /dominator/analytics: booked rent, lead income, call
// income and rent still to be invoiced. Each carries a data-testid so the screens can be compared.

const BASIS = {
  rent: 'Rent booked per rental and calendar month (UTC): a whole month’s rent on the 1st; a partial month prorated by day (days rented ÷ days in the month), on the day the rental starts.',
  leadIncome: 'Accepted or billed form leads, each at its renter’s price per lead, dated by arrival.',
  callIncome: 'Accepted or billed qualified calls, each at its renter’s price per call, dated by arrival.',
  toInvoice: 'Rent booked so far that is not marked invoiced yet (all months).',
};

export function RevenueSplitFigures({
  split,
  toInvoice,
  caption,
  basis,
  loading = false,
}: {
  split?: RevenueSplit;
  toInvoice?: number;
  /** What period the split covers, e.g. "This month (UTC)". */
  caption: string;
  basis?: Record<string, string>;
  loading?: boolean;
}) {
  const figures = [
    { key: 'rent', label: 'Booked rent', value: split?.rent, testId: 'revenue-booked-rent' },
    { key: 'leadIncome', label: 'Lead income', value: split?.leadIncome, testId: 'revenue-lead-income' },
    { key: 'callIncome', label: 'Call income', value: split?.callIncome, testId: 'revenue-call-income' },
    { key: 'toInvoice', label: 'Still to be invoiced', value: toInvoice, testId: 'revenue-to-invoice' },
  ] as const;
  return (
    <div className="@container min-w-0" data-testid="revenue-split">
      <p className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">{caption}</p>
      <dl className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className="min-w-0 rounded-lg border border-border bg-background/40 p-3">
            <dt className="flex items-center justify-between gap-1 text-xs font-medium text-muted-foreground">
              {f.label}
              <BasisInfo label={f.label} basis={basis?.[f.key] ?? BASIS[f.key]} />
            </dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">
              {loading ? (
                <Skeleton className="h-7 w-20" />
              ) : (
                <span data-testid={f.testId}>{formatUsdCents(f.value)}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
