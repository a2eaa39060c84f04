import { numberFormat } from '@/lib/format';

// Metered costs are often fractions of a cent (a SERP call, an LLM page): shown with the digits
// that make them non-zero, up to four decimals under a dollar; cents from a dollar on.

const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** "$0.0025", "$0.40", "$12.50", "$1,234.00". */
export function formatCost(n: unknown): string {
  if (!ok(n)) return '–';
  const small = n !== 0 && Math.abs(n) < 1;
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: small ? 4 : 2,
  }).format(n);
}

/** Cost per dollar of revenue as "$0.04 per $1", or "–" without revenue. */
export const formatCostPerRevenue = (n: number | null | undefined) =>
  ok(n) ? `${formatCost(n)} per $1` : '–';
