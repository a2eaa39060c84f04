import { formatDateTime, formatMediumDate } from '@/lib/format';
/** "just now", "5 min ago", "3 h ago", "2 d ago", else the date (for notification and insight times). */
export function timeAgo(at: string | number | Date, now: number = Date.now()): string {
  const t = new Date(at).getTime();
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.round(h / 24);
  if (d < 7) return `${d} d ago`;
  return formatMediumDate(t);
}

/** Full date and time for a title/tooltip. */
export const fullTime = (at: string | number | Date): string => {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : formatDateTime(d.toISOString());
};
