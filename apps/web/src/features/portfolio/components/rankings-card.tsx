import type { PerformanceMetrics, Site } from '@sdp/shared';
import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { Link } from 'react-router';
import { monitoringHref } from '@/features/notifications';
import { useRankingsOfSites } from '@/features/rankings';
import { formatCount } from '@/lib/format';
import { formatPosition } from '../lib/kpis';
import { bestPositions, topMovers } from '../lib/rankings';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

/** Rankings read for at most this many live sites (one call each). */
const SITES_READ = 8;

/** Keyword counts from the metrics and the biggest position changes of the live sites. */
export function RankingsCard({ metrics, sites }: { metrics?: PerformanceMetrics; sites?: Site[] }) {
  const live = (sites ?? []).filter((s) => s.status === 'live');
  const names = new Map(live.map((s) => [s.id, s.name]));
  const q = useRankingsOfSites(live.slice(0, SITES_READ).map((s) => s.id));
  const moved = topMovers(q.data, 5);
  // Nothing moved (or only one check so far): the best positions instead.
  const movers = moved.length > 0 ? moved : bestPositions(q.data, 5);
  const heading = moved.length > 0 ? 'Top movers' : 'Best positions';
  const tracked = metrics?.keywordsTracked ?? q.data.length;

  return (
    <Section id="portfolio-rankings" title="Rankings" icon={Search}>
      {metrics && (
        <dl className="mb-4 grid grid-cols-4 gap-2 text-center" data-testid="rankings-counts">
          {[
            ['Tracked', formatCount(metrics.keywordsTracked)],
            ['Top 10', formatCount(metrics.keywordsTop10)],
            ['Top 3', formatCount(metrics.keywordsTop3)],
            ['Avg.', formatPosition(metrics.averagePosition)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/50 px-1 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {live.length > 0 && q.isPending ? (
        <RowsSkeleton rows={2} />
      ) : q.error ? (
        <SectionError title="Could not load rankings" error={q.error} onRetry={() => void q.refetch()} />
      ) : movers.length === 0 ? (
        <SectionEmpty>
          {tracked === 0
            ? 'No keywords tracked yet. Add keywords to a live site on the monitoring screen to follow its positions.'
            : `${formatCount(tracked)} ${tracked === 1 ? 'keyword' : 'keywords'} tracked, no positions in the top 100 yet. They appear here after each check.`}
        </SectionEmpty>
      ) : (
        <>
          <h3 className="mb-2 text-sm font-medium">{heading}</h3>
          <ul className="space-y-2" aria-label={heading}>
            {movers.map((m) => (
              <li
                key={m.id}
                className="flex items-center justify-between gap-3 text-sm"
                data-testid="rank-mover"
              >
                <div className="min-w-0">
                  <Link to={monitoringHref(m.siteId)} className="block truncate font-medium hover:underline">
                    {m.keyword}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{names.get(m.siteId) ?? ''}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2 tabular-nums">
                  <span className="text-muted-foreground">
                    {m.position === null ? 'not in top 100' : `#${m.position}`}
                  </span>
                  {m.change !== 0 && (
                    <span
                      className={`inline-flex items-center text-xs font-medium ${m.change > 0 ? 'text-emerald-400' : 'text-red-400'}`}
                    >
                      {m.change > 0 ? (
                        <ArrowUp className="size-3.5" aria-hidden="true" />
                      ) : (
                        <ArrowDown className="size-3.5" aria-hidden="true" />
                      )}
                      <span className="sr-only">{m.change > 0 ? 'up' : 'down'} </span>
                      {Math.abs(m.change)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
