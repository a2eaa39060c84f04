import { Rng } from '../../lib/prng';
import { type Gamma, sampleGamma } from './posterior';

// Budget allocation by Thompson sampling (docs/strategic.md#allocation), pure. Each sample draws
// every candidate's leads/month from its posterior, values them at the payout, ranks candidates by
// value per dollar and fills the budget greedily. Over the samples: how often each candidate had
// the best value per dollar, how often the budget funded it, and its leads and value (mean, 10th
// and 90th percentile). The plan funds candidates by how often the samples funded them.

/** Samples drawn (enough for shares to +/- 2 percentage points). */
export const ALLOCATION_SAMPLES = 2000;
/** The fixed seed: the same data and budget give the same allocation. */
export const ALLOCATION_SEED = 20_240_601;

/** Where a candidate's extra leads/month come from. */
export type LeadDraw =
  /** A posterior of leads/month (a new site, a site published or rented out). */
  | { kind: 'gamma'; posterior: Gamma }
  /** The leads to gain up to a target: max(0, target - lambda), lambda from the posterior. */
  | { kind: 'gap'; target: number; posterior: Gamma }
  /** A fix's expected effect, uniform over its range. */
  | { kind: 'uniform'; low: number; high: number };

export interface Candidate {
  id: string;
  /** $ this month; > 0. */
  cost: number;
  /** $ per lead. */
  payout: number;
  draw: LeadDraw;
}

export interface CandidateStats {
  id: string;
  meanLeads: number;
  leadsLow: number;
  leadsHigh: number;
  meanValue: number;
  valueLow: number;
  valueHigh: number;
  shareBest: number;
  shareFunded: number;
}

export interface Allocation {
  stats: Map<string, CandidateStats>;
  /** Funded candidate ids, in order of funding. */
  plan: string[];
  spent: number;
}

export function drawLeads(draw: LeadDraw, next: () => number): number {
  switch (draw.kind) {
    case 'gamma':
      return sampleGamma(draw.posterior, next);
    case 'gap':
      return Math.max(0, draw.target - sampleGamma(draw.posterior, next));
    case 'uniform':
      return draw.low + (draw.high - draw.low) * next();
  }
}

/** The q-quantile (0-1) of sorted values, by nearest rank. */
function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))];
}

export function allocate(
  candidates: readonly Candidate[],
  budget: number,
  opts: { samples?: number; seed?: number } = {},
): Allocation {
  const samples = opts.samples ?? ALLOCATION_SAMPLES;
  const rng = new Rng(opts.seed ?? ALLOCATION_SEED);
  const n = candidates.length;
  const leads = candidates.map(() => new Float64Array(samples));
  const best = new Array<number>(n).fill(0);
  const funded = new Array<number>(n).fill(0);
  const ratio = new Float64Array(n);
  const order = candidates.map((_, i) => i);

  for (let s = 0; s < samples; s++) {
    let top = -1;
    for (let i = 0; i < n; i++) {
      const c = candidates[i];
      const l = drawLeads(c.draw, rng.next);
      leads[i][s] = l;
      ratio[i] = (l * c.payout) / c.cost;
      if (ratio[i] > 0 && (top < 0 || ratio[i] > ratio[top])) top = i;
    }
    if (top >= 0) best[top]++;
    order.sort((a, b) => ratio[b] - ratio[a] || a - b);
    let left = budget;
    for (const i of order) {
      if (ratio[i] <= 0) break;
      if (candidates[i].cost <= left) {
        left -= candidates[i].cost;
        funded[i]++;
      }
    }
  }

  const stats = new Map<string, CandidateStats>();
  candidates.forEach((c, i) => {
    const sorted = leads[i].slice().sort();
    const mean = samples > 0 ? leads[i].reduce((a, b) => a + b, 0) / samples : 0;
    stats.set(c.id, {
      id: c.id,
      meanLeads: mean,
      leadsLow: quantile(sorted, 0.1),
      leadsHigh: quantile(sorted, 0.9),
      meanValue: mean * c.payout,
      valueLow: quantile(sorted, 0.1) * c.payout,
      valueHigh: quantile(sorted, 0.9) * c.payout,
      shareBest: samples > 0 ? best[i] / samples : 0,
      shareFunded: samples > 0 ? funded[i] / samples : 0,
    });
  });

  // The plan: most often funded first (ties: higher expected value per dollar), within the budget.
  const ranked = candidates
    .map((c, i) => ({ c, i, perDollar: (stats.get(c.id)?.meanValue ?? 0) / c.cost }))
    .filter((r) => funded[r.i] > 0 && r.perDollar > 0)
    .sort((a, b) => funded[b.i] - funded[a.i] || b.perDollar - a.perDollar || a.i - b.i);
  const plan: string[] = [];
  let spent = 0;
  for (const r of ranked) {
    if (spent + r.c.cost <= budget) {
      plan.push(r.c.id);
      spent += r.c.cost;
    }
  }
  return { stats, plan, spent };
}
