import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RevenueHistoryChart from './revenue-history-chart';

afterEach(cleanup);

const days = (n: number, over: (i: number) => Partial<Record<string, number>> = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    visitors: 0,
    pageviews: 0,
    leads: 0,
    revenue: 0,
    ...over(i),
  }));

describe('RevenueHistoryChart over a range of zeros', () => {
  it('says in words that the revenue history is empty', () => {
    render(<RevenueHistoryChart history={days(30)} />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('No revenue or leads in the last 30 days.');
  });

  it('draws the revenue history once a lead or a dollar is in range', () => {
    render(<RevenueHistoryChart history={days(30, (i) => (i === 3 ? { leads: 1 } : {}))} />);
    expect(screen.queryByTestId('chart-empty')).toBeNull();
  });
});
