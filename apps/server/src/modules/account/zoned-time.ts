// Wall-clock times in a user's time zone without a time-zone library: Intl tells the local date
// and hour of an instant, and the instant of a local time is found from the zone's offset (read
// twice, so a time next to a daylight-saving change lands on the right side).

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

function fields(at: Date, timeZone: string) {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, Number(x.value)]),
  );
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The local date and hour of an instant in a zone. */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const { year, month, day, hour } = fields(at, timeZone);
  return { year, month, day, hour };
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const p = fields(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date and hour happen in a zone (month 1-12; day may be 0 or past the month's end). */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** YYYY-MM-DD of a local date (normalised, e.g. day 0 is the last day of the month before). */
export function localDayKey(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
