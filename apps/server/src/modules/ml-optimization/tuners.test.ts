import { describe, expect, it } from 'vitest';
import { Rng } from '../../lib/prng';
import { fitTiers, tuneTiers } from './tiers-tuner';
import { scoreWith, tuneWeights, type WeightRow } from './weights-tuner';

// Synthetic sites where the truth is known (docs/ml-optimization.md#tests).

const CURRENT = { revenue: 0.5, ease: 0.4, confidence: 0.1 };

function normal(rng: Rng) {
  return Math.sqrt(-2 * Math.log(Math.max(rng.next(), 1e-12))) * Math.cos(2 * Math.PI * rng.next());
}

/** n sites with components spread over 0-100; y from `truth` plus noise (or noise only). */
function sites(n: number, truth: typeof CURRENT | null, noise: number, seed: number): WeightRow[] {
  const rng = new Rng(seed);
  return Array.from({ length: n }, () => {
    const r = {
      revenueIndex: 20 + 60 * rng.next(),
      ease: 20 + 60 * rng.next(),
      confidence: 100 * rng.next(),
      y: 0,
    };
    r.y = (truth ? 0.02 * scoreWith(truth, r) : 1.5) + noise * normal(rng);
    return r;
  });
}

describe('score weights refit', () => {
  it('recovers known weights within the bootstrap interval and claims the gain', () => {
    const truth = { revenue: 0.15, ease: 0.7, confidence: 0.15 };
    const { suggested, evaluation } = tuneWeights(sites(60, truth, 0.1, 1), CURRENT, 240);
    for (const p of evaluation.parameters) {
      const t = truth[p.name as keyof typeof truth];
      expect(p.low).not.toBeNull();
      expect(t).toBeGreaterThanOrEqual(p.low ?? 1);
      expect(t).toBeLessThanOrEqual(p.high ?? 0);
      expect(Math.abs(suggested[p.name as keyof typeof truth] - t)).toBeLessThan(0.12);
    }
    expect(evaluation.significant).toBe(true);
    expect(evaluation.effect.low).toBeGreaterThan(0);
    const [rank] = evaluation.heldOut.rows;
    expect(rank.suggested).toBeGreaterThan(rank.current);
  });

  it('claims no improvement on pure noise', () => {
    for (const seed of [2, 3, 4]) {
      const { evaluation } = tuneWeights(sites(40, null, 0.5, seed), CURRENT, 160);
      expect(evaluation.significant).toBe(false);
      expect(evaluation.effect.low).toBeLessThanOrEqual(0);
      expect(evaluation.explanation).toMatch(/^No reliable improvement/);
    }
  });

  it('is deterministic', () => {
    const rows = sites(30, CURRENT, 0.2, 5);
    expect(tuneWeights(rows, CURRENT, 100)).toEqual(tuneWeights(rows, CURRENT, 100));
  });
});

describe('tier thresholds', () => {
  const payouts = [60, 90, 120, 180, 220, 260, 350, 450];
  /** Revenue steps at the truth's cut points (400 and 200), not at 300 / 150. */
  function tierSites(noise: number, seed: number, stepped = true) {
    const rng = new Rng(seed);
    return Array.from({ length: 48 }, (_, i) => {
      const payout = payouts[i % payouts.length];
      const level = !stepped ? 2 : payout >= 400 ? 3 : payout >= 200 ? 2 : 1;
      return { payout, y: level + noise * normal(rng), leadsPerMonth: 2 };
    });
  }

  it('finds the cut points that separate revenue, with a held-out gain', () => {
    const rows = tierSites(0.2, 7);
    expect(fitTiers(rows)).toEqual({ tier1: 400, tier2: 200 });
    const tuned = tuneTiers(rows, { tier1: 300, tier2: 150 }, 200);
    expect(tuned?.evaluation.significant).toBe(true);
    const [r2] = tuned?.evaluation.heldOut.rows ?? [];
    expect(r2.suggested).toBeGreaterThan(r2.current);
  });

  it('claims no improvement when revenue does not depend on the payout', () => {
    const tuned = tuneTiers(tierSites(0.5, 8, false), { tier1: 300, tier2: 150 }, 200);
    expect(tuned?.evaluation.significant).toBe(false);
  });

  it('needs three payouts with two sites each', () => {
    expect(
      fitTiers([
        { payout: 100, y: 1, leadsPerMonth: 0 },
        { payout: 200, y: 2, leadsPerMonth: 0 },
      ]),
    ).toBeNull();
  });
});
