import { type AnalyticsQuery, type TimeRange, timeRangeDays } from '@sdp/shared';
import { ValidationError } from '../../lib/errors';
import { dayKey } from '../../lib/periods';

// Date ranges of analytics queries: from/to are inclusive UTC days; a timeRange ends today.

export const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_ANALYTICS_RANGE: TimeRange = '30d';

export { dayKey };
export const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export interface DayRange {
  from: string;
  to: string;
  /** 00:00 UTC of `from` */
  fromTs: Date;
  /** 00:00 UTC of the day after `to` (exclusive end) */
  toTs: Date;
  days: string[];
}

function parseDay(field: string, value: string): Date {
  const d = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || dayKey(d) !== value) {
    throw new ValidationError(`${field}: not a calendar date (${value})`);
  }
  return d;
}

export function rangeOfDays(fromTs: Date, days: number): DayRange {
  const list = Array.from({ length: days }, (_, i) => dayKey(new Date(fromTs.getTime() + i * DAY_MS)));
  return {
    from: list[0]!,
    to: list[list.length - 1]!,
    fromTs,
    toTs: new Date(fromTs.getTime() + days * DAY_MS),
    days: list,
  };
}

/** The N UTC days ending with today's (or `now`'s) day. */
export function lastDays(days: number, now = new Date()): DayRange {
  return rangeOfDays(new Date(dayStart(now).getTime() - (days - 1) * DAY_MS), days);
}

/** Resolves from/to or timeRange (default 30 days ending today); 400 naming the field when wrong. */
export function resolveRange(
  q: Pick<AnalyticsQuery, 'from' | 'to' | 'timeRange'>,
  now = new Date(),
): DayRange {
  if (q.from === undefined && q.to === undefined) {
    return lastDays(timeRangeDays(q.timeRange ?? DEFAULT_ANALYTICS_RANGE), now);
  }
  if (q.timeRange !== undefined) {
    throw new ValidationError('timeRange: give either timeRange or from/to, not both');
  }
  const to = q.to !== undefined ? parseDay('to', q.to) : dayStart(now);
  const from =
    q.from !== undefined
      ? parseDay('from', q.from)
      : new Date(to.getTime() - (timeRangeDays(DEFAULT_ANALYTICS_RANGE) - 1) * DAY_MS);
  if (from.getTime() > to.getTime()) {
    throw new ValidationError(`from: must not be after to (${dayKey(from)} > ${dayKey(to)})`);
  }
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) {
    throw new ValidationError(`to: the range is ${days} days; at most ${MAX_RANGE_DAYS} days`);
  }
  return rangeOfDays(from, days);
}
