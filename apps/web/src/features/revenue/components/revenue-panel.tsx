import type { RevenueResponse } from '@sdp/shared';
import { Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { demoQuery } from '@/features/demo';
import { formatMoney } from '@/lib/format';
import { useRevenue } from '../api/get-revenue';
import { useLiveRevenue } from '../hooks/use-live-revenue';
import { breakdown, isEmptyRevenue, metricCards } from '../lib/revenue-format';
import { BasisInfo } from './basis-info';
import { RentCharges } from './rent-charges';
import { RevenueSplitFigures } from './revenue-split';

const RevenueHistoryChart = lazy(() => import('./revenue-history-chart'));

const TIER_LABEL = { tier1: 'Tier 1', tier2: 'Tier 2', tier3: 'Tier 3' };

function Breakdown({
  title,
  rows,
  basis,
}: {
  title: string;
  rows: ReturnType<typeof breakdown>;
  basis?: string;
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 flex items-center gap-1 text-sm font-medium">
        {title}
        {basis && <BasisInfo label={title} basis={basis} />}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <dl className="space-y-2">
          {rows.slice(0, 8).map((r) => (
            <div key={r.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <dt className="truncate">{r.label}</dt>
                <dd className="font-medium tabular-nums">{formatMoney(r.value)}</dd>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-emerald-400/80"
                  style={{ width: `${r.share * 100}%` }}
                />
              </div>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Metrics({ data }: { data: RevenueResponse }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" data-testid="revenue-metrics">
      {metricCards(data).map((c) => (
        <div
          key={c.key}
          data-metric={c.key}
          className="min-w-0 rounded-lg border border-border bg-background/40 p-3"
        >
          <dt className="flex items-center justify-between gap-1 text-xs font-medium text-muted-foreground">
            {c.label}
            <BasisInfo label={c.label} basis={c.basis} />
          </dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{c.value}</dd>
          {c.note && <dd className="mt-0.5 text-[11px] text-muted-foreground">{c.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * Revenue (docs/product/rules.md#revenue-metrics): this month by source, six figures with their basis,
 * breakdowns, the 30-day history and the rent charges. Demo data only when `includeDemo`.
 */
export function RevenuePanel({ includeDemo = false }: { includeDemo?: boolean }) {
  useLiveRevenue();
  const revenue = useRevenue(demoQuery(includeDemo));
  return (
    <section
      aria-labelledby="revenue-title"
      data-testid="revenue"
      className="min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="revenue-title" className="mb-3 text-lg font-semibold">
        Revenue
      </h2>
      {revenue.isPending ? (
        <div className="space-y-3" data-testid="revenue-loading">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            {[1, 2, 3, 4, 5, 6].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-60" />
        </div>
      ) : revenue.isError ? (
        <Alert variant="error" data-testid="query-error">
          <p className="font-medium">Revenue could not be loaded.</p>
          <p className="mt-1 text-red-200/80">{revenue.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => revenue.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          <RevenueSplitFigures
            caption="This month (UTC)"
            split={revenue.data.thisMonth}
            toInvoice={revenue.data.toInvoice}
            basis={revenue.data.basis}
          />
          <Metrics data={revenue.data} />
          {isEmptyRevenue(revenue.data) ? (
            <EmptyState
              icon={Wallet}
              title="No revenue yet"
              className="py-8"
              action={
                <Button asChild variant="outline">
                  <Link to={paths.dominatorGoldmineDeployment}>Deploy goldmines</Link>
                </Button>
              }
            >
              Revenue comes from accepted leads of your live sites and from rent paid by renters. It shows
              here, by tier and by vertical, as soon as the first lead is accepted.
            </EmptyState>
          ) : (
            <>
              <Suspense fallback={<Skeleton className="h-60" />}>
                <RevenueHistoryChart history={revenue.data.history} />
              </Suspense>
              <div className="grid gap-6 md:grid-cols-2">
                <Breakdown
                  title="Revenue by tier"
                  rows={breakdown(revenue.data.metrics.revenueByTier, TIER_LABEL)}
                />
                <Breakdown
                  title="Revenue by vertical"
                  rows={breakdown(revenue.data.metrics.revenueByVertical)}
                />
              </div>
              <RentCharges charges={revenue.data.charges ?? []} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
