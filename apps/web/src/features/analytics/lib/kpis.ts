import type { Analytics, PerformanceMetrics } from '@sdp/shared';
import { formatCount, formatMoney, formatRate, plural } from '@/lib/format';
import { type Delta, delta } from './delta';

export interface Kpi {
  key: string;
  label: string;
  value: string;
  /** vs the previous period of equal length, when known */
  delta?: Delta | null;
  hint?: string;
}

const conversion = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null);

/**
 * Visitors, pageviews, leads, conversion and revenue of the performance metrics
 * (docs/product/rules.md#performance-metrics), with their deltas.
 */
export function metricsKpis(m: PerformanceMetrics): Kpi[] {
  const prevConv = conversion(m.previous.leads, m.previous.uniqueVisitors);
  return [
    {
      key: 'visitors',
      label: 'Visitors',
      value: formatCount(m.uniqueVisitors),
      delta: delta(m.uniqueVisitors, m.previous.uniqueVisitors),
    },
    {
      key: 'pageviews',
      label: 'Pageviews',
      value: formatCount(m.pageviews),
      delta: delta(m.pageviews, m.previous.pageviews),
    },
    { key: 'leads', label: 'Leads', value: formatCount(m.leads), delta: delta(m.leads, m.previous.leads) },
    {
      key: 'conversion',
      label: 'Conversion rate',
      value: formatRate(m.conversionRate),
      delta: m.conversionRate !== null && prevConv !== null ? delta(m.conversionRate, prevConv) : null,
      hint: 'Leads ÷ visitors',
    },
    {
      key: 'revenue',
      label: 'Revenue',
      value: formatMoney(m.revenue),
      delta: delta(m.revenue, m.previous.revenue),
    },
  ];
}

/** The same five figures for any analytics range (no previous period). */
export function analyticsKpis(a: Analytics): Kpi[] {
  return [
    { key: 'visitors', label: 'Visitors', value: formatCount(a.uniqueVisitors) },
    { key: 'pageviews', label: 'Pageviews', value: formatCount(a.pageviews) },
    {
      key: 'leads',
      label: 'Leads',
      value: formatCount(a.leads),
      hint: `${plural(a.formViews, 'form view')} · ${plural(a.callClicks, 'call click')}`,
    },
    {
      key: 'conversion',
      label: 'Conversion rate',
      value: formatRate(a.conversionRate),
      hint: 'Leads ÷ visitors',
    },
    { key: 'revenue', label: 'Revenue', value: formatMoney(a.revenue) },
  ];
}

/** True when a report has nothing to show yet (no visits, no leads, no revenue). */
export const isEmptyAnalytics = (a: Analytics) =>
  a.pageviews === 0 && a.uniqueVisitors === 0 && a.leads === 0 && a.revenue === 0;

/** Sources as bars (share of the largest), largest first. */
export function sourceBars(sources: Analytics['sources']) {
  const rows = [...sources].sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews);
  const max = Math.max(0, ...rows.map((r) => r.visitors));
  const total = rows.reduce((s, r) => s + r.visitors, 0);
  return rows.map((r) => ({
    ...r,
    share: max > 0 ? r.visitors / max : 0,
    percent: total > 0 ? r.visitors / total : 0,
  }));
}
