import type { PerformanceMetrics, RevenueResponse, Site } from '@sdp/shared';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { type Kpi, portfolioKpis } from '../lib/kpis';

function DeltaNote({ delta }: { delta: NonNullable<Kpi['delta']> }) {
  const Icon = delta.direction === 'up' ? ArrowUpRight : delta.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium',
        delta.direction === 'flat'
          ? 'text-muted-foreground'
          : delta.good
            ? 'text-emerald-400'
            : 'text-red-400',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {delta.text}
      <span className="sr-only"> against the previous period</span>
    </span>
  );
}

/** Five portfolio figures; each card shows '–' until its source has answered. */
export function KpiRow({
  sites,
  metrics,
  revenue,
  loading,
}: {
  sites?: Site[];
  metrics?: PerformanceMetrics;
  revenue?: RevenueResponse;
  loading: { sites: boolean; metrics: boolean; revenue: boolean };
}) {
  const cards = portfolioKpis({ sites, metrics, revenue });
  const pending = (k: Kpi['key']) =>
    k === 'sitesLive'
      ? loading.sites
      : k === 'revenue'
        ? loading.revenue && loading.metrics
        : loading.metrics;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="kpi-row">
      {cards.map((c) => (
        <div
          key={c.key}
          data-testid={`kpi-${c.key}`}
          className={cn(
            'min-w-0 rounded-xl border border-border bg-card p-4',
            c.key === 'position' && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-xs font-medium uppercase leading-tight tracking-wide text-muted-foreground">
            {c.label}
          </dt>
          <dd className="mt-1">
            {pending(c.key) ? (
              <Skeleton className="h-8 w-20" />
            ) : (
              <span className="block text-2xl font-bold tabular-nums" data-testid="kpi-value">
                {c.value}
              </span>
            )}
            <span className="mt-1 flex min-h-4 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {c.delta && <DeltaNote delta={c.delta} />}
              {!pending(c.key) && c.hint && <span className="truncate">{c.hint}</span>}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
