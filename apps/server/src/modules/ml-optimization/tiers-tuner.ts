import type { MlEvaluation, TierThresholdsSetting } from '@sdp/shared';
import { bootstrapSamples, foldsOf, mean, quantile, round } from './stats';
import { FOLDS, LEVEL, RESAMPLES, SEED } from './weights-tuner';

// Tier cut points on the payout that best separate observed revenue
// (docs/ml-optimization.md#tier-thresholds): every pair of cut points between the sites' distinct
// payouts, the one with the smallest within-tier sum of squares of log revenue.

/** Fewest sites per tier for a split to count. */
export const MIN_PER_TIER = 2;

export interface TierRow {
  payout: number;
  /** log10(1 + observed revenue per month). */
  y: number;
  leadsPerMonth: number;
}

export const tierAt = (t: TierThresholdsSetting, payout: number) =>
  payout >= t.tier1 ? 1 : payout >= t.tier2 ? 2 : 3;

/** Cut points strictly between consecutive distinct payouts (whole dollars when possible). */
function candidates(rows: readonly TierRow[]): number[] {
  const ps = [...new Set(rows.map((r) => r.payout))].sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = 1; i < ps.length; i++) {
    const c = Math.ceil((ps[i - 1] + ps[i]) / 2);
    out.push(c > ps[i - 1] && c <= ps[i] ? c : ps[i]);
  }
  return out;
}

function sse(rows: readonly TierRow[], t: TierThresholdsSetting): number {
  const groups = new Map<number, number[]>();
  for (const r of rows) {
    const g = tierAt(t, r.payout);
    groups.set(g, [...(groups.get(g) ?? []), r.y]);
  }
  let s = 0;
  for (const ys of groups.values()) {
    const m = mean(ys);
    for (const v of ys) s += (v - m) ** 2;
  }
  return s;
}

/** The best split with at least MIN_PER_TIER sites in each tier; null when none has. */
export function fitTiers(rows: readonly TierRow[]): TierThresholdsSetting | null {
  const cs = candidates(rows);
  let best: { t: TierThresholdsSetting; s: number } | null = null;
  for (let i = 0; i < cs.length; i++) {
    for (let j = i + 1; j < cs.length; j++) {
      const t = { tier1: cs[j], tier2: cs[i] };
      const counts = [1, 2, 3].map((g) => rows.filter((r) => tierAt(t, r.payout) === g).length);
      if (counts.some((c) => c < MIN_PER_TIER)) continue;
      const s = sse(rows, t);
      if (!best || s < best.s - 1e-12) best = { t, s };
    }
  }
  return best?.t ?? null;
}

/** Held-out prediction of each row by its tier's mean on the training folds. */
function tierMeans(train: readonly TierRow[], t: TierThresholdsSetting) {
  const all = mean(train.map((r) => r.y));
  const by = new Map<number, number>();
  for (const g of [1, 2, 3]) {
    const ys = train.filter((r) => tierAt(t, r.payout) === g).map((r) => r.y);
    by.set(g, ys.length ? mean(ys) : all);
  }
  return (payout: number) => by.get(tierAt(t, payout)) ?? all;
}

type Evaluation = Omit<MlEvaluation, 'demo'>;

export function tuneTiers(rows: readonly TierRow[], current: TierThresholdsSetting, siteMonths: number) {
  const suggested = fitTiers(rows);
  if (!suggested) return null;
  const n = rows.length;
  const k = Math.min(FOLDS, n);
  const fold = foldsOf(n, k, SEED + 1);
  const errS = new Array<number>(n);
  const errC = new Array<number>(n);
  for (let f = 0; f < k; f++) {
    const train = rows.filter((_, i) => fold[i] !== f);
    const t = fitTiers(train) ?? current;
    const predS = tierMeans(train, t);
    const predC = tierMeans(train, current);
    rows.forEach((r, i) => {
      if (fold[i] !== f) return;
      errS[i] = (r.y - predS(r.payout)) ** 2;
      errC[i] = (r.y - predC(r.payout)) ** 2;
    });
  }
  const sst = (idx: number[]) => {
    const m = mean(idx.map((i) => rows[i].y));
    return idx.reduce((s, i) => s + (rows[i].y - m) ** 2, 0);
  };
  const r2 = (err: number[], idx: number[]) => {
    const t = sst(idx);
    return t > 0 ? 1 - idx.reduce((s, i) => s + err[i], 0) / t : 0;
  };
  const gain = (idx: number[]) => r2(errS, idx) - r2(errC, idx);
  const all = rows.map((_, i) => i);
  const samples = bootstrapSamples(n, RESAMPLES, SEED + 1);
  const gains = samples.map(gain);
  const refits = samples.map((idx) => fitTiers(idx.map((i) => rows[i])));
  const lo = (1 - LEVEL) / 2;
  const estimate = gain(all);
  const low = quantile(gains, lo);
  const high = quantile(gains, 1 - lo);
  const significant = low > 0;
  const rate = (t: TierThresholdsSetting, g: number) => {
    const rs = rows.filter((r) => tierAt(t, r.payout) === g);
    return rs.length ? round(mean(rs.map((r) => r.leadsPerMonth)), 2) : 0;
  };
  const rates = (t: TierThresholdsSetting) => [1, 2, 3].map((g) => rate(t, g)).join(' / ');
  const param = (name: 'tier1' | 'tier2') => {
    const vals = refits.filter((t): t is TierThresholdsSetting => t !== null).map((t) => t[name]);
    return {
      name,
      current: current[name],
      suggested: suggested[name],
      low: vals.length ? round(quantile(vals, lo), 0) : null,
      high: vals.length ? round(quantile(vals, 1 - lo), 0) : null,
    };
  };
  const evaluation: Evaluation = {
    sites: n,
    siteMonths: round(siteMonths, 1),
    method:
      'Every pair of cut points between the sites’ distinct payouts, each tier holding at least 2 sites; the pair with the smallest within-tier sum of squares of log10(1 + observed revenue per month) wins (the split that best separates revenue).',
    explanation: significant
      ? `Tier 1 at $${suggested.tier1}+ and tier 2 at $${suggested.tier2}+ separate your sites’ revenue better than $${current.tier1} / $${current.tier2}: held-out variance explained rises by ${round(estimate, 2)} (90% interval ${round(low, 2)} to ${round(high, 2)}). Leads per site-month by tier (1 / 2 / 3): ${rates(suggested)} suggested, ${rates(current)} now.`
      : `No reliable improvement: cut points $${suggested.tier1} / $${suggested.tier2} change the held-out variance explained by ${round(estimate, 2)}, and the 90% interval (${round(low, 2)} to ${round(high, 2)}) includes no gain. Leads per site-month by tier (1 / 2 / 3): ${rates(current)} with the current cut points.`,
    heldOut: {
      scheme: `${k}-fold cross-validation: cut points chosen on ${k - 1} folds, each held-out site predicted by its tier’s mean there`,
      rows: [
        {
          metric: 'Variance of log revenue explained (R²)',
          current: round(r2(errC, all)),
          suggested: round(r2(errS, all)),
        },
        {
          metric: 'Error of log10 revenue (RMSE)',
          current: round(Math.sqrt(mean(errC))),
          suggested: round(Math.sqrt(mean(errS))),
        },
      ],
    },
    effect: {
      metric: 'Held-out R² gain',
      estimate: round(estimate),
      low: round(low),
      high: round(high),
      level: LEVEL,
      resamples: RESAMPLES,
      seed: SEED + 1,
    },
    parameters: [param('tier1'), param('tier2')],
    significant,
  };
  return { suggested, evaluation };
}
