const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export const formatUsd = (n: unknown) => (ok(n) ? usd.format(n) : '–');
export const formatUsdCents = (n: unknown) => (ok(n) ? usdCents.format(n) : '–');
export const formatNumber = (n: unknown) => (ok(n) ? whole.format(n) : '–');
export const formatCompact = (n: unknown) => (ok(n) ? compact.format(n) : '–');
export const formatScore = (n: unknown) => (ok(n) ? String(Math.round(n)) : '–');
/** A 0-1 share as a percentage. */
export const formatShare = (n: unknown) => (ok(n) ? `${Math.round(n * 100)}%` : '–');
/** A 0-100 value as a percentage. */
export const formatPercent = (n: unknown) => (ok(n) ? `${Math.round(n * 10) / 10}%` : '–');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
