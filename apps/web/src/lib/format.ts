// Number and date formats shared by the screens. A value that is not a finite number shows as '–'.

/** "Nov 3" from "2026-11-03" (a calendar day, not shifted by time zone; a timestamp's day part). */
export function shortDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
