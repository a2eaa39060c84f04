import { describe, expect, it } from 'vitest';
import { estimateEffect } from './estimator';
import { syntheticSeries } from './synthetic';

const base = { days: 120, controls: 4, interventionAt: 60 };

describe('estimateEffect', () => {
  it('recovers a +30 % lift after day 60 inside its 90 % interval', () => {
    const input = syntheticSeries({ ...base, seed: 7, lift: 0.3 });
    const out = estimateEffect(input);
    expect(out.status).toBe('ok');
    const e = out.effect!;
    const post = input.trueLevelAfter.slice(61);
    const trueAverage = post.reduce((s, v) => s + v, 0) / post.length;
    expect(e.averageLower).toBeLessThan(trueAverage);
    expect(e.averageUpper).toBeGreaterThan(trueAverage);
    expect(e.relative!).toBeGreaterThan(0.2);
    expect(e.relative!).toBeLessThan(0.4);
    expect(e.significant).toBe(true);
    expect(e.probabilityPositive).toBeGreaterThan(0.99);
    expect(out.fit!.r2).toBeGreaterThan(0.5);
    expect(out.controls.length).toBe(4);
    expect(out.series).toHaveLength(120);
    expect(out.preDays).toBe(60);
    expect(out.postDays).toBe(59);
  });

  it('with no effect, the interval covers zero', () => {
    const out = estimateEffect(syntheticSeries({ ...base, seed: 11, lift: 0 }));
    expect(out.status).toBe('ok');
    expect(out.effect!.averageLower).toBeLessThan(0);
    expect(out.effect!.averageUpper).toBeGreaterThan(0);
    expect(out.effect!.significant).toBe(false);
  });

  it('covers the true effect in most of 40 seeds (the interval is calibrated, not just wide)', () => {
    let covered = 0;
    let widths = 0;
    for (let seed = 100; seed < 140; seed++) {
      const input = syntheticSeries({ ...base, seed, lift: 0.15 });
      const e = estimateEffect(input).effect!;
      const post = input.trueLevelAfter.slice(61);
      const truth = post.reduce((s, v) => s + v, 0) / post.length;
      if (e.averageLower <= truth && truth <= e.averageUpper) covered++;
      widths += e.averageUpper - e.averageLower;
    }
    expect(covered).toBeGreaterThanOrEqual(32);
    // A level of ~100 a day with 8 % noise: the interval is a few visitors wide, not dozens.
    expect(widths / 40).toBeLessThan(15);
  });

  it('is deterministic', () => {
    const a = estimateEffect(syntheticSeries({ ...base, seed: 3, lift: 0.3 }));
    const b = estimateEffect(syntheticSeries({ ...base, seed: 3, lift: 0.3 }));
    expect(a).toEqual(b);
  });

  it('gives the control weights as shares that add up to 1', () => {
    const out = estimateEffect(syntheticSeries({ ...base, seed: 5, lift: 0.3 }));
    const total = out.controls.reduce((s, c) => s + c.share, 0);
    expect(total).toBeCloseTo(1, 2);
    for (const c of out.controls) expect(c.weight).toBeGreaterThanOrEqual(0);
  });

  it('says not enough data with fewer than 21 days before or 7 after', () => {
    const few = syntheticSeries({ ...base, seed: 1, lift: 0, interventionAt: 15 });
    const early = estimateEffect(few);
    expect(early.status).toBe('not_enough_data');
    expect(early.reason).toContain('15 days of data before');
    expect(early.effect).toBeNull();
    const late = estimateEffect(syntheticSeries({ ...base, seed: 1, lift: 0, interventionAt: 115 }));
    expect(late.status).toBe('not_enough_data');
    expect(late.reason).toContain('4 whole days since');
  });

  it('says not enough data without usable controls', () => {
    const input = syntheticSeries({ ...base, seed: 2, lift: 0.3 });
    const flat = { ...input, controls: [{ ...input.controls[0], values: input.days.map(() => 5) }] };
    const out = estimateEffect(flat);
    expect(out.status).toBe('not_enough_data');
    expect(out.reason).toContain('No control series');
    expect(estimateEffect({ ...input, controls: [], noControlsReason: 'only one site' }).reason).toBe(
      'only one site',
    );
  });
});
