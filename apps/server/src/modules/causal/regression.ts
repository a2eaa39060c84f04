// Least squares with sign constraints (docs/causal.md#model): y ~ intercept + X·β where some
// coefficients must be >= 0 (the control series) and the others are free (day-of-week terms).
// Columns are centred, so the intercept is the mean left over; solved by cyclic coordinate
// descent on the Gram matrix with a small ridge, which converges for these few columns (<= ~20).

export interface RegressionFit {
  intercept: number;
  coef: number[];
}

const RIDGE = 1e-6;
const MAX_SWEEPS = 2000;
const TOLERANCE = 1e-10;

/**
 * `columns[j][i]`: value of column j on row i; `nonNegative[j]`: constrain β_j >= 0.
 * Returns the intercept and coefficients on the original (uncentred) scale.
 */
export function constrainedLeastSquares(
  y: readonly number[],
  columns: readonly (readonly number[])[],
  nonNegative: readonly boolean[],
): RegressionFit {
  const n = y.length;
  const p = columns.length;
  const yMean = mean(y);
  const means = columns.map(mean);
  const centred = columns.map((c, j) => c.map((v) => v - means[j]));
  const yc = y.map((v) => v - yMean);
  // Gram matrix G = Xc'Xc and Xc'yc.
  const gram: number[][] = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let j = 0; j < p; j++) {
    const cj = centred[j];
    for (let k = j; k < p; k++) {
      const ck = centred[k];
      let s = 0;
      for (let i = 0; i < n; i++) s += cj[i] * ck[i];
      gram[j][k] = s;
      gram[k][j] = s;
    }
    let s = 0;
    for (let i = 0; i < n; i++) s += cj[i] * yc[i];
    xty[j] = s;
  }
  const scale = gram.reduce((m, row, j) => Math.max(m, row[j]), 0) || 1;
  const coef = new Array<number>(p).fill(0);
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let change = 0;
    for (let j = 0; j < p; j++) {
      const diag = gram[j][j] + RIDGE * scale;
      if (diag <= 0) continue;
      // Partial residual correlation: xty_j - Σ_{k≠j} G_jk β_k.
      let r = xty[j];
      for (let k = 0; k < p; k++) if (k !== j) r -= gram[j][k] * coef[k];
      let next = r / diag;
      if (nonNegative[j] && next < 0) next = 0;
      change = Math.max(change, Math.abs(next - coef[j]) * Math.sqrt(diag));
      coef[j] = next;
    }
    if (change < TOLERANCE * Math.sqrt(scale)) break;
  }
  let intercept = yMean;
  for (let j = 0; j < p; j++) intercept -= coef[j] * means[j];
  return { intercept, coef };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26 via erf). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
