// Number and date formats shared by the screens (en-US). A value that is not a finite number
// shows as '–'.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

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

/** "Nov 3, 2026, 4:05 PM"; 'Never' without a time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

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
