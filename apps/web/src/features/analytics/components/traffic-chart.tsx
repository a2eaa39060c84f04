import type { Analytics } from '@sdp/shared';
import { lazy, Suspense } from 'react';
import { ChartEmpty } from '@/components/charts/chart-empty';
import { Skeleton } from '@/components/ui/skeleton';
import { allZero } from '@/lib/chart-scale';
import { trafficSummary } from '../lib/summaries';

const TrafficChartImpl = lazy(() => import('./traffic-chart-impl'));

/** The daily traffic and leads chart with a text summary for screen readers and a caption. */
export function TrafficChart({
  daily,
  className = 'h-64',
}: {
  daily: Analytics['daily'];
  className?: string;
}) {
  const summary = trafficSummary(daily);
  if (allZero(daily.flatMap((d) => [d.visitors, d.pageviews, d.leads])))
    return (
      <div className={`${className} w-full`} data-testid="traffic-chart">
        <ChartEmpty>No visits or leads in this range.</ChartEmpty>
      </div>
    );
  return (
    <figure className="space-y-2" data-testid="traffic-chart">
      <div role="img" aria-label={summary} className={`${className} w-full overflow-hidden`}>
        <Suspense fallback={<Skeleton className="size-full" />}>
          <TrafficChartImpl daily={daily} />
        </Suspense>
      </div>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
