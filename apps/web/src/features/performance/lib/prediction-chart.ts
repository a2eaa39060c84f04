import type { Milestone, Prediction } from '@sdp/shared';
import { numberFormatter } from '@/lib/format';

export type ForecastMetric = 'visitors' | 'leads' | 'revenue';
export const FORECAST_METRICS: { value: ForecastMetric; label: string }[] = [
  { value: 'visitors', label: 'Visitors' },
  { value: 'leads', label: 'Leads' },
  { value: 'revenue', label: 'Revenue' },
];

export interface ForecastChartPoint {
  date: string;
  median: number;
  value: number;
  /** [low, high] for the interval band */
  band: [number, number];
}

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/**
 * Chart rows of one metric: the median line, the scenario's value and the interval band. Bands
 * are ordered (low <= high), and a median outside the band is kept inside it.
 */
export function forecastSeries(p: Prediction, metric: ForecastMetric): ForecastChartPoint[] {
  return (p.metrics[metric] ?? []).map((pt) => {
    const a = finite(pt.low);
    const b = finite(pt.high);
    const low = Math.max(0, Math.min(a, b));
    const high = Math.max(a, b, low);
    const median = Math.min(high, Math.max(low, finite(pt.median)));
    return { date: pt.date, median, value: finite(pt.value), band: [low, high] };
  });
}

/** Whether a series would draw anything (all zero is an empty forecast). */
export const isFlatZero = (s: ForecastChartPoint[]) => s.every((p) => p.band[1] === 0 && p.median === 0);

const fmt = (metric: ForecastMetric, n: number) =>
  metric === 'revenue'
    ? numberFormatter({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n)
    : numberFormatter({ maximumFractionDigits: 0 }).format(n);

export const formatForecast = fmt;

/** The chart's text alternative: the total and its interval over the range. */
export function forecastSummary(p: Prediction, metric: ForecastMetric): string {
  const t = p.totals[metric];
  const name = FORECAST_METRICS.find((m) => m.value === metric)!.label.toLowerCase();
  const days = p.metrics[metric]?.length ?? 0;
  return `Forecast of ${name} over the next ${days} days (${p.scenario} scenario): ${fmt(metric, t.value)}; median ${fmt(
    metric,
    t.median,
  )}, likely between ${fmt(metric, t.low)} and ${fmt(metric, t.high)}.`;
}

/** What the forecast stands on, in words for the screen. */
export function basisLabel(p: Pick<Prediction, 'basis' | 'historyDays'>): string {
  const days = `${p.historyDays} day${p.historyDays === 1 ? '' : 's'}`;
  if (p.basis === 'prior')
    return `From the opportunity estimate: ${days} of history is too little to fit yet`;
  if (p.basis === 'blend') return `The opportunity estimate blended with ${days} of this site’s history`;
  return `Fitted to ${days} of this site’s own history`;
}

const KIND_ORDER: Milestone['kind'][] = [
  'first_visitor',
  'first_lead',
  'ten_leads',
  'first_100',
  'first_1000_month',
  'top_10',
  'top_3',
];

/**
 * Milestones in display order: achieved (newest first), then pending (closest first, ties in the
 * order a site usually reaches them); dismissed last.
 */
export function orderMilestones(list: Milestone[]): Milestone[] {
  const rank = (m: Milestone) => (m.status === 'achieved' ? 0 : m.status === 'pending' ? 1 : 2);
  const share = (m: Milestone) => milestonePercent(m);
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.status === 'achieved'
        ? (b.achievedAt ?? '').localeCompare(a.achievedAt ?? '')
        : share(b) - share(a)) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.siteName.localeCompare(b.siteName),
  );
}

/** Ranking milestones (top_10, top_3): progress is the best position so far (0 = none); lower is better. */
export const isPositionMilestone = (m: Pick<Milestone, 'kind'>) => m.kind === 'top_10' || m.kind === 'top_3';

/** 0-100 progress of a pending milestone (for positions: target ÷ best position). */
export function milestonePercent(m: Pick<Milestone, 'kind' | 'progress' | 'target'>): number {
  if (m.target <= 0 || m.progress <= 0) return 0;
  const share = isPositionMilestone(m) ? m.target / m.progress : m.progress / m.target;
  return Math.max(0, Math.min(100, Math.round(share * 100)));
}

const usd = numberFormatter({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = numberFormatter({ maximumFractionDigits: 1 });

/** "3 / 10", "$40 / $100", "best #14, needs top 10", "not ranked yet". */
export function milestoneProgressText(m: Pick<Milestone, 'kind' | 'progress' | 'target'>): string {
  if (isPositionMilestone(m))
    return m.progress > 0 ? `best #${whole.format(m.progress)}, needs top ${m.target}` : 'not ranked yet';
  const f = m.kind === 'first_100' || m.kind === 'first_1000_month' ? usd : whole;
  return `${f.format(m.progress)} / ${f.format(m.target)}`;
}
