import { describe, expect, it } from 'vitest';
import { allZero, niceTicks, scaleAxisProps, tickFormatter, valueScale } from './chart-scale';

const labels = (values: number[], unit: Parameters<typeof valueScale>[1]) => {
  const s = valueScale(values, unit);
  return s.ticks.map(s.format);
};

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten and covers the range', () => {
    expect(niceTicks(0, 1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0, 87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0.13)).toEqual([0, 0.05, 0.1, 0.15]);
  });

  it('gives a flat zero series a span so the line sits at the bottom', () => {
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 0, 5, 1)).toEqual([0, 1]);
  });

  it('keeps every tick a whole number of the quantum', () => {
    expect(niceTicks(0, 3, 5, 1)).toEqual([0, 1, 2, 3]);
    // 0.025 is not a whole number of cents: the step becomes 0.05.
    expect(niceTicks(0, 0.09, 5, 0.01)).toEqual([0, 0.05, 0.1]);
  });

  it('covers negative values and swapped bounds', () => {
    expect(niceTicks(10, -10)).toEqual([-10, -5, 0, 5, 10]);
  });

  it('returns distinct ticks without floating-point noise', () => {
    const ticks = niceTicks(0, 0.3);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('valueScale', () => {
  it('never has an empty domain, and zeros sit at the bottom of it', () => {
    const s = valueScale([0, 0, 0], 'money');
    expect(s.domain[0]).toBe(0);
    expect(s.domain[1]).toBeGreaterThan(0);
    expect(valueScale([], 'count').domain).toEqual([0, 1]);
  });

  it('labels money in whole dollars when the data is dollars', () => {
    expect(labels([120, 480, 35], 'money')).toEqual(['$0', '$200', '$400', '$600']);
    expect(labels([999], 'money')).toEqual(['$0', '$250', '$500', '$750', '$1,000']);
  });

  it('labels money in cents when the data is cents, each label distinct', () => {
    const l = labels([0.02, 0.13, 0], 'money');
    expect(l).toEqual(['$0.00', '$0.05', '$0.10', '$0.15']);
    expect(new Set(labels([0, 0, 0], 'money')).size).toBe(labels([0, 0, 0], 'money').length);
  });

  it('labels large amounts compactly', () => {
    expect(labels([42_000], 'money')).toEqual(['$0', '$20K', '$40K', '$60K']);
    expect(labels([1_000_000], 'count')).toEqual(['0', '250K', '500K', '750K', '1M']);
    expect(labels([10_000], 'money')).toEqual(['$0', '$2.5K', '$5K', '$7.5K', '$10K']);
  });

  it('labels counts as whole numbers, never 0.5 visitors', () => {
    expect(labels([2], 'count')).toEqual(['0', '1', '2']);
    expect(labels([0], 'count')).toEqual(['0', '1']);
    expect(labels([1234, 80], 'count')).toEqual(['0', '500', '1,000', '1,500']);
  });

  it('labels factors with the decimals the step needs', () => {
    expect(labels([0.7, 1.4], 'factor')).toEqual(['0.0×', '0.5×', '1.0×', '1.5×']);
  });

  it('ignores values that are not finite', () => {
    expect(valueScale([Number.NaN, 4, Number.POSITIVE_INFINITY], 'count').domain).toEqual([0, 4]);
  });

  it('gives recharts exactly its ticks and domain', () => {
    const p = scaleAxisProps(valueScale([9], 'count'));
    expect(p.domain).toEqual([0, 10]);
    expect(p.ticks).toEqual([0, 5, 10]);
    expect(p.tickFormatter(10)).toBe('10');
  });
});

describe('tickFormatter', () => {
  it('shows cents for a money step under a dollar or a fractional one', () => {
    expect(tickFormatter('money', 0.5, 2)(1.5)).toBe('$1.50');
    expect(tickFormatter('money', 2.5, 10)(7.5)).toBe('$7.50');
    expect(tickFormatter('money', 5, 10)(10)).toBe('$10');
  });
});

describe('allZero', () => {
  it('is true for zeros, empty or non-finite values only', () => {
    expect(allZero([0, 0])).toBe(true);
    expect(allZero([])).toBe(true);
    expect(allZero([0, Number.NaN])).toBe(true);
    expect(allZero([0, 0.01])).toBe(false);
  });
});
