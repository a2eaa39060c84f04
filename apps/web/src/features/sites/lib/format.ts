const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export const formatUsd = (n: unknown) => (ok(n) ? usd.format(n) : '–');
export const formatNumber = (n: unknown) => (ok(n) ? whole.format(n) : '–');

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

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
