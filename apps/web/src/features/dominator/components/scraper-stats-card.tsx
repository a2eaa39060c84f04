import type { ScraperStats } from '@sdp/shared';
import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount, formatDateTime, formatPercent, formatUsdCents } from '@/lib/format';

/**
 * The provider meter (docs/product/rules.md#providers-and-metering). Zero calls means every figure is still
 * an estimate.
 */
export function ScraperStatsCard({ stats }: { stats: ScraperStats | null }) {
  const rows: [string, string][] = stats
    ? [
        ['Total calls', formatCount(stats.totalCalls)],
        ['Success rate', stats.totalCalls ? formatPercent(stats.successRate) : '–'],
        ['Cost per call', formatUsdCents(stats.costPerCall)],
        ['Spend today', formatUsdCents(stats.dailySpend)],
        ['Spend this month', formatUsdCents(stats.monthlySpend)],
        ['Average response', stats.totalCalls ? `${formatCount(stats.avgResponseTime)} ms` : '–'],
        ['Last used', formatDateTime(stats.lastUsed)],
      ]
    : [];
  return (
    <section
      aria-labelledby="scraper-stats-title"
      className="rounded-xl border border-border bg-card p-4 sm:p-6"
      data-testid="scraper-stats"
    >
      <h2 id="scraper-stats-title" className="flex items-center gap-2 text-lg font-semibold">
        <Gauge className="size-5 text-muted-foreground" aria-hidden="true" />
        Data providers
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {!stats
          ? 'The provider meter is not available.'
          : stats.totalCalls === 0
            ? 'No provider calls yet: every figure is an estimate from bundled data. '
            : 'Metered calls to your keyword, SERP and business-count providers. '}
        {stats && (
          <Link to={paths.settingsProviders} className="text-primary underline-offset-4 hover:underline">
            {stats.totalCalls === 0 ? 'Add a provider key in Settings' : 'Keys and usage in Settings'}
          </Link>
        )}
      </p>
      {stats && (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-muted-foreground">{k}</dt>
              <dd className="font-medium tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
