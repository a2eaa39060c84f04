import type { ActivityEntry } from '@sdp/shared';

export interface ActivityDay {
  /** YYYY-MM-DD in the browser's time zone. */
  key: string;
  label: string;
  entries: ActivityEntry[];
}

const localKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Entries (newest first) grouped by local day: "Today", "Yesterday", else the date. */
export function groupByDay(entries: ActivityEntry[], now = new Date()): ActivityDay[] {
  const today = localKey(now);
  const yesterday = localKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const when = new Date(entry.when);
    const key = localKey(when);
    let day = days.at(-1);
    if (!day || day.key !== key) {
      const label =
        key === today
          ? 'Today'
          : key === yesterday
            ? 'Yesterday'
            : when.toLocaleDateString(undefined, {
                weekday: 'long',
                year: 'numeric',
                month: 'long',
                day: 'numeric',
              });
      day = { key, label, entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
  }
  return days;
}

/** The local time of day of an ISO time, e.g. "14:05". */
export const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
