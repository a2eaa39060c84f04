import type { ScoreDriver } from '@sdp/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toClientOpportunity } from '../../lib/client-opportunity';
import { OpportunityFigures } from '../figures';
import { ScoreDrivers } from './score-drivers';

afterEach(cleanup);

const source = { label: 'Place', origin: 'GeoNames', kind: 'bundled' as const };
const driver = (input: string, scorePoints: number, over: Partial<ScoreDriver> = {}): ScoreDriver => ({
  input,
  label: `${input} label`,
  value: 1234.5,
  unit: 'residents',
  weight: 0.5,
  weightBasis: `${input} basis`,
  effect: 'x1.100 searches',
  scorePoints,
  source,
  ...over,
});

describe('Why this score', () => {
  it('lists each input with its value, weight, effect and points, and their sum', () => {
    const drivers = [driver('population', 30.25), driver('hinterland', 1.5), driver('size', -6.4)];
    render(<ScoreDrivers drivers={drivers} score={25.4} />);
    const table = screen.getByTestId('score-drivers');
    const row = within(table).getByText('hinterland label').closest('tr') as HTMLElement;
    expect(row.getAttribute('data-input')).toBe('hinterland');
    expect(within(row).getByText('1,235 residents')).toBeTruthy();
    expect(within(row).getByText('x1.100 searches')).toBeTruthy();
    expect(within(row).getByText('+1.5')).toBeTruthy();
    expect(within(table).getByText('-6.4')).toBeTruthy();
    // 30.25 + 1.5 - 6.4 = 25.35 -> 25.4, the score shown: no note
    expect(within(table).getByText('25.4')).toBeTruthy();
    expect(within(table).queryByText(/shown/)).toBeNull();
  });

  it('says so when the points and the score disagree, and draws nothing without drivers', () => {
    render(<ScoreDrivers drivers={[driver('population', 10)]} score={12} />);
    expect(screen.getByText('(shown 12.0)')).toBeTruthy();
    cleanup();
    const { container } = render(<ScoreDrivers drivers={[]} score={12} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('figures with ranges', () => {
  const base = { id: 'roofing~1', quantumScore: 50.4, estimatedMonthlyRevenue: 605.31, payout: 150 };

  it('shows the score and revenue range when the API sends one', () => {
    const o = toClientOpportunity({
      ...base,
      scoreLow: 38.85,
      scoreHigh: 59.86,
      revenueLow: 100.89,
      revenueHigh: 3228.32,
    });
    render(<OpportunityFigures o={o} />);
    const figures = screen.getByTestId('opportunity-figures');
    expect(within(figures).getByText('Range 39–60 · 0–100, higher is better')).toBeTruthy();
    expect(within(figures).getByText('Range $101–$3,228')).toBeTruthy();
  });

  it('keeps the plain hint without a range', () => {
    render(<OpportunityFigures o={toClientOpportunity(base)} />);
    expect(screen.getByText('0–100, higher is better')).toBeTruthy();
    expect(screen.queryByText(/^Range/)).toBeNull();
  });
});
