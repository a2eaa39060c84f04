import { describe, expect, it } from 'vitest';
import { allocate, type Candidate } from './allocation';

const gamma = (shape: number, rate: number) => ({ kind: 'gamma' as const, posterior: { shape, rate } });

describe('Thompson-sampling allocation', () => {
  const cands: Candidate[] = [
    { id: 'a', cost: 200, payout: 100, draw: gamma(2, 1) },
    { id: 'b', cost: 150, payout: 100, draw: gamma(1, 1) },
    { id: 'c', cost: 300, payout: 50, draw: { kind: 'uniform', low: 1, high: 3 } },
    { id: 'd', cost: 100, payout: 100, draw: { kind: 'gap', target: 2, posterior: { shape: 40, rate: 20 } } },
  ];

  it('never spends more than the budget', () => {
    for (const budget of [1, 99, 100, 250, 350, 600, 10_000]) {
      const r = allocate(cands, budget, { samples: 300, seed: 1 });
      const spent = r.plan.reduce((s, id) => s + (cands.find((c) => c.id === id)?.cost ?? 0), 0);
      expect(spent).toBeLessThanOrEqual(budget);
      expect(r.spent).toBeCloseTo(spent, 6);
    }
    expect(allocate(cands, 50, { samples: 100 }).plan).toEqual([]);
  });

  it('gives the arm with strong good data most of the samples', () => {
    // Same cost and payout; 'strong' observed 2 leads/month over 200 site-months, 'weak' has a
    // prior only (mean 1, wide): the strong arm has the best value per dollar in most samples.
    const r = allocate(
      [
        { id: 'strong', cost: 100, payout: 100, draw: gamma(400, 200) },
        { id: 'weak', cost: 100, payout: 100, draw: gamma(1, 1) },
      ],
      100,
      { samples: 2000, seed: 3 },
    );
    const strong = r.stats.get('strong');
    const weak = r.stats.get('weak');
    expect(strong?.shareBest).toBeGreaterThan(0.75);
    expect((strong?.shareBest ?? 0) + (weak?.shareBest ?? 0)).toBeCloseTo(1, 6);
    expect(r.plan).toEqual(['strong']);
    expect(strong?.meanLeads).toBeCloseTo(2, 1);
    expect(strong?.leadsLow).toBeLessThan(2);
    expect(strong?.leadsHigh).toBeGreaterThan(2);
  });

  it('keeps a weak arm in play: the wide prior still wins some samples', () => {
    const r = allocate(
      [
        { id: 'known', cost: 100, payout: 100, draw: gamma(100, 100) },
        { id: 'unknown', cost: 100, payout: 100, draw: gamma(1, 1) },
      ],
      100,
      { samples: 2000, seed: 5 },
    );
    expect(r.stats.get('unknown')?.shareBest).toBeGreaterThan(0.15);
    expect(r.stats.get('unknown')?.shareBest).toBeLessThan(0.6);
  });

  it('is deterministic for a seed and differs with another', () => {
    const one = allocate(cands, 400, { samples: 500, seed: 42 });
    const two = allocate(cands, 400, { samples: 500, seed: 42 });
    const other = allocate(cands, 400, { samples: 500, seed: 43 });
    expect([...two.stats.values()]).toEqual([...one.stats.values()]);
    expect(two.plan).toEqual(one.plan);
    expect([...other.stats.values()]).not.toEqual([...one.stats.values()]);
  });

  it('prices a gap as the leads to gain, never negative, and a uniform effect within its range', () => {
    const r = allocate(cands, 10_000, { samples: 1000, seed: 9 });
    const d = r.stats.get('d');
    expect(d?.leadsLow).toBeGreaterThanOrEqual(0);
    expect(d?.meanLeads).toBeLessThan(0.3); // target 2 against a posterior mean of 2
    const c = r.stats.get('c');
    expect(c?.leadsLow).toBeGreaterThanOrEqual(1);
    expect(c?.leadsHigh).toBeLessThanOrEqual(3);
    expect(c?.meanValue).toBeCloseTo(100, -1);
  });
});
