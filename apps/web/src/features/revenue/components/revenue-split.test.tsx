import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RevenueSplitFigures } from './revenue-split';

// The four revenue screens render their split with this component; the test ids are what the
// browser test compares across the dashboard, /dominator, the site screen and /dominator/analytics.

afterEach(cleanup);

describe('RevenueSplitFigures', () => {
  it('shows booked rent, lead income, call income and still to be invoiced in cents, under stable test ids', () => {
    render(
      <RevenueSplitFigures
        caption="This month (UTC)"
        split={{ rent: 1200, leadIncome: 75, callIncome: 30, total: 1305 }}
        toInvoice={1858.06}
      />,
    );
    expect(screen.getByText('This month (UTC)')).toBeTruthy();
    expect(screen.getByTestId('revenue-booked-rent').textContent).toBe('$1,200.00');
    expect(screen.getByTestId('revenue-lead-income').textContent).toBe('$75.00');
    expect(screen.getByTestId('revenue-call-income').textContent).toBe('$30.00');
    expect(screen.getByTestId('revenue-to-invoice').textContent).toBe('$1,858.06');
    expect(screen.getByRole('button', { name: 'How Booked rent is computed' })).toBeTruthy();
  });

  it('shows a dash for figures the server has not sent, and skeletons while loading', () => {
    render(<RevenueSplitFigures caption="This month (UTC)" />);
    expect(screen.getByTestId('revenue-booked-rent').textContent).toBe('–');
    cleanup();
    render(<RevenueSplitFigures caption="This month (UTC)" loading />);
    expect(screen.queryByTestId('revenue-booked-rent')).toBeNull();
  });
});
