import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrafficChart } from './traffic-chart';

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

describe('TrafficChart', () => {
  it('says in words that the traffic chart is empty, and draws it otherwise', () => {
    render(<TrafficChart daily={days(7)} />);
    expect(screen.getByTestId('chart-empty').textContent).toBe('No visits or leads in this range.');
    cleanup();
    render(<TrafficChart daily={days(7, (i) => ({ visitors: i }))} />);
    expect(screen.queryByTestId('chart-empty')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/21 visitors/);
  });
});
