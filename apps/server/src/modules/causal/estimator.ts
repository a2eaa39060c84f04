import {
  CAUSAL_MIN_POST_DAYS,
  CAUSAL_MIN_PRE_DAYS,
  type CausalControl,
  type CausalEffect,
  type CausalEstimate,
  type CausalPoint,
} from '@sdp/shared';
import { constrainedLeastSquares, mean, normalCdf } from './regression';

// The estimator of docs/causal.md#model: a synthetic control with day-of-week seasonality. On the
// pre-period the treated series is regressed on the control series (coefficients >= 0, so a control
// can only stand in for the treated site, never be subtracted) and six day-of-week terms; the fit
// projected over the post-period is the counterfactual. Intervals come from the pre-period's
// residuals: their spread, their day-to-day autocorrelation (AR(1)) and the coefficients' own
// uncertainty (leverage ~ parameters / pre-period days). Pure: same input, same output.

export interface ControlSeries {
  kind: CausalControl['kind'];
  ref: string;
  label: string;
  /** One value per day of `days`. */
  values: number[];
}

export interface EstimatorInput {
  /** Consecutive days (YYYY-MM-DD), oldest first. */
  days: string[];
  actual: number[];
  controls: ControlSeries[];
  /** The day it took effect: excluded from both periods (it is part before, part after). */
  interventionDay: string;
  /** Reason to give when `controls` is empty (the caller knows why there are none). */
  noControlsReason?: string;
  /** Reason to give when `days` is empty (e.g. no position tracked at all). */
  noDataReason?: string;
}

export type EstimatorOutput = Omit<CausalEstimate, 'metric'>;

/** z of a two-sided 90 % interval. */
export const Z90 = 1.6448536;
/** At most this many controls, the most correlated with the treated series on the pre-period. */
export const MAX_CONTROLS = 10;

const dayOfWeek = (day: string) => new Date(`${day}T00:00:00.000Z`).getUTCDay();

function notEnough(input: EstimatorInput, reason: string, pre: number, post: number): EstimatorOutput {
  const preDays = input.days.filter((d) => d < input.interventionDay);
  const postDays = input.days.filter((d) => d > input.interventionDay);
  return {
    status: 'not_enough_data',
    reason,
    preFrom: preDays[0] ?? null,
    postTo: postDays[postDays.length - 1] ?? null,
    preDays: pre,
    postDays: post,
    effect: null,
    fit: null,
    controls: [],
    interventionDay: input.interventionDay,
    series: [],
  };
}

