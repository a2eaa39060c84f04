// The business's own hours and phone in words, as the pages may state them (docs/product/rules.md#site-copy):
// "Monday to Friday, 8 a.m. to 6 p.m.; Saturday, 9 a.m. to noon". Open 24 hours wins over hours.
import type { OpeningHours } from '@sdp/shared';
import type { BusinessInfo } from '../types';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "08:00" -> "8 a.m.", "12:00" -> "noon", "00:00" -> "midnight", "17:30" -> "5:30 p.m.". */
export function timeInWords(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (m === 0 && h === 12) return 'noon';
  if (m === 0 && (h === 0 || h === 24)) return 'midnight';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** Weekly hours in words, consecutive days with the same hours joined; '' when none are given. */
export function hoursInWords(hours: readonly OpeningHours[] | undefined): string {
  if (!hours?.length) return '';
  const byDay = DAYS.map((d) =>
    hours
      .filter((x) => x.day === d)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((x) => `${timeInWords(x.opens)} to ${timeInWords(x.closes)}`)
      .join(' and '),
  );
  const runs: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!byDay[i]) continue;
    let j = i;
    while (j + 1 < 7 && byDay[j + 1] === byDay[i]) j++;
    const days =
      j === i
        ? DAY_NAMES[i]
        : j === i + 1
          ? `${DAY_NAMES[i]} and ${DAY_NAMES[j]}`
          : `${DAY_NAMES[i]} to ${DAY_NAMES[j]}`;
    runs.push(`${days}, ${byDay[i]}`);
    i = j;
  }
  return runs.join('; ');
}

/** How the pages may talk about reaching the business. */
export interface Availability {
  open24h: boolean;
  /** Hours in words when given (and not open around the clock); '' otherwise. */
  hours: string;
  phone: string;
}

export function availabilityOf(b: BusinessInfo): Availability {
  const open24h = b.open24h === true;
  return {
    open24h,
    hours: open24h ? '' : hoursInWords(b.hours),
    phone: b.phone?.trim() ?? '',
  };
}
