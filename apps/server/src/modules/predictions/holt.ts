// Holt's linear method with a damped trend (ETS(A,Ad,N) in error-correction form), fitted by
// minimising the one-step squared error on a small parameter grid, with an optional fixed weekly
// pattern. Pure; docs/predictions.md explains the choices.
//
//   forecast   f_t = l_{t-1} + phi b_{t-1} (+ s[dow(t)])
//   error      e_t = y_t - f_t
//   level      l_t = l_{t-1} + phi b_{t-1} + alpha e_t
//   trend      b_t = phi b_{t-1} + betaStar e_t          (betaStar = alpha x betaShare)
// h-step variance: sigma^2 (1 + sum_{j=1}^{h-1} (alpha + betaStar phi_j)^2), phi_j = phi + ... + phi^j.

export const ALPHAS = [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8] as const;
export const BETA_SHARES = [0, 0.05, 0.1, 0.2, 0.4] as const;
export const PHIS = [0.8, 0.9, 0.95, 0.98, 1] as const;
/** Weekly pattern considered only with at least 4 weeks of days. */
export const SEASONAL_MIN_DAYS = 28;
/** An undamped trend (phi = 1) must beat the best damped one by this share of the error. */
const UNDAMPED_MARGIN = 0.01;
/** Parameters a weekly pattern adds (7 offsets summing to 0). */
const SEASONAL_PARAMS = 6;

export interface HoltFit {
  alpha: number;
  betaStar: number;
  phi: number;
  /** State after the last observation. */
  level: number;
  trend: number;
  /** Residual standard deviation of the one-step errors. */
  sigma: number;
  /** Weekly pattern by day index mod 7 of the series (index 0 = the first observation's weekday), or null. */
  season: number[] | null;
  n: number;
  sse: number;
}

interface Run {
  sse: number;
  m: number;
  level: number;
  trend: number;
}

function initialState(y: ArrayLike<number>): { level: number; trend: number } {
  const n = y.length;
  if (n === 1) return { level: y[0]!, trend: 0 };
  const k = Math.min(7, Math.floor(n / 2));
  if (k >= 2) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < k; i++) {
      a += y[i]!;
      b += y[i + k]!;
    }
    const trend = (b - a) / (k * k);
    // mean of the first k sits at t = (k-1)/2; level at t = 0
    return { level: a / k - (trend * (k - 1)) / 2, trend };
  }
  return { level: y[0]!, trend: (y[n - 1]! - y[0]!) / (n - 1) };
}

function run(
  y: ArrayLike<number>,
  alpha: number,
  betaStar: number,
  phi: number,
  l0: number,
  b0: number,
): Run {
  let level = l0;
  let trend = b0;
  let sse = 0;
  let m = 0;
  // t = 0 is described by the initial state; errors from t = 1
  for (let t = 1; t < y.length; t++) {
    const f = level + phi * trend;
    const e = y[t]! - f;
    sse += e * e;
    m++;
    level = f + alpha * e;
    trend = phi * trend + betaStar * e;
  }
  return { sse, m, level, trend };
}

/** Weekly pattern: mean deviation from a centred 7-day mean per weekday index, summing to 0. */
export function weeklyPattern(y: ArrayLike<number>): number[] {
  const sum = new Array<number>(7).fill(0);
  const cnt = new Array<number>(7).fill(0);
  for (let t = 3; t + 3 < y.length; t++) {
    let ma = 0;
    for (let j = t - 3; j <= t + 3; j++) ma += y[j]!;
    sum[t % 7]! += y[t]! - ma / 7;
    cnt[t % 7]!++;
  }
  const s = sum.map((v, i) => (cnt[i]! > 0 ? v / cnt[i]! : 0));
  const mean = s.reduce((a, b) => a + b, 0) / 7;
  return s.map((v) => v - mean);
}

