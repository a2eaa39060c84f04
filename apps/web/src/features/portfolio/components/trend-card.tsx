import { LineChart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '@/features/analytics';
import { demoQuery } from '@/features/demo';
import { formatCount, formatUsd } from '@/lib/format';
import { trendSummary } from '../lib/kpis';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

const TrendChart = lazy(() => import('./trend-chart'));

/** The last 30 days of visitors, leads and revenue across the portfolio, with a text alternative. */
export function TrendCard({ className, includeDemo = false }: { className?: string; includeDemo?: boolean }) {
  // Demo sites only with the screen's "Include demo data" switch (docs/product/rules.md#demo-portfolio).
  const q = useAnalytics({ timeRange: '30d', ...demoQuery(includeDemo) });
  const a = q.data;
  const empty = a && a.uniqueVisitors === 0 && a.leads === 0 && a.revenue === 0;
  return (
    <Section id="portfolio-trend" title="Last 30 days" icon={LineChart} className={className}>
      {q.isPending ? (
        <RowsSkeleton rows={4} />
      ) : q.isError ? (
        <SectionError
          title="Could not load the 30-day trend"
          error={q.error}
          onRetry={() => void q.refetch()}
        />
      ) : !a || empty ? (
        <SectionEmpty>
          No visits yet. Once your live sites get visitors, their daily visits, leads and revenue are charted
          here.
        </SectionEmpty>
      ) : (
        <figure className="space-y-3">
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <TrendChart daily={a.daily} />
          </Suspense>
          <figcaption className="text-sm text-muted-foreground" data-testid="trend-summary">
            {trendSummary(a)}
          </figcaption>
          <details className="text-sm">
            <summary className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Show the figures as a table
            </summary>
            <div className="mt-2 max-h-64 overflow-auto">
              <table className="w-full text-left text-xs tabular-nums">
                <caption className="sr-only">Visitors, leads and revenue per day</caption>
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Day
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      Visitors
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">
                      Leads
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Revenue
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.daily.map((d) => (
                    <tr key={d.date} className="border-t border-border">
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {d.date}
                      </th>
                      <td className="py-1 pr-2 text-right">{formatCount(d.visitors)}</td>
                      <td className="py-1 pr-2 text-right">{formatCount(d.leads)}</td>
                      <td className="py-1 text-right">{formatUsd(d.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      )}
    </Section>
  );
}
