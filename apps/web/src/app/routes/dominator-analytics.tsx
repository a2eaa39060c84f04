import { useQueries } from '@tanstack/react-query';
import { TrendingDown, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  analyticsQuery,
  type DateRange,
  DateRangePicker,
  describeRange,
  leadersAndLaggards,
  SitePerformanceTable,
  type SiteRow,
  useAnalytics,
} from '@/features/analytics';
import { demoQuery, IncludeDemoSwitch, useIncludeDemo } from '@/features/demo';
import { PredictionCard } from '@/features/performance';
import { monthToDate } from '@/features/portfolio';
import { rankingsQueryOptions } from '@/features/rankings';
import { RevenueSplitFigures } from '@/features/revenue';
import { formatMoney, plural } from '@/lib/format';
import { useTimeZone } from '@/lib/time-zone';

/** Best rankings of at most this many sites (one rankings read each). */
const RANKED_SITES = 40;

function SiteList({
  title,
  icon: Icon,
  rows,
  tone,
}: {
  title: string;
  icon: typeof Trophy;
  rows: SiteRow[];
  tone: string;
}) {
  return (
    <Card className="min-w-0" data-testid={`sites-${title.toLowerCase()}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className={`size-4 ${tone}`} aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {rows.map((r) => (
              <li
                key={r.siteId}
                className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
              >
                <span className="min-w-0 truncate">
                  {r.name}
                  {r.demo && (
                    <Badge variant="warning" className="ml-2">
                      Demo
                    </Badge>
                  )}
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {formatMoney(r.revenue)} · {plural(r.leads, 'lead')} · {plural(r.visitors, 'visitor')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** /dominator/analytics: per-site performance, leaders and laggards, the portfolio forecast. */
export default function AnalyticsDashboardRoute() {
  const zone = useTimeZone(); // whose today (docs/time-zones.md)
  const [range, setRange] = useState<DateRange>({ preset: '30d' });
  const [includeDemo] = useIncludeDemo();
  const report = useAnalytics({ ...analyticsQuery(range), ...demoQuery(includeDemo) });
  // This month by source, by the same revenue definition as the dashboard and /dominator.
  const month = useAnalytics({ ...monthToDate(new Date(), zone), ...demoQuery(includeDemo) });
  const rows = report.data?.bySite ?? [];
  const ranked = useMemo(
    () => [...rows].sort((a, b) => b.revenue - a.revenue || b.visitors - a.visitors).slice(0, RANKED_SITES),
    [rows],
  );
  const rankings = useQueries({
    queries: ranked.map((r) => ({ ...rankingsQueryOptions(r.siteId), staleTime: 60_000 })),
  });
  const bestRank: Record<string, number | null | undefined> = {};
  ranked.forEach((r, i) => {
    const q = rankings[i];
    if (!q?.data) return;
    const positions = q.data.map((k) => k.latest?.position).filter((p): p is number => typeof p === 'number');
    bestRank[r.siteId] = positions.length ? Math.min(...positions) : null;
  });
  for (const r of rows) if (!(r.siteId in bestRank) && !ranked.includes(r)) bestRank[r.siteId] = null;
  const { leaders, laggards } = leadersAndLaggards(rows);

  return (
    <div data-testid="screen" data-screen="dominator-analytics">
      <PageHeader
        title="Dominator Analytics"
        description="How every site of the portfolio performs: visitors, leads, conversion, revenue and rankings, and where the portfolio is heading."
        actions={
          <>
            <IncludeDemoSwitch />
            {report.data?.demo && <Badge variant="warning">Includes demo data</Badge>}
          </>
        }
      />
      <section
        aria-label="Revenue this month"
        className="mb-6 rounded-xl border border-border bg-card p-4"
        data-testid="analytics-revenue-split"
      >
        <RevenueSplitFigures
          caption="Revenue this month (UTC)"
          split={month.data?.revenueSplit}
          toInvoice={month.data?.toInvoice}
          loading={month.isPending}
        />
      </section>
      <div className="mb-6">
        <DateRangePicker value={range} onChange={setRange} />
      </div>
      <div className="space-y-6">
        {report.isPending ? (
          <Skeleton className="h-64" />
        ) : report.isError ? (
          <RetryAlert
            message="Could not load the portfolio"
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <>
            <SitePerformanceTable
              rows={rows}
              bestRank={bestRank}
              description={`${describeRange(range)} · ${rows.length} site${rows.length === 1 ? '' : 's'} · best ranking is today’s best tracked position`}
            />
            {rows.length > 0 && (
              <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
                <SiteList title="Leaders" icon={Trophy} rows={leaders} tone="text-amber-300" />
                <SiteList title="Laggards" icon={TrendingDown} rows={laggards} tone="text-red-300" />
              </div>
            )}
          </>
        )}
        <PredictionCard title="Portfolio forecast" includeDemo={includeDemo} />
      </div>
    </div>
  );
}
