import { DEFAULT_PREFERENCES, type Preferences } from '@sdp/shared';

// The one place the screens format numbers, money, dates and times (docs/account.md#preferences):
// numbers in the user's number format (a locale), dates in their date format and time zone. The
// session sets the preferences (setFormatPreferences) when the user is known or changes them;
// before that, and for visitors, the defaults (en-US, MM/DD/YYYY, UTC). A value that is not a
// finite number shows as '–'. Money is US dollars whatever the locale.

let prefs: Preferences = DEFAULT_PREFERENCES;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The user's preferences from now on (null: the defaults). */
export function setFormatPreferences(next: Preferences | null | undefined): void {
  prefs = next ?? DEFAULT_PREFERENCES;
}
export const formatPreferences = (): Preferences => prefs;

/** A number formatter of the current locale with these options (cached). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${prefs.numberFormat}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(prefs.numberFormat, options);
    numberFormats.set(key, f);
  }
  return f;
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale: string, timeZone: string) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dateFormats.set(key, f);
  }
  return f;
}

const USD = { style: 'currency', currency: 'USD' } as const;
const usd = { format: (n: number) => numberFormat({ ...USD, maximumFractionDigits: 0 }).format(n) };
const usdCents = { format: (n: number) => numberFormat({ ...USD, maximumFractionDigits: 2 }).format(n) };
const whole = { format: (n: number) => numberFormat({ maximumFractionDigits: 0 }).format(n) };
const compact = {
  format: (n: number) => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(n),
};

const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whole dollars: "$1,235". */
export const formatUsd = (n: unknown) => (ok(n) ? usd.format(n) : '–');
/** Dollars and cents: "$1,234.56", "$40.00". */
export const formatUsdCents = (n: unknown) => (ok(n) ? usdCents.format(n) : '–');
/** Whole dollars, with cents under $100 (a day's revenue is often small): "$12.50", "$1,234". */
export const formatMoney = (n: unknown) =>
  ok(n) ? (Math.abs(n) < 100 && n % 1 !== 0 ? usdCents : usd).format(n) : '–';
/** A whole number with separators: "12,345". */
export const formatCount = (n: unknown) => (ok(n) ? whole.format(n) : '–');
/** "1.2K", "3.4M". */
export const formatCompact = (n: unknown) => (ok(n) ? compact.format(n) : '–');
export const formatScore = (n: unknown) => (ok(n) ? String(Math.round(n)) : '–');
/** A ratio (0.025) as a percentage with one decimal (2.5%); null (nothing to divide by) as a dash. */
export const formatRate = (n: number | null | undefined) => (ok(n) ? `${Math.round(n * 1000) / 10}%` : '–');
/** A 0-1 share as a whole percentage. */
export const formatShare = (n: unknown) => (ok(n) ? `${Math.round(n * 100)}%` : '–');
/** A 0-100 value as a percentage. */
export const formatPercent = (n: unknown) => (ok(n) ? `${Math.round(n * 10) / 10}%` : '–');

/** "12 visitors", "1 visitor". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** 1234 ms → '1.2 s'; 840 → '840 ms'. */
export function formatDuration(ms: unknown): string {
  if (!ok(ms)) return '–';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatBytes(n: unknown): string {
  if (!ok(n)) return '–';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** A number with these Intl options in the user's locale: formatNumber(0.1234, { maximumFractionDigits: 2 }). */
export const formatNumber = (n: unknown, options: Intl.NumberFormatOptions = {}) =>
  ok(n) ? numberFormat(options).format(n) : '–';

const toDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));

/** The parts of an instant's (or a calendar day's, in UTC) date, written in the user's date format. */
function writeDate(d: Date, timeZone: string): string {
  const parts = dateFormat(
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    'en-US',
    timeZone,
  ).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const [y, m, day] = [get('year'), get('month'), get('day')];
  if (prefs.dateFormat === 'DD/MM/YYYY') return `${day}/${m}/${y}`;
  if (prefs.dateFormat === 'YYYY-MM-DD') return `${y}-${m}-${day}`;
  return `${m}/${day}/${y}`;
}

/** An instant's date in the user's time zone and date format: "11/03/2026"; '' when not a date. */
export function formatDate(at: string | number | Date): string {
  const d = toDate(at);
  return Number.isNaN(d.getTime()) ? '' : writeDate(d, prefs.timezone);
}

/** An instant's time of day in the user's time zone and locale: "4:05 PM", "16:05". */
export function formatTime(at: string | number | Date): string {
  const d = toDate(at);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat({ hour: 'numeric', minute: '2-digit' }, prefs.numberFormat, prefs.timezone).format(d);
}

/** "11/03/2026, 4:05 PM" in the user's zone and formats; 'Never' without a time; the text itself when not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${writeDate(d, prefs.timezone)}, ${formatTime(d)}`;
}

/** A calendar day ("2026-11-03", not shifted by any time zone) in the user's date format. */
export function formatDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return writeDate(new Date(Date.UTC(y, m - 1, d)), 'UTC');
}

/** A short month and day in the order of the user's date format: "Nov 3", "3 Nov", "11-03". */
function writeShort(d: Date, timeZone: string, withYear = false): string {
  if (prefs.dateFormat === 'YYYY-MM-DD') {
    const full = writeDate(d, timeZone);
    return withYear ? full : full.slice(5);
  }
  const locale = prefs.dateFormat === 'DD/MM/YYYY' ? 'en-GB' : 'en-US';
  return dateFormat(
    { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) },
    locale,
    timeZone,
  ).format(d);
}

/** "Nov 3" from "2026-11-03" (a calendar day, not shifted by time zone; a timestamp's day part). */
export function shortDate(day: string, withYear = false): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return writeShort(new Date(Date.UTC(y, m - 1, d)), 'UTC', withYear);
}

/** An instant as a short date and time in the user's zone: "Nov 3, 4:05 PM". */
export function formatShortDateTime(at: string | number | Date): string {
  const d = toDate(at);
  return Number.isNaN(d.getTime()) ? '' : `${writeShort(d, prefs.timezone)}, ${formatTime(d)}`;
}

/** An instant's day as a short date with the year in the user's zone: "Nov 3, 2026". */
export function formatMediumDate(at: string | number | Date): string {
  const d = toDate(at);
  return Number.isNaN(d.getTime()) ? '' : writeShort(d, prefs.timezone, true);
}

/**
 * A formatter object for module constants (`const usd = numberFormatter({...})`): it formats in the
 * locale current at each call, not the one at import.
 */
export const numberFormatter = (options: Intl.NumberFormatOptions = {}) => ({
  format: (n: number) => numberFormat(options).format(n),
});

/** A time of day on its own (an hour someone picks), in the user's locale: "8:00 AM", "08:00". */
export const formatClock = (hour: number, minute = 0): string =>
  dateFormat({ hour: 'numeric', minute: '2-digit' }, prefs.numberFormat, 'UTC').format(
    new Date(Date.UTC(2026, 0, 1, hour, minute)),
  );
