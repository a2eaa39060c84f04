import type { ScraperStats } from '@sdp/shared';
import { Gauge } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCost, type ProviderUsageRow, useProviderUsage } from '@/features/providers';
import { errorMessage } from '@/lib/api-error';
import { numberFormatter } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/describe-device';

export const NO_CALLS_NOTE =
  'No provider calls yet. With no key, every figure is an estimate from the bundled data.';

const whole = numberFormatter({ maximumFractionDigits: 0 });

/** The meter's figures for one provider or for all of them. */
export function usageFigures(stats: ScraperStats & Partial<Pick<ProviderUsageRow, 'successes'>>) {
  const calls = stats.totalCalls;
  const success = calls
    ? `${Math.round(stats.successRate * 10) / 10}%${
        stats.successes !== undefined ? ` (${whole.format(stats.successes)} of ${whole.format(calls)})` : ''
      }`
    : '–';
  return [
    ['Total calls', whole.format(calls)],
    ['Success rate', success],
    ['Spend today', formatCost(stats.dailySpend)],
    ['Spend this month', formatCost(stats.monthlySpend)],
    ['Average response', calls ? `${whole.format(stats.avgResponseTime)} ms` : '–'],
    ['Last used', stats.lastUsed ? formatDateTime(stats.lastUsed) : 'Never'],
  ] as const;
}

function UsageRow({
  title,
  stats,
  total,
}: {
  title: string;
  stats: ScraperStats & { successes?: number };
  total?: boolean;
}) {
  return (
    <li
      className={cn('rounded-lg border border-border p-4', total ? 'bg-muted/40' : 'bg-background/40')}
      data-testid={total ? 'provider-usage-total' : 'provider-usage-row'}
    >
      <h5 className="text-sm font-semibold">{title}</h5>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 xl:grid-cols-6">
        {usageFigures(stats).map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Usage from the provider meter: every call, successful or not, with its cost and duration. */
export function ProviderUsagePanel() {
  const usage = useProviderUsage();
  const data = usage.data;

  return (
    <div className="space-y-3" data-testid="provider-usage">
      <div>
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <Gauge className="size-4 text-muted-foreground" aria-hidden="true" />
          Usage
        </h4>
        <p className="mt-1 text-sm text-muted-foreground">
          From the meter: every provider call of your team, successful or not, with what it cost. Days and
          months are UTC.
        </p>
      </div>
      {usage.isPending ? (
        <div className="space-y-2">
          <span role="status" className="sr-only">
            Loading usage
          </span>
          <Skeleton className="h-24" />
        </div>
      ) : usage.isError ? (
        <Alert variant="error">{errorMessage(usage.error)}</Alert>
      ) : !data || data.scraperStats.totalCalls === 0 ? (
        <p
          className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground"
          data-testid="provider-usage-empty"
        >
          {NO_CALLS_NOTE}
        </p>
      ) : (
        <ul className="space-y-3">
          <UsageRow
            title="All providers"
            stats={{
              ...data.scraperStats,
              successes: data.byProvider.reduce((n, row) => n + (row.successes ?? 0), 0),
            }}
            total
          />
          {data.byProvider.map((row) => (
            <UsageRow key={row.providerId} title={row.name} stats={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
