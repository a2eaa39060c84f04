// The business facts in visitor words: hours ("Mon–Fri 8 a.m.–6 p.m."), the rating of the pasted
// reviews, the trust items. Only what the operator gave; a missing fact yields nothing.
import type { BusinessReview, OpeningHours } from '@sdp/shared';
import type { BusinessInfo } from '../types';
import type { IconName } from './icons';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const SHORT: Record<string, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
const LONG: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** "08:00" -> "8 a.m.", "13:30" -> "1:30 p.m.", "12:00" -> "noon", "00:00" / "23:59" -> "midnight". */
export function clockText(t: string): string {
  const [h, m] = t.split(':').map(Number);
  if ((h === 0 && m === 0) || (h === 23 && m === 59)) return 'midnight';
  if (h === 12 && m === 0) return 'noon';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

export interface HoursGroup {
  /** First and last day of a run of days with the same hours. */
  from: string;
  to: string;
  /** "8 a.m.–6 p.m." (two ranges joined by ", "), or null when closed. */
  time: string | null;
}

/** The week as runs of consecutive days with the same hours; days not listed are closed. */
export function hoursGroups(hours: readonly OpeningHours[]): HoursGroup[] {
  const byDay = new Map<string, string[]>();
  for (const h of [...hours].sort((a, b) => a.opens.localeCompare(b.opens)))
    byDay.set(h.day, [...(byDay.get(h.day) ?? []), `${clockText(h.opens)}–${clockText(h.closes)}`]);
  const out: HoursGroup[] = [];
  for (const d of DAYS) {
    const time = byDay.get(d)?.join(', ') ?? null;
    const last = out.at(-1);
    if (last && last.time === time) last.to = d;
    else out.push({ from: d, to: d, time });
  }
  return out;
}

const span = (g: HoursGroup, names: Record<string, string>) =>
  g.from === g.to ? names[g.from] : `${names[g.from]}–${names[g.to]}`;

/** Short form for the trust row: the open runs, at most two ("Mon–Fri 8 a.m.–6 p.m., Sat 9 a.m.–noon"). */
export function hoursShort(b: BusinessInfo): string | null {
  if (b.open24h) return 'Open 24/7';
  if (!b.hours?.length) return null;
  const open = hoursGroups(b.hours).filter((g) => g.time);
  if (!open.length) return null;
  if (open.length > 2) {
    const days = open.reduce(
      (n, g) =>
        n + DAYS.indexOf(g.to as (typeof DAYS)[number]) - DAYS.indexOf(g.from as (typeof DAYS)[number]) + 1,
      0,
    );
    return `Open ${days} days a week`;
  }
  return open.map((g) => `${span(g, SHORT)} ${g.time}`).join(', ');
}

/** Every day of the week for the footer: [["Monday–Friday", "8 a.m.–6 p.m."], ["Sunday", "Closed"]]. */
export function hoursTable(b: BusinessInfo): [string, string][] {
  if (b.open24h) return [['Every day', 'Open 24 hours']];
  if (!b.hours?.length) return [];
  return hoursGroups(b.hours).map((g) => [span(g, LONG), g.time ?? 'Closed']);
}

export interface Rating {
  /** Average of the reviews that carry stars, one decimal; null when none do. */
  average: number | null;
  rated: number;
  count: number;
}

export function ratingOf(reviews: readonly BusinessReview[] | undefined): Rating | null {
  if (!reviews?.length) return null;
  const stars = reviews.map((r) => r.rating).filter((r): r is number => typeof r === 'number');
  const average = stars.length
    ? Math.round((stars.reduce((a, r) => a + r, 0) / stars.length) * 10) / 10
    : null;
  return { average, rated: stars.length, count: reviews.length };
}

export interface TrustItem {
  icon: IconName;
  text: string;
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The facts a visitor trusts a local business by, each only when the operator gave it. */
export function trustItems(b: BusinessInfo, builtYear: number): TrustItem[] {
  const out: TrustItem[] = [];
  const rating = ratingOf(b.reviews);
  if (rating?.average != null)
    out.push({
      icon: 'star',
      text: `${rating.average.toFixed(1)} out of 5 from ${plural(rating.rated, 'review')}`,
    });
  else if (rating) out.push({ icon: 'star', text: plural(rating.count, 'customer review') });
  if (b.licenseNumber) out.push({ icon: 'badge', text: `License #${b.licenseNumber}` });
  if (b.insured) out.push({ icon: 'shield', text: 'Insured' });
  if (b.foundedYear && b.foundedYear <= builtYear) {
    const years = builtYear - b.foundedYear;
    out.push({
      icon: 'calendar',
      text:
        years >= 2
          ? `In business since ${b.foundedYear} (${years} years)`
          : `In business since ${b.foundedYear}`,
    });
  }
  const hours = hoursShort(b);
  if (hours) out.push({ icon: 'clock', text: hours });
  return out;
}

/** "March 2025" from "2025-03-14". */
export function monthYear(date: string): string {
  const [y, m] = date.split('-').map(Number);
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${names[m - 1] ?? ''} ${y}`.trim();
}
