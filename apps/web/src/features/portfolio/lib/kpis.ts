import type { PerformanceMetrics, RevenueResponse, Site } from '@sdp/shared';
import { formatCount, formatUsd } from '@/lib/format';

// The dashboard's KPI row: sites live, visitors and leads of the metrics period (with the change
// against the previous period of equal length), revenue this month, average position.

export type KpiKey = 'sitesLive' | 'visitors' | 'leads' | 'revenue' | 'position';
export interface KpiDelta {
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** Whether the change is good news (a lower position is better). */
  good: boolean;
}
export interface Kpi {
  key: KpiKey;
  label: string;
  value: string;
  hint: string;
  delta: KpiDelta | null;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** An average position like "#4.3"; '–' without ranked keywords. */
export const formatPosition = (n: unknown): string =>
  finite(n) && n > 0 ? `#${Math.round(n * 10) / 10}` : '–';

/** Change against the previous period: "+25%", "−10%", "new" (from zero), "no change"; null when both are zero. */
export function formatDelta(current: number, previous: number, lowerIsBetter = false): KpiDelta | null {
  if (!finite(current) || !finite(previous)) return null;
  if (current === previous)
    return current === 0 ? null : { text: 'no change', direction: 'flat', good: true };
  const direction = current > previous ? 'up' : 'down';
  const good = lowerIsBetter ? direction === 'down' : direction === 'up';
  if (previous === 0) return { text: 'new', direction, good };
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (pct === 0) return { text: 'no change', direction: 'flat', good: true };
  return { text: `${pct > 0 ? '+' : '−'}${Math.abs(pct)}%`, direction, good };
}

/** Days covered by the metrics (from..to inclusive), 30 when unknown. */
export function periodDays(from?: string, to?: string): number {
  const a = Date.parse(from ?? '');
  const b = Date.parse(to ?? '');
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return 30;
  return Math.round((b - a) / 86_400_000) + 1;
}

export function portfolioKpis(input: {
  sites?: Site[];
  metrics?: PerformanceMetrics;
  revenue?: RevenueResponse;
}): Kpi[] {
  const { sites, metrics: m, revenue } = input;
  const live = sites?.filter((s) => s.status === 'live').length;
  const days = periodDays(m?.from, m?.to);
  const monthly = revenue?.metrics.monthlyRevenue ?? m?.monthlyRevenue;
  return [
    {
      key: 'sitesLive',
      label: 'Sites live',
      value: formatCount(live),
      hint: sites ? `${formatCount(sites.length)} ${sites.length === 1 ? 'site' : 'sites'} in all` : '',
      delta: null,
    },
    {
      key: 'visitors',
      label: `Visitors (${days} days)`,
      value: formatCount(m?.uniqueVisitors),
      hint: m ? `${formatCount(m.pageviews)} page views` : '',
      delta: m ? formatDelta(m.uniqueVisitors, m.previous.uniqueVisitors) : null,
    },
    {
      key: 'leads',
      label: `Leads (${days} days)`,
      value: formatCount(m?.leads),
      hint:
        m && finite(m.conversionRate)
          ? `${Math.round(m.conversionRate * 1000) / 10}% of visitors`
          : m
            ? 'No visitors yet'
            : '',
      delta: m ? formatDelta(m.leads, m.previous.leads) : null,
    },
    {
      key: 'revenue',
      label: 'Revenue this month',
      value: formatUsd(monthly),
      hint: revenue ? `${formatUsd(revenue.metrics.totalRevenue)} all time` : '',
      delta: null,
    },
    {
      key: 'position',
      label: 'Average position',
      value: formatPosition(m?.averagePosition),
      hint: !m
        ? ''
        : m.keywordsTracked === 0
          ? 'No keywords tracked yet'
          : `${formatCount(m.keywordsTop10)} of ${formatCount(m.keywordsTracked)} keywords in the top 10`,
      delta: null,
    },
  ];
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The chart's text alternative: the period and its totals. */
export const trendSummary = (a: {
  from: string;
  to: string;
  uniqueVisitors: number;
  pageviews: number;
  leads: number;
  revenue: number;
}): string =>
  `${a.from} to ${a.to}: ${plural(a.uniqueVisitors, 'visitor', 'visitors')}, ${plural(a.pageviews, 'page view', 'page views')}, ${plural(a.leads, 'lead', 'leads')} and ${formatUsd(a.revenue)} revenue.`;
