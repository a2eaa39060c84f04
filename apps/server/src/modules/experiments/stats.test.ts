import { AB_LOSS_THRESHOLD, AB_MIN_VISITORS_PER_VARIANT } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { evaluate, expectedShortfall, logGamma, posterior, probGreater } from './stats';

// The A/B statistics against closed forms and an independent numerical integration.

/** Beta density on a grid, for the integration checks (log space: large parameters). */
function density(a: number, b: number, x: number): number {
  if (x <= 0 || x >= 1) return 0;
  const lb = logGamma(a) + logGamma(b) - logGamma(a + b);
  return Math.exp((a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x) - lb);
}

/** P(X > Y) and E[max(X - Y, 0)] by the midpoint rule over a fine grid (independent of the sums). */
function integrate(x: { a: number; b: number }, y: { a: number; b: number }, n = 20_000) {
  const h = 1 / n;
  let cdfY = 0;
  let partialY = 0; // integral of t * f_Y(t) dt up to the point
  let p = 0;
  let loss = 0;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) * h;
    const fy = density(y.a, y.b, t) * h;
    // Y's mass below t: cells before this one plus half of this one.
    const below = cdfY + fy / 2;
    const belowMean = partialY + (t * fy) / 2;
    const fx = density(x.a, x.b, t) * h;
    p += fx * below;
    loss += fx * (t * below - belowMean);
    cdfY += fy;
    partialY += t * fy;
  }
  return { p, loss };
}

describe('logGamma', () => {
  it('matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3_628_800), 11);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    // Stirling's neighbourhood: ln Γ(1001) = ln 1000!
    let f = 0;
    for (let k = 2; k <= 1000; k++) f += Math.log(k);
    expect(logGamma(1001)).toBeCloseTo(f, 8);
  });
});

describe('P(X > Y) for Beta laws', () => {
  it('is 1/2 for equal laws and 2/3 for Beta(2,1) over a uniform', () => {
    expect(probGreater({ a: 1, b: 1 }, { a: 1, b: 1 })).toBeCloseTo(0.5, 14);
    expect(probGreater({ a: 7, b: 40 }, { a: 7, b: 40 })).toBeCloseTo(0.5, 12);
    expect(probGreater({ a: 2, b: 1 }, { a: 1, b: 1 })).toBeCloseTo(2 / 3, 14);
  });

  it('is a / (a + b) for Beta(a, 1) against Beta(b, 1) (closed form)', () => {
    expect(probGreater({ a: 3, b: 1 }, { a: 5, b: 1 })).toBeCloseTo(3 / 8, 13);
    expect(probGreater({ a: 40, b: 1 }, { a: 9, b: 1 })).toBeCloseTo(40 / 49, 12);
  });

  it('adds up with its complement and agrees with numerical integration', () => {
    const cases = [
      [
        { a: 11, b: 91 },
        { a: 21, b: 81 },
      ],
      [
        { a: 6, b: 196 },
        { a: 4, b: 198 },
      ],
      [
        { a: 51, b: 951 },
        { a: 66, b: 936 },
      ],
    ] as const;
    for (const [x, y] of cases) {
      const p = probGreater(x, y);
      expect(p + probGreater(y, x)).toBeCloseTo(1, 12);
      expect(p).toBeCloseTo(integrate(x, y).p, 5);
    }
  });

  it('stays exact with thousands of conversions (no sampling, no overflow)', () => {
    const a = posterior({ visitors: 100_000, conversions: 5_000 });
    const b = posterior({ visitors: 100_000, conversions: 5_200 });
    const p = probGreater(b, a);
    // Normal approximation: difference 0.002, sd sqrt(2 * 0.051 * 0.949 / 1e5) = 0.000984 -> z = 2.03.
    expect(p).toBeGreaterThan(0.975);
    expect(p).toBeLessThan(0.985);
    expect(probGreater(b, a)).toBe(p); // deterministic
  });
});

describe('expected loss', () => {
  it('is 1/6 for two uniforms and a / ((b + 1)(a + b + 1)) for Beta(a,1) against Beta(b,1)', () => {
    expect(expectedShortfall({ a: 1, b: 1 }, { a: 1, b: 1 })).toBeCloseTo(1 / 6, 13);
    expect(expectedShortfall({ a: 3, b: 1 }, { a: 5, b: 1 })).toBeCloseTo(3 / (6 * 9), 13);
  });

  it('agrees with numerical integration', () => {
    const x = { a: 21, b: 81 };
    const y = { a: 11, b: 91 };
    expect(expectedShortfall(x, y)).toBeCloseTo(integrate(x, y).loss, 6);
    expect(expectedShortfall(y, x)).toBeCloseTo(integrate(y, x).loss, 6);
  });
});

describe('the stop rule', () => {
  const n = AB_MIN_VISITORS_PER_VARIANT;

  it('collects until each variant has the minimum, whatever the figures', () => {
    const s = evaluate({ visitors: n - 1, conversions: 0 }, { visitors: 500, conversions: 200 });
    expect(s.probabilityBBeatsA).toBeGreaterThan(0.99);
    expect(s.rule).toMatchObject({ state: 'collecting', winner: null });
    expect(s.rule.message).toContain('1 more visitors on A');
  });

  it('declares B above 95% and A below 5%', () => {
    const b = evaluate({ visitors: n, conversions: 5 }, { visitors: n, conversions: 20 });
    expect(b.rule).toMatchObject({ state: 'decided', winner: 'B', reason: 'probability' });
    expect(b.probabilityBBeatsA).toBeGreaterThan(0.95);
    const a = evaluate({ visitors: n, conversions: 20 }, { visitors: n, conversions: 5 });
    expect(a.rule).toMatchObject({ state: 'decided', winner: 'A', reason: 'probability' });
    expect(a.probabilityBBeatsA).toBeCloseTo(1 - b.probabilityBBeatsA, 12);
  });

  it('stays undecided for a close race, and decides on the loss once it is negligible', () => {
    const close = evaluate({ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 22 });
    expect(close.rule).toMatchObject({ state: 'undecided', winner: null });
    expect(close.a.rate).toBeCloseTo(0.1, 12);
    // Huge samples with equal rates: neither is likely better, and either loses almost nothing.
    const even = evaluate({ visitors: 400_000, conversions: 400 }, { visitors: 400_000, conversions: 401 });
    expect(even.probabilityBBeatsA).toBeGreaterThan(0.05);
    expect(even.probabilityBBeatsA).toBeLessThan(0.95);
    expect(even.rule).toMatchObject({ state: 'decided', winner: 'B', reason: 'loss' });
    expect(Math.min(even.expectedLoss.a, even.expectedLoss.b)).toBeLessThan(AB_LOSS_THRESHOLD);
  });
});
