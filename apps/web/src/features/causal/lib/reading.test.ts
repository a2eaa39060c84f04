import type { CausalSummary } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { effectText, plainReading, probabilityText, verdictOf } from './reading';

const ok = (average: number, lower: number, upper: number, p: number): CausalSummary => ({
  metric: 'visitors',
  status: 'ok',
  reason: null,
  preFrom: '2030-01-01',
  postTo: '2030-04-01',
  preDays: 85,
  postDays: 34,
  effect: {
    average,
    averageLower: lower,
    averageUpper: upper,
    cumulative: average * 34,
    cumulativeLower: lower * 34,
    cumulativeUpper: upper * 34,
    relative: average / 50,
    relativeLower: lower / 50,
    relativeUpper: upper / 50,
    probabilityPositive: p,
    significant: lower > 0 || upper < 0,
  },
  fit: { r2: 0.8, mape: 0.1, residualSd: 4 },
  controls: [],
});

describe('causal reading', () => {
  it('reads a significant rise in plain words', () => {
    const s = ok(18.4, 6.2, 29.1, 0.994);
    expect(plainReading('visitors', s)).toBe(
      'Visitors rose by about 18 a day over 34 days, 37 % above the counterfactual (90 % interval between +6.2 and +29 a day). The 90 % interval leaves out zero: the change very likely did this. Probability the effect is positive: 99 %.',
    );
    expect(verdictOf('visitors', s)).toEqual({ label: 'Significant gain', variant: 'success' });
    expect(effectText('visitors', s)).toBe('+18 (+6.2 to +29)');
  });

  it('says when the interval includes zero, and that a lower position is better', () => {
    const s = ok(-1.5, -4, 1, 0.2);
    expect(plainReading('leads', s)).toMatch(/includes zero/);
    expect(verdictOf('leads', s).label).toBe('Not significant');
    const pos = ok(-2, -3, -1, 0.01);
    expect(verdictOf('position', pos)).toEqual({ label: 'Significant gain', variant: 'success' });
    expect(plainReading('position', pos)).toMatch(/improved by about 2 positions/);
    expect(plainReading('position', pos)).toMatch(/Probability the position improved: 99 %/);
    expect(probabilityText(0.9999)).toBe('over 99 %');
    expect(probabilityText(0.001)).toBe('under 1 %');
  });

  it('gives the reason when there is not enough data', () => {
    const s: CausalSummary = {
      ...ok(0, 0, 0, 0.5),
      status: 'not_enough_data',
      reason: '3 whole days since',
      effect: null,
    };
    expect(plainReading('visitors', s)).toBe('3 whole days since');
    expect(verdictOf('visitors', s).label).toBe('Not enough data');
    expect(effectText('visitors', s)).toBe('—');
  });
});
