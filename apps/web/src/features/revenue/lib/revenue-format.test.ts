import type { RevenueResponse } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { breakdown, isEmptyRevenue, metricCards } from './revenue-format';

const response = (patch: Partial<RevenueResponse['metrics']> = {}): RevenueResponse => ({
  metrics: {
    totalRevenue: 1234.5,
    monthlyRevenue: 300,
    dailyRevenue: 12.5,
    revenueByTier: { tier1: 1000, tier2: 234.5, tier3: 0 },
    revenueByVertical: { Roofing: 1000, Plumbing: 234.5 },
    projectedMonthlyRevenue: 900,
    profitMargin: 0.8765,
    roi: 12.3456,
    ...patch,
  },
  history: [{ date: '2026-11-21', revenue: 12.5, leads: 1, cost: 0 }],
  basis: { totalRevenue: 'All time: accepted leads plus rent.' },
});

describe('revenue figures', () => {
  it('shows the six metrics with exactly the product names, and the basis of each', () => {
    const cards = metricCards(response());
    expect(cards.map((c) => c.label)).toEqual([
      'Total revenue',
      'Monthly revenue',
      'Daily revenue',
      'Projected monthly revenue',
      'Profit margin',
      'ROI',
    ]);
    expect(cards.map((c) => c.value)).toEqual(['$1,235', '$300', '$12.50', '$900', '87.7%', '1234.6%']);
    expect(cards[0]?.basis).toBe('All time: accepted leads plus rent.');
    expect(cards.every((c) => c.basis.length > 0)).toBe(true);
  });

  it('shows an empty ratio as a dash with the reason', () => {
    const cards = metricCards(response({ profitMargin: null, roi: null }));
    expect(cards[4]).toMatchObject({ value: '–', note: 'No revenue in the last 30 days' });
    expect(cards[5]).toMatchObject({ value: '–', note: 'No costs recorded yet' });
  });

  it('knows when there is nothing to chart', () => {
    expect(isEmptyRevenue(response())).toBe(false);
    const zero = response({ totalRevenue: 0 });
    zero.history = [{ date: '2026-11-21', revenue: 0, leads: 0, cost: 0.5 }];
    expect(isEmptyRevenue(zero)).toBe(true);
    zero.history = [{ date: '2026-11-21', revenue: 0, leads: 2, cost: 0 }];
    expect(isEmptyRevenue(zero)).toBe(false);
  });

  it('orders a breakdown by amount with shares of the largest', () => {
    expect(
      breakdown({ tier1: 50, tier2: 100, tier3: 0 }, { tier1: 'Tier 1', tier2: 'Tier 2', tier3: 'Tier 3' }),
    ).toEqual([
      { key: 'tier2', label: 'Tier 2', value: 100, share: 1 },
      { key: 'tier1', label: 'Tier 1', value: 50, share: 0.5 },
      { key: 'tier3', label: 'Tier 3', value: 0, share: 0 },
    ]);
    expect(breakdown({})).toEqual([]);
  });
});
