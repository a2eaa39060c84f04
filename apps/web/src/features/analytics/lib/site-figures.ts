import { formatCount, formatMoney, formatRate } from '@/lib/format';
import type { SiteRow } from './leaders';

/** A figure of a site row: its column heading and the formatted value. */
export interface SiteFigure {
  label: string;
  value: (r: SiteRow) => string;
}

/** A best position as "#4.3"; '–' when unranked, '…' while unknown. */
export const formatBestRank = (best: number | null | undefined) =>
  best === undefined ? '…' : best === null ? '–' : `#${Math.round(best * 10) / 10}`;

/** The figures shown for each site, in order: pageviews and best ranking only when asked for. */
export function siteFigures({
  pageviews = false,
  bestRank,
}: {
  pageviews?: boolean;
  bestRank?: Record<string, number | null | undefined>;
}): SiteFigure[] {
  return [
    { label: 'Visitors', value: (r) => formatCount(r.visitors) },
    ...(pageviews ? [{ label: 'Pageviews', value: (r: SiteRow) => formatCount(r.pageviews) }] : []),
    { label: 'Leads', value: (r) => formatCount(r.leads) },
    { label: 'Conversion', value: (r) => formatRate(r.visitors > 0 ? r.leads / r.visitors : null) },
    { label: 'Revenue', value: (r) => formatMoney(r.revenue) },
    ...(bestRank
      ? [{ label: 'Best ranking', value: (r: SiteRow) => formatBestRank(bestRank[r.siteId]) }]
      : []),
  ];
}