function correlation(a: readonly number[], b: readonly number[]): number {
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

function variance(values: readonly number[]): number {
  const m = mean(values);
  return mean(values.map((v) => (v - m) ** 2));
}

export function estimateEffect(input: EstimatorInput): EstimatorOutput {
  const { days, actual, interventionDay } = input;
  const preIdx: number[] = [];
  const postIdx: number[] = [];
  days.forEach((d, i) => {
    if (d < interventionDay) preIdx.push(i);
    else if (d > interventionDay) postIdx.push(i);
  });
  const nPre = preIdx.length;
  const m = postIdx.length;
  if (days.length === 0 && input.noDataReason) return notEnough(input, input.noDataReason, 0, 0);
  if (nPre < CAUSAL_MIN_PRE_DAYS)
    return notEnough(
      input,
      `${nPre} days of data before the intervention; the estimate needs at least ${CAUSAL_MIN_PRE_DAYS}.`,
      nPre,
      m,
    );
  if (m < CAUSAL_MIN_POST_DAYS)
    return notEnough(
      input,
      `${m} whole days since the intervention; the estimate needs at least ${CAUSAL_MIN_POST_DAYS}.`,
      nPre,
      m,
    );
  const yPre = preIdx.map((i) => actual[i]);
  if (variance(yPre) === 0 && mean(yPre) === 0)
    return notEnough(input, 'The series is zero on every day before the intervention.', nPre, m);
  const usable = input.controls
    .map((c) => ({ c, pre: preIdx.map((i) => c.values[i]) }))
    .filter((x) => variance(x.pre) > 0)
    .map((x) => ({ ...x, r: correlation(x.pre, yPre) }))
    .sort((a, b) => b.r - a.r || (a.c.ref < b.c.ref ? -1 : 1))
    .slice(0, MAX_CONTROLS);
  if (usable.length === 0)
    return notEnough(
      input,
      input.noControlsReason ??
        'No control series: the team has no other site (or page) with data that was left alone in the window.',
      nPre,
      m,
    );

  // Design: day-of-week indicators (Sunday is the baseline) then the controls.
  const dows = days.map(dayOfWeek);
  const seasonCols = [1, 2, 3, 4, 5, 6].map((d) => preIdx.map((i) => (dows[i] === d ? 1 : 0)));
  const columns = [...seasonCols, ...usable.map((u) => u.pre)];
  const nonNegative = [...seasonCols.map(() => false), ...usable.map(() => true)];
  const fit = constrainedLeastSquares(yPre, columns, nonNegative);
  const season = fit.coef.slice(0, 6);
  const weights = fit.coef.slice(6);
  const predict = (i: number) => {
    let v = fit.intercept;
    if (dows[i] > 0) v += season[dows[i] - 1];
    usable.forEach((u, j) => {
      v += weights[j] * u.c.values[i];
    });
    return v;
  };
  const counterfactual = days.map((_, i) => predict(i));

  // Pre-period residuals: spread, AR(1) autocorrelation, fit.
  const resid = preIdx.map((i) => actual[i] - counterfactual[i]);
  const pEff = 1 + 6 + weights.filter((w) => w > 0).length;
  const dof = Math.max(1, nPre - pEff);
  const sse = resid.reduce((s, r) => s + r * r, 0);
  const sd = Math.sqrt(sse / dof);
  let num = 0;
  for (let i = 1; i < resid.length; i++) num += resid[i] * resid[i - 1];
  const rho = sse > 0 ? Math.min(0.9, Math.max(0, num / sse)) : 0;
  const inflation = (1 + rho) / (1 - rho);
  const leverage = pEff / nPre;
  const sst = yPre.reduce((s, v) => s + (v - mean(yPre)) ** 2, 0);
  const r2 = sst > 0 ? 1 - sse / sst : 0;
  const apes = preIdx
    .filter((i) => actual[i] !== 0)
    .map((i) => Math.abs((actual[i] - counterfactual[i]) / actual[i]));
  const mape = apes.length > 0 ? mean(apes) : null;

  // Daily band and the post-period effect.
  const halfBand = Z90 * sd * Math.sqrt(1 + leverage);
  const series: CausalPoint[] = days.map((day, i) => ({
    day,
    actual: actual[i],
    counterfactual: round(counterfactual[i]),
    lower: round(counterfactual[i] - halfBand),
    upper: round(counterfactual[i] + halfBand),
  }));
  const gaps = postIdx.map((i) => actual[i] - counterfactual[i]);
  const average = mean(gaps);
  const se = sd * Math.sqrt(inflation * (1 / m + leverage));
  const lower = average - Z90 * se;
  const upper = average + Z90 * se;
  const cfMean = mean(postIdx.map((i) => counterfactual[i]));
  const rel = (v: number) => (Math.abs(cfMean) > 1e-9 ? round(v / cfMean, 4) : null);
  const effect: CausalEffect = {
    average: round(average),
    averageLower: round(lower),
    averageUpper: round(upper),
    cumulative: round(average * m),
    cumulativeLower: round(lower * m),
    cumulativeUpper: round(upper * m),
    relative: rel(average),
    relativeLower: rel(lower),
    relativeUpper: rel(upper),
    probabilityPositive: round(se > 0 ? normalCdf(average / se) : average > 0 ? 1 : 0, 4),
    significant: lower > 0 || upper < 0,
  };
  const levels = usable.map((u, j) => weights[j] * mean(u.pre));
  const levelSum = levels.reduce((s, v) => s + v, 0);
  const controls: CausalControl[] = usable
    .map((u, j) => ({
      kind: u.c.kind,
      ref: u.c.ref,
      label: u.c.label,
      weight: round(weights[j], 4),
      share: levelSum > 0 ? round(levels[j] / levelSum, 4) : 0,
    }))
    .sort((a, b) => b.share - a.share);
  return {
    status: 'ok',
    reason: null,
    preFrom: days[preIdx[0]],
    postTo: days[postIdx[m - 1]],
    preDays: nPre,
    postDays: m,
    effect,
    fit: { r2: round(r2, 4), mape: mape === null ? null : round(mape, 4), residualSd: round(sd) },
    controls,
    interventionDay,
    series,
  };
}

function round(v: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
