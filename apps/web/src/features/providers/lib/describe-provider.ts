import { numberFormatter } from '@/lib/format';
import type { ProviderKind } from '../api/get-providers';

/** What a provider measures, in the words the screens use. */
export const PROVIDER_KINDS: Record<ProviderKind, { label: string; measures: string }> = {
  'keyword-volume': {
    label: 'Keyword volume',
    measures: 'Monthly Google searches for the market’s keywords (replaces the search-rate estimate).',
  },
  'business-counts': {
    label: 'Business counts',
    measures: 'Businesses of the vertical in the market’s county (replaces the competition estimate).',
  },
  serp: {
    label: 'Search results',
    measures: 'Who ranks for the market’s keywords.',
  },
};

export const describeKind = (kind: string | null | undefined) =>
  (kind && PROVIDER_KINDS[kind as ProviderKind]) || { label: kind ?? 'Other', measures: '' };

const usd = (digits: number) =>
  numberFormatter({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
const cents = usd(2);
const fine = usd(4);

/** A USD amount that may be a fraction of a cent: $0.075, $0.0015, $12.40. */
export function formatCost(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '–';
  return n !== 0 && Math.abs(n) < 1 ? fine.format(n) : cents.format(n);
}

/** Cost per call of a provider: 'Free' for $0. */
export const formatCostPerCall = (n: number) => (n === 0 ? 'Free' : `${formatCost(n)} per call`);
