import { describe, expect, it } from 'vitest';
import { Rng } from '../../lib/prng';
import {
  gammaInterval,
  gammaMean,
  PRIOR_SITE_MONTHS,
  priorFrom,
  sampleGamma,
  updatePosterior,
  VAGUE_PRIOR_SHAPE,
} from './posterior';

describe('Gamma-Poisson posterior', () => {
  it('takes the market estimate as a prior worth one site-month', () => {
    expect(priorFrom(2.4)).toEqual({ shape: 2.4 * PRIOR_SITE_MONTHS, rate: PRIOR_SITE_MONTHS });
    expect(priorFrom(null)).toEqual({ shape: VAGUE_PRIOR_SHAPE, rate: PRIOR_SITE_MONTHS });
    expect(priorFrom(0)).toEqual({ shape: VAGUE_PRIOR_SHAPE, rate: PRIOR_SITE_MONTHS });
  });

  it('adds leads to the shape and site-months to the rate', () => {
    // Prior mean 2 (shape 2, rate 1); 3 sites x 4 months with 11 leads -> Gamma(13, 13), mean 1.
    const post = updatePosterior(priorFrom(2), 11, 12);
    expect(post).toEqual({ shape: 13, rate: 13 });
    expect(gammaMean(post)).toBe(1);
    // Negative inputs are ignored rather than lowering the posterior.
    expect(updatePosterior({ shape: 1, rate: 1 }, -5, -2)).toEqual({ shape: 1, rate: 1 });
  });

  it('narrows the 80 % interval as data accumulate, around the mean', () => {
    const weak = gammaInterval(updatePosterior(priorFrom(1), 3, 3));
    const strong = gammaInterval(updatePosterior(priorFrom(1), 300, 300));
    expect(weak.low).toBeLessThan(1);
    expect(weak.high).toBeGreaterThan(1);
    expect(strong.high - strong.low).toBeLessThan((weak.high - weak.low) / 5);
    // Gamma(100, 100): sd 0.1, so the 10th-90th percentiles are about 1 -/+ 0.128.
    const g = gammaInterval({ shape: 100, rate: 100 });
    expect(g.low).toBeCloseTo(0.874, 2);
    expect(g.high).toBeCloseTo(1.128, 2);
  });

  it('samples with the right mean and variance, including shapes below 1', () => {
    for (const g of [
      { shape: 0.5, rate: 1 },
      { shape: 3, rate: 2 },
      { shape: 40, rate: 10 },
    ]) {
      const rng = new Rng(7);
      const n = 20_000;
      let sum = 0;
      let sq = 0;
      let min = Number.POSITIVE_INFINITY;
      for (let i = 0; i < n; i++) {
        const x = sampleGamma(g, rng.next);
        min = Math.min(min, x);
        sum += x;
        sq += x * x;
      }
      expect(min).toBeGreaterThanOrEqual(0);
      const mean = sum / n;
      const variance = sq / n - mean * mean;
      expect(mean).toBeCloseTo(g.shape / g.rate, 1);
      expect(variance / (g.shape / g.rate ** 2)).toBeGreaterThan(0.9);
      expect(variance / (g.shape / g.rate ** 2)).toBeLessThan(1.1);
    }
  });
});
