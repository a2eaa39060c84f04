import { DateTime, IANAZone } from 'luxon';

// Calendar days and months in a time zone (docs/time-zones.md). A user's days, weeks and months
// follow their zone (the actor's `timezone`, docs/decisions/012-time-zones.md); work without a user
// (metering windows, rent charges, jobs) passes 'UTC'. Zone arithmetic (offsets, DST, a midnight
// that does not exist) is Luxon's, on the platform's Intl time zone data; never hand-rolled.

export const UTC = 'UTC';

const valid = new Map<string, boolean>();

/** The zone if it is a known IANA zone, else UTC (a stale or odd preference never fails a request). */
export function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone || zone === UTC) return UTC;
  let ok = valid.get(zone);
  if (ok === undefined) {
    ok = IANAZone.isValidZone(zone);
    if (valid.size < 1000) valid.set(zone, ok);
  }
  return ok ? zone : UTC;
}

/**
 * The zone whose days an actor sees (their preference; absent or unknown: UTC). Takes any actor:
 * one narrowed to TeamActor in a signature is still the request's whole actor at run time.
 */
export const zoneOf = (actor: { userId: string; timezone?: string } | null | undefined) =>
  zoneOrUtc(actor?.timezone);

/** A UTC calendar day as YYYY-MM-DD. */
export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function localDay(at: Date | number, zone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (zone === UTC) return new Date(ms).toISOString().slice(0, 10);
  return DateTime.fromMillis(ms, { zone }).toISODate() ?? new Date(ms).toISOString().slice(0, 10);
}

/** The instant a calendar day (YYYY-MM-DD) starts in the zone (its first existing minute). */
export function dayStartIn(day: string, zone: string): Date {
  if (zone === UTC) return new Date(`${day}T00:00:00.000Z`);
  return DateTime.fromISO(day, { zone }).startOf('day').toJSDate();
}

/** Calendar arithmetic on YYYY-MM-DD (no zone involved: a day is a day). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return dayKey(d);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD; negative when `to` is before). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);

/** The first day of the month of a YYYY-MM-DD day, and the number of days of that month. */
export function monthOf(day: string): { first: string; days: number } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return { first: `${day.slice(0, 7)}-01`, days: new Date(Date.UTC(y, m, 0)).getUTCDate() };
}

/**
 * Today and this month in the zone: `today` and `month` (its first day) as YYYY-MM-DD, and the
 * instants they start at (`dayStart`, `monthStart`). Default UTC.
 */
export function periodStarts(now: Date, zone: string = UTC) {
  const today = localDay(now, zone);
  const month = monthOf(today).first;
  return { today, month, dayStart: dayStartIn(today, zone), monthStart: dayStartIn(month, zone) };
}
