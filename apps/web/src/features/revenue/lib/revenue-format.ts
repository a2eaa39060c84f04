import type { RevenueMetrics, RevenueResponse } from '@sdp/shared';
import { formatMoney, formatRate } from '@/lib/format';

const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export interface MetricCard {
  key: keyof RevenueMetrics;
  /** The metric's name in words (docs/product/rules.md#revenue-metrics). */
  label: string;
  value: string;
  basis: string;
  /** Why a figure is empty (null ratio). */
  note?: string;
}

const DEFAULT_BASIS: Partial<Record<keyof RevenueMetrics, string>> = {
  totalRevenue: 'Accepted and billed leads plus rent, all time',
  monthlyRevenue: 'This calendar month',
  dailyRevenue: 'Today',
  projectedMonthlyRevenue: 'The last 30 days’ daily average × days in this month',
  profitMargin: '(revenue − cost) ÷ revenue over the last 30 days',
  roi: '(revenue − cost) ÷ cost, all time',
};

/** The six metric cards with exactly the product's names, each with how it is computed. */
export function metricCards(r: RevenueResponse): MetricCard[] {
  const m = r.metrics;
  const basis = (k: keyof RevenueMetrics) => r.basis[k] ?? DEFAULT_BASIS[k] ?? '';
  return [
    {
      key: 'totalRevenue',
      label: 'Total revenue',
      value: formatMoney(m.totalRevenue),
      basis: basis('totalRevenue'),
    },
    {
      key: 'monthlyRevenue',
      label: 'Monthly revenue',
      value: formatMoney(m.monthlyRevenue),
      basis: basis('monthlyRevenue'),
    },
    {
      key: 'dailyRevenue',
      label: 'Daily revenue',
      value: formatMoney(m.dailyRevenue),
      basis: basis('dailyRevenue'),
    },
    {
      key: 'projectedMonthlyRevenue',
      label: 'Projected monthly revenue',
      value: formatMoney(m.projectedMonthlyRevenue),
      basis: basis('projectedMonthlyRevenue'),
    },
    {
      key: 'profitMargin',
      label: 'Profit margin',
      value: formatRate(m.profitMargin),
      basis: basis('profitMargin'),
      ...(m.profitMargin === null ? { note: 'No revenue in the last 30 days' } : {}),
    },
    {
      key: 'roi',
      label: 'ROI',
      value: formatRate(m.roi),
      basis: basis('roi'),
      ...(m.roi === null ? { note: 'No costs recorded yet' } : {}),
    },
  ];
}

/** True when there is nothing to chart: no revenue and no leads in the whole history. */
export const isEmptyRevenue = (r: RevenueResponse) =>
  r.metrics.totalRevenue === 0 && r.history.every((p) => p.revenue === 0 && p.leads === 0);

/** Shares of a breakdown, largest first, for bars (share 0-1 of the largest). */
export function breakdown(values: Record<string, number>, labels?: Record<string, string>) {
  const rows = Object.entries(values)
    .map(([k, v]) => ({ key: k, label: labels?.[k] ?? k, value: ok(v) ? v : 0 }))
    .sort((a, b) => b.value - a.value);
  const max = Math.max(0, ...rows.map((r) => r.value));
  return rows.map((r) => ({ ...r, share: max > 0 ? r.value / max : 0 }));
}