function fitPlain(y: ArrayLike<number>): Omit<HoltFit, 'season'> {
  const n = y.length;
  const { level: l0, trend: b0 } = initialState(y);
  type Candidate = Run & { alpha: number; betaStar: number; phi: number };
  let best: Candidate | null = null as Candidate | null;
  let bestDamped: Candidate | null = null as Candidate | null;
  for (const phi of PHIS) {
    for (const alpha of ALPHAS) {
      for (const share of BETA_SHARES) {
        const betaStar = alpha * share;
        const r = { ...run(y, alpha, betaStar, phi, l0, b0), alpha, betaStar, phi };
        if (!best || r.sse < best.sse) best = r;
        if (phi < 1 && (!bestDamped || r.sse < bestDamped.sse)) bestDamped = r;
      }
    }
  }
  let chosen = best!;
  if (chosen.phi === 1 && bestDamped && chosen.sse >= bestDamped.sse * (1 - UNDAMPED_MARGIN))
    chosen = bestDamped;
  const dof = Math.max(1, chosen.m - 3);
  return {
    alpha: chosen.alpha,
    betaStar: chosen.betaStar,
    phi: chosen.phi,
    level: chosen.level,
    trend: chosen.trend,
    sigma: n > 1 ? Math.sqrt(chosen.sse / dof) : 0,
    n,
    sse: chosen.sse,
  };
}

/** Fits the damped Holt model to y (oldest first); a weekly pattern is tried from 28 points on. */
export function fitHolt(y: ArrayLike<number>, options: { seasonal?: boolean } = {}): HoltFit {
  if (y.length === 0) throw new Error('fitHolt: empty series');
  const plain = fitPlain(y);
  if (options.seasonal === false || y.length < SEASONAL_MIN_DAYS) return { ...plain, season: null };
  const season = weeklyPattern(y);
  const adjusted = Float64Array.from(y as ArrayLike<number>, (v, t) => v - season[t % 7]!);
  const fitted = fitPlain(adjusted);
  // Kept only when it pays for its parameters by AIC: m ln(SSE) + 2k lower with the pattern.
  const m = Math.max(1, y.length - 1);
  if (fitted.sse * Math.exp((2 * SEASONAL_PARAMS) / m) < plain.sse) return { ...fitted, season };
  return { ...plain, season: null };
}

/** phi_h = phi + phi^2 + ... + phi^h. */
export function dampedSum(phi: number, h: number): number {
  if (phi === 1) return h;
  return (phi * (1 - phi ** h)) / (1 - phi);
}

/** Point forecast h steps after the last observation (h >= 1). */
export function forecastMean(fit: HoltFit, h: number): number {
  const t = fit.n - 1 + h;
  return fit.level + dampedSum(fit.phi, h) * fit.trend + (fit.season ? fit.season[t % 7]! : 0);
}

/** Standard deviation of the h-step forecast error. */
export function forecastSd(fit: HoltFit, h: number): number {
  let v = 1;
  for (let j = 1; j < h; j++) {
    const c = fit.alpha + fit.betaStar * dampedSum(fit.phi, j);
    v += c * c;
  }
  return fit.sigma * Math.sqrt(v);
}

/**
 * Simulates `paths` future paths of `horizon` steps from the fitted state (the model's own
 * equations with Gaussian errors of the residual sigma), into out[path * horizon + h].
 */
export function simulateHolt(
  fit: HoltFit,
  horizon: number,
  paths: number,
  normal: () => number,
  out: Float64Array = new Float64Array(paths * horizon),
): Float64Array {
  const { alpha, betaStar, phi, sigma, season } = fit;
  const offset = new Float64Array(horizon);
  if (season) for (let h = 0; h < horizon; h++) offset[h] = season[(fit.n + h) % 7]!;
  for (let p = 0; p < paths; p++) {
    let level = fit.level;
    let trend = fit.trend;
    const base = p * horizon;
    for (let h = 0; h < horizon; h++) {
      const f = level + phi * trend;
      const e = sigma > 0 ? sigma * normal() : 0;
      out[base + h] = f + e + offset[h]!;
      level = f + alpha * e;
      trend = phi * trend + betaStar * e;
    }
  }
  return out;
}
