import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatCount, formatDate, numberFormat } from '@/lib/format';
import { adminUsageQueryOptions } from '../api/queries';
import { AdminTable, TableSkeleton } from './table';

/** Dollars to a hundredth of a cent: one call often costs less than a cent. */
const spend = (n: number) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(n);

/** Provider calls, failures and spend per team and provider (from provider_calls). */
export function UsageTab() {
  const usage = useQuery(adminUsageQueryOptions());
  if (usage.isPending) return <TableSkeleton />;
  if (usage.isError)
    return (
      <RetryAlert
        message="Could not load provider usage"
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    );
  const { rows, totals, monthStart, windowStart } = usage.data;
  return (
    <section className="space-y-3" aria-label="Provider usage">
      <p className="text-sm text-muted-foreground">
        This month: since {formatDate(monthStart)} (UTC). Last 30 days: since {formatDate(windowStart)}. Spend
        is the cost recorded with each call.
      </p>
      {rows.length === 0 ? (
        <EmptyState icon={Gauge} title="No provider calls">
          No team made a paid provider call in the last 30 days or this month.
        </EmptyState>
      ) : (
        <AdminTable
          head={[
            'Team',
            'Provider',
            'Calls (month)',
            'Failures (month)',
            'Spend (month)',
            'Calls (30 d)',
            'Failures (30 d)',
            'Spend (30 d)',
          ]}
          testId="admin-usage"
        >
          {rows.map((r) => (
            <tr key={`${r.teamId}:${r.providerId}`}>
              <td className="px-3 py-2">{r.teamName}</td>
              <td className="px-3 py-2">{r.providerId}</td>
              <td className="px-3 py-2 tabular-nums">{formatCount(r.monthCalls)}</td>
              <td className="px-3 py-2 tabular-nums">{formatCount(r.monthFailures)}</td>
              <td className="px-3 py-2 tabular-nums">{spend(r.monthSpendUsd)}</td>
              <td className="px-3 py-2 tabular-nums">{formatCount(r.last30Calls)}</td>
              <td className="px-3 py-2 tabular-nums">{formatCount(r.last30Failures)}</td>
              <td className="px-3 py-2 tabular-nums">{spend(r.last30SpendUsd)}</td>
            </tr>
          ))}
          <tr className="font-medium">
            <td className="px-3 py-2" colSpan={2}>
              All teams
            </td>
            <td className="px-3 py-2 tabular-nums">{formatCount(totals.monthCalls)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(totals.monthFailures)}</td>
            <td className="px-3 py-2 tabular-nums">{spend(totals.monthSpendUsd)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(totals.last30Calls)}</td>
            <td className="px-3 py-2 tabular-nums">{formatCount(totals.last30Failures)}</td>
            <td className="px-3 py-2 tabular-nums">{spend(totals.last30SpendUsd)}</td>
          </tr>
        </AdminTable>
      )}
    </section>
  );
}
