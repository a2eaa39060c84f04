import type { SiteRow } from '../lib/leaders';
import { SiteFiguresCard } from './site-figures-card';

/** Per-site figures of a portfolio report, most visited first (scrolls inside its card on phones). */
export function BySiteTable({ rows, onSelect }: { rows: SiteRow[]; onSelect?: (siteId: string) => void }) {
  const sorted = [...rows].sort((a, b) => b.visitors - a.visitors || b.revenue - a.revenue);
  return (
    <SiteFiguresCard
      title="By site"
      description="Each site’s share of the range"
      rows={sorted}
      pageviews
      onSelect={onSelect}
      testId="by-site-table"
      rowTestId="by-site-row"
      tableClassName="min-w-[520px]"
      nameClassName="max-w-56"
    />
  );
}
