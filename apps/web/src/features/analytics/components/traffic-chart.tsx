import type { Analytics } from '@sdp/shared';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
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
