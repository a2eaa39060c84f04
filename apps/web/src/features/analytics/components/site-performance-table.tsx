import type { SiteRow } from '../lib/leaders';
import { SiteFiguresCard } from './site-figures-card';

/**
 * Per-site performance of the portfolio: visitors, leads, conversion, revenue and, when given,
 * the best current ranking of each site. Sorted by revenue.
 */
export function SitePerformanceTable({
  rows,
  bestRank,
  description,
}: {
  rows: SiteRow[];
  /** siteId -> best latest position (lower is better), undefined while unknown */
  bestRank?: Record<string, number | null | undefined>;
  description?: string;
}) {
  const sorted = [...rows].sort(
    (a, b) => b.revenue - a.revenue || b.leads - a.leads || b.visitors - a.visitors,
  );
  return (
    <SiteFiguresCard
      title="Sites"
      description={description}
      rows={sorted}
      bestRank={bestRank}
      testId="site-performance-table"
      rowTestId="site-performance-row"
      tableClassName="min-w-[600px]"
      nameClassName="max-w-64"
    />
  );
}
