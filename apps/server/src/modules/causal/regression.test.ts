import { describe, expect, it } from 'vitest';
import { constrainedLeastSquares, normalCdf } from './regression';

describe('constrainedLeastSquares', () => {
  it('recovers exact coefficients of a noiseless linear series', () => {
    const x1 = [1, 4, 2, 8, 5, 7, 3, 6];
    const x2 = [3, 1, 4, 1, 5, 9, 2, 6];
    const y = x1.map((v, i) => 10 + 2 * v + 0.5 * x2[i]);
    const fit = constrainedLeastSquares(y, [x1, x2], [true, true]);
    expect(fit.intercept).toBeCloseTo(10, 3);
    expect(fit.coef[0]).toBeCloseTo(2, 3);
    expect(fit.coef[1]).toBeCloseTo(0.5, 3);
  });

  it('keeps constrained coefficients at zero or above, leaves free ones negative', () => {
    const x1 = [1, 2, 3, 4, 5, 6, 7, 8];
    const x2 = [2, 1, 4, 3, 6, 5, 8, 7];
    const y = x1.map((v, i) => 3 * v - 1 * x2[i]);
    const constrained = constrainedLeastSquares(y, [x1, x2], [true, true]);
    expect(constrained.coef[1]).toBe(0);
    const free = constrainedLeastSquares(y, [x1, x2], [true, false]);
    expect(free.coef[1]).toBeCloseTo(-1, 3);
  });
});

describe('normalCdf', () => {
  it('matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.6448536)).toBeCloseTo(0.95, 4);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 4);
  });
});
