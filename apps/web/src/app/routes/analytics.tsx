import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StartActions } from '@/components/start-actions';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  analyticsKpis,
  analyticsQuery,
  BySiteTable,
  type DateRange,
  DateRangePicker,
  describeRange,
  isEmptyAnalytics,
  KpiRow,
  KpiRowSkeleton,
  rangeFromParams,
  rangeToParams,
  SitePicker,
  SourcesCard,
  TopPagesCard,
  TrafficChart,
  useAnalytics,
  useSiteOptions,
} from '@/features/analytics';
import { useTimeZone } from '@/lib/time-zone';

/** /analytics (docs/product/screens.md#analytics): any range, one site or all. */
export default function AnalyticsRoute() {
  const zone = useTimeZone(); // whose today (docs/time-zones.md)
  // Range and site live in the URL (?range=7d | ?from&to, ?site=): shareable and kept on reload.
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, new Date(), zone);
  const siteId = params.get('site');
  const setRange = (r: DateRange) => setParams(rangeToParams(r, siteId), { replace: true });
  const setSiteId = (id: string | null) => setParams(rangeToParams(range, id), { replace: true });
  const sites = useSiteOptions();
  const report = useAnalytics(analyticsQuery(range, siteId));
  const a = report.data;
  const hasSites = (sites.data?.length ?? 0) > 0;

  return (
    <div data-testid="screen" data-screen="analytics">
      <PageHeader
        title="Analytics"
        description="Performance metrics & insights: visitors, sources, pages, leads and revenue from your sites’ own beacon."
        actions={a?.demo ? <Badge variant="warning">Includes demo data</Badge> : undefined}
      />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <DateRangePicker value={range} onChange={setRange} />
        <SitePicker
          sites={sites.data ?? []}
          value={siteId}
          onChange={setSiteId}
          label="Sites"
          allLabel="All sites"
        />
      </div>
      {report.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <KpiRowSkeleton />
          <Skeleton className="h-72" />
        </div>
      ) : report.isError ? (
        <RetryAlert
          message="Could not load analytics"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching} data-testid="analytics-report">
          <KpiRow
            kpis={analyticsKpis(a!)}
            caption={`${describeRange(range)} (${a!.from} to ${a!.to}, UTC days).`}
          />
          {isEmptyAnalytics(a!) ? (
            <EmptyState
              icon={BarChart3}
              title="No visits yet — deploy a site or load the demo portfolio"
              action={<StartActions />}
            >
              {hasSites
                ? 'Your sites have no visits in this range. Each live page sends a cookie-less beacon; figures appear seconds after a visit.'
                : 'Analytics come from the beacon on your deployed sites.'}
            </EmptyState>
          ) : (
            <>
              <Card className="min-w-0">
                <CardHeader>
                  <CardTitle className="text-base">Traffic and leads</CardTitle>
                  <CardDescription>Per day</CardDescription>
                </CardHeader>
                <CardContent>
                  <TrafficChart daily={a!.daily} className="h-72" />
                </CardContent>
              </Card>
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <SourcesCard sources={a!.sources} />
                <TopPagesCard pages={a!.topPages} />
              </div>
              {a!.bySite && <BySiteTable rows={a!.bySite} onSelect={setSiteId} />}
            </>
          )}
        </div>
      )}
    </div>
  );
}
