import type { MlEvaluation, ScoreWeights } from '@sdp/shared';
import {
  bootstrapSamples,
  foldsOf,
  line,
  mean,
  nonNegativeRidge,
  quantile,
  round,
  spearman,
  variance,
} from './stats';

// Refits the market score's weights (docs/ml-optimization.md#score-weights): non-negative ridge
// regression of observed log revenue on the score's components, scaled to the score's budget.

export const SEED = 20261127;
export const RESAMPLES = 400;
export const LEVEL = 0.9;
export const FOLDS = 5;

/** One site: the score's components (0-100 each) and log10(1 + observed revenue per month). */
export interface WeightRow {
  revenueIndex: number;
  ease: number;
  /** 100 x confidence. */
  confidence: number;
  y: number;
}

const KEYS = ['revenue', 'ease', 'confidence'] as const;
const x = (r: WeightRow) => [r.revenueIndex, r.ease, r.confidence];
export const scoreWith = (w: ScoreWeights, r: WeightRow) =>
  w.revenue * r.revenueIndex + w.ease * r.ease + w.confidence * r.confidence;

/**
 * Weights fitted on rows: components without spread keep their current weight; the others share
 * the rest in proportion to their non-negative coefficients. No signal: the current weights.
 */
export function fitWeights(rows: readonly WeightRow[], current: ScoreWeights): ScoreWeights {
  const X = rows.map(x);
  const active = KEYS.map((_, j) => variance(X.map((r) => r[j])) > 1e-9);
  const cols = KEYS.map((_, j) => j).filter((j) => active[j]);
  if (!cols.length) return { ...current };
  const { beta } = nonNegativeRidge(
    X.map((r) => cols.map((j) => r[j])),
    rows.map((r) => r.y),
  );
  const total = beta.reduce((s, b) => s + b, 0);
  if (total <= 0) return { ...current };
  const budget = cols.reduce((s, j) => s + current[KEYS[j]], 0);
  const out = { ...current };
  cols.forEach((j, c) => {
    out[KEYS[j]] = round((beta[c] / total) * budget, 3);
  });
  return out;
}

type Evaluation = Omit<MlEvaluation, 'demo'>;

/** Refit, k-fold held-out comparison and bootstrap intervals; deterministic for given rows. */
export function tuneWeights(rows: readonly WeightRow[], current: ScoreWeights, siteMonths: number) {
  const n = rows.length;
  const y = rows.map((r) => r.y);
  const suggested = fitWeights(rows, current);
  const k = Math.min(FOLDS, n);
  const fold = foldsOf(n, k, SEED);
  const oofScore = new Array<number>(n);
  const oofPredSuggested = new Array<number>(n);
  const oofPredCurrent = new Array<number>(n);
  const currentScore = rows.map((r) => scoreWith(current, r));
  for (let f = 0; f < k; f++) {
    const train = rows.filter((_, i) => fold[i] !== f);
    const w = fitWeights(train, current);
    // Each score is calibrated to log revenue on the training folds (y = a + b score).
    const lineS = line(
      train.map((r) => scoreWith(w, r)),
      train.map((r) => r.y),
    );
    const lineC = line(
      train.map((r) => scoreWith(current, r)),
      train.map((r) => r.y),
    );
    rows.forEach((r, i) => {
      if (fold[i] !== f) return;
      oofScore[i] = scoreWith(w, r);
      oofPredSuggested[i] = lineS.a + lineS.b * oofScore[i];
      oofPredCurrent[i] = lineC.a + lineC.b * currentScore[i];
    });
  }
  const rmse = (pred: number[], idx: number[]) => Math.sqrt(mean(idx.map((i) => (y[i] - pred[i]) ** 2)));
  const all = rows.map((_, i) => i);
  const rho = (s: number[], idx: number[]) =>
    spearman(
      idx.map((i) => s[i]),
      idx.map((i) => y[i]),
    );
  const gain = (idx: number[]) => rho(oofScore, idx) - rho(currentScore, idx);
  const samples = bootstrapSamples(n, RESAMPLES, SEED);
  const gains = samples.map(gain);
  const refits = samples.map((idx) =>
    fitWeights(
      idx.map((i) => rows[i]),
      current,
    ),
  );
  const lo = (1 - LEVEL) / 2;
  const estimate = gain(all);
  const low = quantile(gains, lo);
  const high = quantile(gains, 1 - lo);
  const significant = low > 0;
  const pct = (w: number) => `${Math.round(w * 1000) / 10}%`;
  const evaluation: Evaluation = {
    sites: n,
    siteMonths: round(siteMonths, 1),
    method:
      'Non-negative ridge regression (penalty 0.1% of each component’s sum of squares) of log10(1 + observed revenue per month) on the score’s components: revenue index, ease (100 - competition) and 100 x confidence; the coefficients, scaled to sum to the weights they replace, are the suggested weights. Components without spread across the sites keep their weight.',
    explanation: significant
      ? `Weighting revenue ${pct(suggested.revenue)}, ease ${pct(suggested.ease)} and confidence ${pct(suggested.confidence)} ranks your sites closer to the revenue they really earn: the held-out rank correlation rises by ${round(estimate, 2)} (90% interval ${round(low, 2)} to ${round(high, 2)}).`
      : `No reliable improvement: the refitted weights (revenue ${pct(suggested.revenue)}, ease ${pct(suggested.ease)}, confidence ${pct(suggested.confidence)}) change the held-out rank correlation by ${round(estimate, 2)}, and the 90% interval (${round(low, 2)} to ${round(high, 2)}) includes no gain. Keeping the current weights is the honest choice.`,
    heldOut: {
      scheme: `${k}-fold cross-validation: weights fitted on ${k - 1} folds, scored on the held-out fold`,
      rows: [
        {
          metric: 'Rank correlation with observed revenue',
          current: round(rho(currentScore, all)),
          suggested: round(rho(oofScore, all)),
        },
        {
          metric: 'Error of log10 revenue (RMSE)',
          current: round(rmse(oofPredCurrent, all)),
          suggested: round(rmse(oofPredSuggested, all)),
        },
      ],
    },
    effect: {
      metric: 'Held-out rank correlation gain',
      estimate: round(estimate),
      low: round(low),
      high: round(high),
      level: LEVEL,
      resamples: RESAMPLES,
      seed: SEED,
    },
    parameters: KEYS.map((key) => ({
      name: key,
      current: current[key],
      suggested: suggested[key],
      low: round(
        quantile(
          refits.map((w) => w[key]),
          lo,
        ),
      ),
      high: round(
        quantile(
          refits.map((w) => w[key]),
          1 - lo,
        ),
      ),
    })),
    significant,
  };
  return { suggested, evaluation };
}
