import {
  AB_LOSS_THRESHOLD,
  AB_MIN_VISITORS_PER_VARIANT,
  AB_WIN_PROBABILITY,
  type ExperimentStats,
  type VariantStats,
} from '@sdp/shared';

// Bayesian A/B statistics (docs/product/rules.md#ab-tests). Each variant's conversion rate has a
// Beta(1 + conversions, 1 + visitors - conversions) posterior (uniform prior). P(B beats A) and the
// expected losses are exact closed forms over integer Beta parameters (no sampling, no randomness):
//
//   P(X > Y) = sum_{i=0}^{aX-1} B(aY + i, bX + bY) / ((bX + i) B(1 + i, bX) B(aY, bY))
//     for X ~ Beta(aX, bX), Y ~ Beta(aY, bY), aX an integer (summed over the smaller a);
//   E[max(X - Y, 0)] = E[X] P(X' > Y) - E[Y] P(X > Y'),  X' ~ Beta(aX + 1, bX), Y' ~ Beta(aY + 1, bY)
//     (E[X 1{X > Y}] = E[X] P(X' > Y): the size-biased Beta is Beta(a + 1, b)).

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln B(a, b). */
export const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

export interface BetaParams {
  a: number;
  b: number;
}

/** P(X > Y) for independent X ~ Beta(x.a, x.b), Y ~ Beta(y.a, y.b); x.a or y.a a positive integer. */
export function probGreater(x: BetaParams, y: BetaParams): number {
  // Sum over the smaller integer first parameter: P(X > Y) = 1 - P(Y > X) (continuous laws).
  if (Number.isInteger(y.a) && (y.a < x.a || !Number.isInteger(x.a))) return 1 - probGreater(y, x);
  if (!Number.isInteger(x.a) || x.a < 1) throw new RangeError('probGreater: needs an integer a >= 1');
  const base = logBeta(y.a, y.b);
  let sum = 0;
  for (let i = 0; i < x.a; i++) {
    sum += Math.exp(logBeta(y.a + i, x.b + y.b) - Math.log(x.b + i) - logBeta(1 + i, x.b) - base);
  }
  return Math.min(1, Math.max(0, sum));
}

/** E[max(X - Y, 0)]: what choosing Y loses on average when X is the better one. */
export function expectedShortfall(x: BetaParams, y: BetaParams): number {
  const meanX = x.a / (x.a + x.b);
  const meanY = y.a / (y.a + y.b);
  const v = meanX * probGreater({ a: x.a + 1, b: x.b }, y) - meanY * probGreater(x, { a: y.a + 1, b: y.b });
  return Math.max(0, v);
}

/** The posterior of a variant's conversion rate under the uniform prior. */
export const posterior = (v: { visitors: number; conversions: number }): BetaParams => ({
  a: 1 + v.conversions,
  b: 1 + v.visitors - v.conversions,
});

export interface Counts {
  visitors: number;
  conversions: number;
}

const variant = (c: Counts): VariantStats => ({
  visitors: c.visitors,
  conversions: c.conversions,
  rate: c.visitors > 0 ? c.conversions / c.visitors : 0,
});

/** A probability or rate for a sentence: one decimal, never rounded up to 100% or down to 0%. */
const pct = (p: number) =>
  p >= 0.9995 ? 'over 99.9%' : p > 0 && p < 0.0005 ? 'under 0.1%' : `${(p * 100).toFixed(1)}%`;

/**
 * The figures and the stop rule: no decision before AB_MIN_VISITORS_PER_VARIANT visitors on each
 * variant; then B wins when P(B beats A) > AB_WIN_PROBABILITY, A when it is < 1 - that, or the
 * variant with the smaller expected loss wins once that loss is under AB_LOSS_THRESHOLD.
 */
export function evaluate(a: Counts, b: Counts): ExperimentStats {
  const pa = posterior(a);
  const pb = posterior(b);
  const p = probGreater(pb, pa);
  const lossA = expectedShortfall(pb, pa);
  const lossB = expectedShortfall(pa, pb);
  const base = {
    minVisitors: AB_MIN_VISITORS_PER_VARIANT,
    winProbability: AB_WIN_PROBABILITY,
    lossThreshold: AB_LOSS_THRESHOLD,
  };
  let rule: ExperimentStats['rule'];
  const fewest = Math.min(a.visitors, b.visitors);
  if (fewest < AB_MIN_VISITORS_PER_VARIANT) {
    const short = a.visitors <= b.visitors ? 'A' : 'B';
    rule = {
      ...base,
      state: 'collecting',
      winner: null,
      reason: null,
      message: `Collecting: ${AB_MIN_VISITORS_PER_VARIANT - fewest} more visitors on ${short} before any decision (at least ${AB_MIN_VISITORS_PER_VARIANT} per variant).`,
    };
  } else if (p > AB_WIN_PROBABILITY || p < 1 - AB_WIN_PROBABILITY) {
    const winner = p > AB_WIN_PROBABILITY ? 'B' : 'A';
    rule = {
      ...base,
      state: 'decided',
      winner,
      reason: 'probability',
      message: `${winner} wins: P(${winner} beats ${winner === 'B' ? 'A' : 'B'}) is ${pct(winner === 'B' ? p : 1 - p)}, past ${pct(AB_WIN_PROBABILITY)}.`,
    };
  } else if (Math.min(lossA, lossB) < AB_LOSS_THRESHOLD) {
    const winner = lossB < lossA ? 'B' : 'A';
    rule = {
      ...base,
      state: 'decided',
      winner,
      reason: 'loss',
      message: `${winner} is kept: keeping it loses at most ${pct(Math.min(lossA, lossB))} conversion rate on average, under ${pct(AB_LOSS_THRESHOLD)}.`,
    };
  } else {
    rule = {
      ...base,
      state: 'undecided',
      winner: null,
      reason: null,
      message: `No winner yet: P(B beats A) is ${pct(p)}; the test stops above ${pct(AB_WIN_PROBABILITY)} or below ${pct(1 - AB_WIN_PROBABILITY)}.`,
    };
  }
  return { a: variant(a), b: variant(b), probabilityBBeatsA: p, expectedLoss: { a: lossA, b: lossB }, rule };
}
