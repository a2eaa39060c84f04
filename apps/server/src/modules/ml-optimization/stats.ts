import { Rng } from '../../lib/prng';

// Small, deterministic statistics for the ML optimization (docs/ml-optimization.md): ranks and
// rank correlation, non-negative ridge least squares, k-fold assignment, bootstrap percentiles.

export const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
}

/** The q-quantile (0..1) of values, linear between order statistics. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo] + (s[hi] - s[lo]) * (at - lo);
}

/** Ranks 1..n, ties sharing their average rank. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Pearson correlation; 0 when either side has no spread. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

/** Spearman rank correlation. */
export const spearman = (a: readonly number[], b: readonly number[]) => pearson(ranks(a), ranks(b));

/**
 * min ||y - a - X b||² + ridge x sum_j ||X_j||² b_j² subject to b >= 0, by projected coordinate
 * descent on centred columns (the intercept a is then mean(y) - mean(X) b).
 */
export function nonNegativeRidge(X: readonly number[][], y: readonly number[], ridge = 0.001) {
  const n = y.length;
  const k = X[0]?.length ?? 0;
  const mx = Array.from({ length: k }, (_, j) => mean(X.map((r) => r[j])));
  const my = mean(y);
  const Xc = X.map((r) => r.map((x, j) => x - mx[j]));
  const yc = y.map((v) => v - my);
  const ss = Array.from({ length: k }, (_, j) => Xc.reduce((s, r) => s + r[j] ** 2, 0));
  const beta = new Array<number>(k).fill(0);
  const resid = yc.slice();
  for (let iter = 0; iter < 500; iter++) {
    let moved = 0;
    for (let j = 0; j < k; j++) {
      if (ss[j] <= 0) continue;
      let dot = 0;
      for (let i = 0; i < n; i++) dot += Xc[i][j] * (resid[i] + Xc[i][j] * beta[j]);
      const next = Math.max(0, dot / (ss[j] * (1 + ridge)));
      const d = next - beta[j];
      if (d !== 0) {
        for (let i = 0; i < n; i++) resid[i] -= Xc[i][j] * d;
        beta[j] = next;
        moved = Math.max(moved, Math.abs(d));
      }
    }
    if (moved < 1e-12) break;
  }
  return { intercept: my - mx.reduce((s, m, j) => s + m * beta[j], 0), beta };
}

/** Ordinary least squares of y on one x: y = a + b x (b = 0 without spread). */
export function line(x: readonly number[], y: readonly number[]) {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
  }
  const b = sxx > 0 ? sxy / sxx : 0;
  return { a: my - b * mx, b };
}

/** A fold number 0..k-1 per item, balanced, from a seeded shuffle. */
export function foldsOf(n: number, k: number, seed: number): number[] {
  const order = Rng.for(seed, 'folds', n, k).shuffle(Array.from({ length: n }, (_, i) => i));
  const fold = new Array<number>(n);
  order.forEach((item, pos) => {
    fold[item] = pos % k;
  });
  return fold;
}

/** `resamples` bootstrap index sets of n items (with replacement), seeded. */
export function bootstrapSamples(n: number, resamples: number, seed: number): number[][] {
  const rng = Rng.for(seed, 'bootstrap', n);
  return Array.from({ length: resamples }, () => Array.from({ length: n }, () => rng.int(n)));
}

export const round = (x: number, digits = 3) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
