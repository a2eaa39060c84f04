import { useSessionUser } from './session/session-context';

// The signed-in user's time zone (their preferences; docs/time-zones.md): the server cuts every
// day and month in it, so wherever the browser computes "today" itself (the presets' end, this
// month's first day) it uses the same zone. Absent or unknown: UTC, as the server does.

/** The session user's IANA zone, UTC when the me answer has no preferences (yet). */
export function useTimeZone(): string {
  const user = useSessionUser();
  return (user as { preferences?: { timezone?: string } | null } | null)?.preferences?.timezone ?? 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) `now` falls on in the zone (Intl's zone data, never by hand). */
export function todayIn(zone = 'UTC', now = new Date()): string {
  let f = formats.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return now.toISOString().slice(0, 10);
    }
    formats.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
