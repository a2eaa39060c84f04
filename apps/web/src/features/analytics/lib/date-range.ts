import type { AnalyticsQuery, TimeRange } from '@sdp/shared';
import { shortDate } from '@/lib/format';
import { todayIn } from '../../../lib/time-zone';

// Date ranges of the analytics screens: presets (7/30/90/365 days ending today) or a custom
// from/to (inclusive days of the user's time zone, at most 366 days, not after their today;
// docs/time-zones.md). `zone` defaults to UTC.

export const RANGE_PRESETS = ['7d', '30d', '90d', '365d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '365d': '12 months',
};
export const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;

export type DateRange = { preset: RangePreset } | { preset: 'custom'; from: string; to: string };

export const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (s: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || dayKey(d) !== s ? null : d;
};

/** The from/to days of a range (presets end today in the zone). */
export function rangeDays(
  range: DateRange,
  now = new Date(),
  zone = 'UTC',
): { from: string; to: string; days: number } {
  if (range.preset === 'custom') {
    const from = parseDay(range.from);
    const to = parseDay(range.to);
    const days = from && to ? Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1 : 0;
    return { from: range.from, to: range.to, days };
  }
  const days = Number.parseInt(range.preset, 10);
  const today = new Date(`${todayIn(zone, now)}T00:00:00.000Z`);
  return { from: dayKey(new Date(today.getTime() - (days - 1) * DAY_MS)), to: dayKey(today), days };
}

/** Why a custom range cannot be asked for, or null when it is fine. */
export function customRangeError(from: string, to: string, now = new Date(), zone = 'UTC'): string | null {
  const f = parseDay(from);
  const t = parseDay(to);
  if (!f) return 'From: pick a date';
  if (!t) return 'To: pick a date';
  if (f.getTime() > t.getTime()) return 'From must be on or before To';
  if (t.getTime() > new Date(`${todayIn(zone, now)}T00:00:00.000Z`).getTime())
    return 'To cannot be in the future';
  const days = Math.round((t.getTime() - f.getTime()) / DAY_MS) + 1;
  if (days > MAX_CUSTOM_DAYS) return `At most ${MAX_CUSTOM_DAYS} days (this range has ${days})`;
  return null;
}

/** The query of GET /api/analytics for a range (and an optional site). */
export function analyticsQuery(range: DateRange, websiteId?: string | null): AnalyticsQuery {
  const site = websiteId ? { websiteId } : {};
  if (range.preset === 'custom') return { ...site, from: range.from, to: range.to };
  return { ...site, timeRange: range.preset as TimeRange };
}

/** "Last 30 days" or "Nov 1 – Nov 22, 2026". */
export function describeRange(range: DateRange): string {
  if (range.preset !== 'custom') return `Last ${PRESET_LABELS[range.preset]}`;
  const fmt = (s: string, year: boolean) => shortDate(s, year);
  return `${fmt(range.from, range.from.slice(0, 4) !== range.to.slice(0, 4))} – ${fmt(range.to, true)}`;
}

/** A range from the URL (?range=7d, or ?from&to); anything else is the default (30 days). */
export function rangeFromParams(params: URLSearchParams, now = new Date(), zone = 'UTC'): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && !customRangeError(from, to, now, zone)) return { preset: 'custom', from, to };
  const preset = params.get('range');
  return (RANGE_PRESETS as readonly string[]).includes(preset ?? '')
    ? { preset: preset as RangePreset }
    : { preset: '30d' };
}

/** The URL parameters of a range and an optional site (the default range is left out). */
export function rangeToParams(range: DateRange, siteId?: string | null): Record<string, string> {
  const site: Record<string, string> = siteId ? { site: siteId } : {};
  if (range.preset === 'custom') return { ...site, from: range.from, to: range.to };
  return range.preset === '30d' ? site : { ...site, range: range.preset };
}
