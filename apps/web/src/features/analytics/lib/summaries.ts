import type { Analytics } from '@sdp/shared';
import { formatMoney, plural, shortDate } from '@/lib/format';

/** A sentence on a daily series: totals and the busiest day (the chart's text alternative). */
export function trafficSummary(daily: Analytics['daily']): string {
  if (daily.length === 0) return 'No days in this range.';
  const sum = (k: 'visitors' | 'pageviews' | 'leads' | 'revenue') => daily.reduce((s, p) => s + p[k], 0);
  const busiest = daily.reduce((b, p) => (p.visitors > b.visitors ? p : b), daily[0]!);
  const range = `${shortDate(daily[0]!.date)} – ${shortDate(daily[daily.length - 1]!.date)}`;
  const parts = [
    `${range}: ${plural(sum('visitors'), 'visitor')}, ${plural(sum('pageviews'), 'pageview')}, ${plural(sum('leads'), 'lead')}`,
  ];
  const revenue = sum('revenue');
  if (revenue > 0) parts.push(`${formatMoney(revenue)} revenue`);
  let text = `${parts.join(', ')}.`;
  if (busiest.visitors > 0)
    text += ` Busiest day ${shortDate(busiest.date)} with ${plural(busiest.visitors, 'visitor')}.`;
  return text;
}
