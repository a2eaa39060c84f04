import { type AnalyticsQuery, type TimeRange, timeRangeDays } from '@sdp/shared';
import { ValidationError } from '../../lib/errors';
import { addDays, dayKey, dayStartIn, daysBetween, localDay, UTC } from '../../lib/periods';

// Date ranges of analytics queries: from/to are inclusive calendar days of the reader's time zone
// (docs/time-zones.md); a timeRange ends today (their today). fromTs/toTs are the instants those
// days start and end at, so a range of local days may start and end inside a UTC day.

export const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_ANALYTICS_RANGE: TimeRange = '30d';

export { dayKey };
export const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export interface DayRange {
  from: string;
  to: string;
  /** The instant `from` starts at in `zone` */
  fromTs: Date;
  /** The instant the day after `to` starts at in `zone` (exclusive end) */
  toTs: Date;
  days: string[];
  /** Whose days (an IANA zone; UTC when absent) */
  zone: string;
}

function parseDay(field: string, value: string): string {
  const d = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || dayKey(d) !== value) {
    throw new ValidationError(`${field}: not a calendar date (${value})`);
  }
  return value;
}

/** `days` calendar days from `from` (YYYY-MM-DD) in the zone. */
export function rangeOfDays(from: string, days: number, zone: string = UTC): DayRange {
  const list = Array.from({ length: days }, (_, i) => addDays(from, i));
  return {
    from: list[0]!,
    to: list[list.length - 1]!,
    fromTs: dayStartIn(from, zone),
    toTs: dayStartIn(addDays(from, days), zone),
    days: list,
    zone,
  };
}

/** The N days of the zone ending with today's (or `now`'s) day. */
export function lastDays(days: number, now = new Date(), zone: string = UTC): DayRange {
  return rangeOfDays(addDays(localDay(now, zone), -(days - 1)), days, zone);
}

/** Resolves from/to or timeRange (default 30 days ending today); 400 naming the field when wrong. */
export function resolveRange(
  q: Pick<AnalyticsQuery, 'from' | 'to' | 'timeRange'>,
  now = new Date(),
  zone: string = UTC,
): DayRange {
  if (q.from === undefined && q.to === undefined) {
    return lastDays(timeRangeDays(q.timeRange ?? DEFAULT_ANALYTICS_RANGE), now, zone);
  }
  if (q.timeRange !== undefined) {
    throw new ValidationError('timeRange: give either timeRange or from/to, not both');
  }
  const to = q.to !== undefined ? parseDay('to', q.to) : localDay(now, zone);
  const from =
    q.from !== undefined
      ? parseDay('from', q.from)
      : addDays(to, -(timeRangeDays(DEFAULT_ANALYTICS_RANGE) - 1));
  if (from > to) {
    throw new ValidationError(`from: must not be after to (${from} > ${to})`);
  }
  const days = daysBetween(from, to) + 1;
  if (days > MAX_RANGE_DAYS) {
    throw new ValidationError(`to: the range is ${days} days; at most ${MAX_RANGE_DAYS} days`);
  }
  return rangeOfDays(from, days, zone);
}
