import type { ExpectedEffect, SeoOpportunityDifficulty } from '@sdp/shared';
import { ctrAt as marketCtrAt } from '../market/index';

// The score of an opportunity and the click-through curve its rankings effects rest on
// (docs/seo-opportunities.md#score, #effects). Pure functions.

/**
 * Organic click-through rate by position: Backlinko's study of 5 million Google results (2019),
 * positions 1-10 (the market model's curve, docs/scoring.md); page 2 (11-20) gets 0.63% of clicks in the same study, spread evenly here; beyond
 * 20, 0.1%. An estimate from general rates, not the site's own data.
 */
export const CTR_CURVE_SOURCE =
  'Backlinko organic CTR study (5M Google results, 2019): 31.7% at #1 to 3.1% at #10, 0.63% on page 2';

export function ctrAt(position: number): number {
  const p = Math.max(1, Math.round(position));
  if (p <= 10) return marketCtrAt(p);
  if (p <= 20) return 0.0063;
  return 0.001;
}

/** What a better position is expected to be: a modest (x0.75) and a strong (x0.5) move up. */
export function targetPositions(position: number): { modest: number; strong: number } {
  return {
    modest: Math.max(1, Math.round(position * 0.75)),
    strong: Math.max(1, Math.round(position * 0.5)),
  };
}

/** How much a monthly gain weighs, per metric: the gain that counts as full (1). */
const FULL_GAIN: Record<ExpectedEffect['metric'], number> = {
  visitors: 1000,
  clicks: 1000,
  leads: 20,
  position: 10,
};
const EASE: Record<SeoOpportunityDifficulty, number> = { easy: 1, medium: 0.6, hard: 0.3 };

/** Gain 0-1 of an effect: log scale of its middle value against the metric's full gain. */
export function gainOf(effect: Pick<ExpectedEffect, 'metric' | 'low' | 'high'>): number {
  const mid = Math.max(0, (effect.low + effect.high) / 2);
  if (mid === 0) return 0;
  return Math.min(1, Math.log10(1 + mid) / Math.log10(1 + FULL_GAIN[effect.metric]));
}

/**
 * score = round(100 x gain x (0.5 + 0.5 x ease)), gain the larger of the effect's gain and the
 * finding's own weight (severity x breadth, for findings without traffic figures), ease 1 / 0.6 /
 * 0.3 for easy / medium / hard. 0-100.
 */
export function scoreOf(input: {
  effect: Pick<ExpectedEffect, 'metric' | 'low' | 'high'>;
  difficulty: SeoOpportunityDifficulty;
  /** 0-1: a finding's weight when its effect cannot be measured in traffic. */
  weight?: number;
}): number {
  const gain = Math.max(gainOf(input.effect), input.weight ?? 0);
  const score = Math.round(100 * gain * (0.5 + 0.5 * EASE[input.difficulty]));
  return Math.max(0, Math.min(100, score));
}

const SEVERITY_WEIGHT = { critical: 0.9, warning: 0.6, notice: 0.3 } as const;

/** An audit finding's weight: severity x breadth (0.6 for one page up to 1 for 10 pages or more). */
export function findingWeight(severity: keyof typeof SEVERITY_WEIGHT, pages: number): number {
  return SEVERITY_WEIGHT[severity] * (0.6 + 0.4 * Math.min(1, Math.max(0, pages - 1) / 9));
}

export const round = (n: number) => Math.round(n);
