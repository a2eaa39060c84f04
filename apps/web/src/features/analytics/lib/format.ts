// Number formats of the analytics and monitoring screens.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Whole dollars, with cents under $100. */
export const formatMoney = (n: unknown) =>
  ok(n) ? (Math.abs(n) < 100 && n % 1 !== 0 ? usdCents : usd).format(n) : '–';
export const formatCount = (n: unknown) => (ok(n) ? whole.format(n) : '–');
/** A ratio (0.025) as a percentage (2.5%); null as a dash. */
export const formatRate = (n: number | null | undefined) => (ok(n) ? `${Math.round(n * 1000) / 10}%` : '–');
/** "12 visitors", "1 visitor". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

export interface Delta {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** "+12%", "−40%", "new", "no change" */
  label: string;
  /** For screen readers: "up 12% on the previous period". */
  description: string;
}

/** The change of a figure against the previous period of equal length. */
export function delta(current: number, previous: number | null | undefined): Delta | null {
  if (!ok(current) || !ok(previous)) return null;
  if (previous === 0) {
    if (current === 0)
      return { direction: 'flat', label: 'no change', description: 'no change on the previous period' };
    return { direction: 'new', label: 'new', description: 'none in the previous period' };
  }
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(pct) < 10 ? Math.round(pct * 10) / 10 : Math.round(pct);
  if (rounded === 0)
    return { direction: 'flat', label: 'no change', description: 'no change on the previous period' };
  const abs = Math.abs(rounded);
  return rounded > 0
    ? { direction: 'up', label: `+${abs}%`, description: `up ${abs}% on the previous period` }
    : { direction: 'down', label: `−${abs}%`, description: `down ${abs}% on the previous period` };
}

/** "Nov 3" from "2026-11-03" (a calendar day, not shifted by time zone). */
export function shortDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
