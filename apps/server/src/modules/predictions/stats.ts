// Small numeric helpers of the prediction model: a seeded PRNG and the samplers and quantile
// functions it needs. Pure and deterministic (same seed, same numbers).

import { hash32, mulberry32 } from '../../lib/prng';

/** mulberry32: a fast 32-bit seeded PRNG, uniform in [0, 1) (the site generator's). */
export const createRng: (seed: number) => () => number = mulberry32;

/** A 32-bit seed from a string (FNV-1a). */
export const seedOf = (text: string): number => hash32(text);

/** Standard normal draws (Box-Muller, both values used). */
export function createNormal(rng: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    let u = 0;
    while (u === 0) u = rng();
    const v = rng();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

const TABLE_SIZE = 8192;
let table: Float64Array | null = null;

/**
 * Fast standard normal draws for path simulation: inverse-CDF lookup in a table of 8,192
 * quantiles with linear interpolation (tails cut at about +-3.8 sd, far outside any interval
 * reported). About 10x faster than Box-Muller.
 */
export function createFastNormal(rng: () => number): () => number {
  if (!table) {
    table = new Float64Array(TABLE_SIZE + 1);
    for (let i = 0; i <= TABLE_SIZE; i++) table[i] = normalQuantile((i + 0.5) / (TABLE_SIZE + 1));
  }
  const t = table;
  return () => {
    const x = rng() * TABLE_SIZE;
    const i = x | 0;
    return t[i]! + (x - i) * (t[i + 1]! - t[i]!);
  };
}

/** Gamma(shape, 1) draw (Marsaglia-Tsang; shape < 1 by the boost u^(1/shape)). */
export function gammaDraw(rng: () => number, normal: () => number, shape: number): number {
  if (shape < 1) {
    const u = Math.max(rng(), 1e-300);
    return gammaDraw(rng, normal, shape + 1) * u ** (1 / shape);
  }
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal();
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rng();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Beta(a, b) draw from two gamma draws. */
export function betaDraw(rng: () => number, normal: () => number, a: number, b: number): number {
  const x = gammaDraw(rng, normal, a);
  const y = gammaDraw(rng, normal, b);
  return x + y > 0 ? x / (x + y) : a / (a + b);
}

/** Poisson(mean) draw: inversion below 30, a continuity-corrected normal above. */
export function poissonDraw(rng: () => number, normal: () => number, mean: number): number {
  if (!(mean > 0)) return 0;
  if (mean >= 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  const u = rng();
  while (u > cdf && k < 1000) {
    k++;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

/** Inverse standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  if (p === 0.5) return 0;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628274631,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** Quantile q of sorted values (linear interpolation between order statistics, "type 7"). */
export function sortedQuantile(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const h = (n - 1) * q;
  const i = Math.floor(h);
  const j = Math.min(i + 1, n - 1);
  return sorted[i]! + (h - i) * (sorted[j]! - sorted[i]!);
}

/** Puts the k-th smallest of a[lo..hi] at a[k] (smaller before, larger after): quickselect. */
export function selectInPlace(a: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    // median of three as the pivot
    const mid = (lo + hi) >> 1;
    let x = a[lo]!;
    let y = a[mid]!;
    let z = a[hi]!;
    if (x > y) [x, y] = [y, x];
    if (y > z) [y, z] = [z, y];
    if (x > y) [x, y] = [y, x];
    const pivot = y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * Quantiles qs of n values (same definition as sortedQuantile) by selecting only the order
 * statistics needed, ascending, each within the rest. The plan is made once per n and qs; the
 * returned function reorders its argument in place.
 */
export function quantilePlan(n: number, qs: readonly number[]): (a: Float64Array) => number[] {
  const ks = [
    ...new Set(
      qs.flatMap((q) => {
        const h = (n - 1) * q;
        const i = Math.floor(h);
        return h > i ? [i, Math.min(i + 1, n - 1)] : [i];
      }),
    ),
  ].sort((x, y) => x - y);
  const picks = qs.map((q) => {
    const h = (n - 1) * q;
    const i = Math.floor(h);
    return { i, j: Math.min(i + 1, n - 1), w: h - i };
  });
  return (a) => {
    if (n === 0) return qs.map(() => 0);
    let lo = 0;
    for (const k of ks) {
      selectInPlace(a, k, lo, n - 1);
      lo = k + 1;
    }
    return picks.map(({ i, j, w }) => a[i]! + w * (a[j]! - a[i]!));
  };
}

/** Quantiles qs of the values in a (reordered in place); see quantilePlan. */
export function quantilesInPlace(a: Float64Array, qs: readonly number[]): number[] {
  return quantilePlan(a.length, qs)(a);
}

/** Fisher-Yates shuffle in place (seeded). */
export function shuffle<T>(values: T[], rng: () => number): T[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  }
  return values;
}
