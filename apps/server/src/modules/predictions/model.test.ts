import { SCENARIO_QUANTILES } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { fitHolt, forecastMean, forecastSd, simulateHolt } from './holt';
import {
  basisFor,
  type DayHistory,
  forecastSite,
  HISTORY_FROM_DAYS,
  PRIOR_ONLY_BELOW_DAYS,
  ramp,
  summarize,
  sumPaths,
} from './model';
import { createNormal, createRng, normalQuantile, sortedQuantile } from './stats';

const spec = { confidence: 0.8, scenarioQuantile: 0.5 };
const days = (visitors: number[], leads = 0): DayHistory[] => visitors.map((v) => ({ visitors: v, leads }));
const base = { priorConversion: 0.05, valuePerLead: 100, rentPerDay: 0, seed: 7 };

describe('stats', () => {
  it('normalQuantile inverts the normal CDF at known points', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959964, 5);
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 5);
  });
  it('the seeded PRNG is deterministic', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('damped Holt fit', () => {
  it('a constant series gives a flat forecast at the constant with no spread', () => {
    const fit = fitHolt(new Array(60).fill(5));
    for (const h of [1, 30, 365]) expect(forecastMean(fit, h)).toBeCloseTo(5, 9);
    expect(forecastSd(fit, 90)).toBeCloseTo(0, 9);
  });

  it('a linear trend is continued with its slope', () => {
    const y = Array.from({ length: 60 }, (_, t) => 10 + 0.5 * t);
    const fit = fitHolt(y);
    expect(fit.phi).toBe(1);
    for (const h of [1, 10, 30]) expect(forecastMean(fit, h)).toBeCloseTo(10 + 0.5 * (59 + h), 6);
  });

  it('a weekly pattern is recovered', () => {
    const pattern = [0.5, 0.3, 0.1, 0, -0.1, -0.3, -0.5];
    const normal = createNormal(createRng(3));
    const y = Array.from({ length: 84 }, (_, t) => 3 + pattern[t % 7]! + 0.02 * normal());
    const fit = fitHolt(y);
    expect(fit.season).not.toBeNull();
    for (const [i, s] of fit.season!.entries()) expect(s).toBeCloseTo(pattern[i]!, 1);
    // forecasts follow the weekday: day 84 has index 0 (the top day), day 90 index 6 (the lowest)
    expect(forecastMean(fit, 1) - forecastMean(fit, 7)).toBeGreaterThan(0.8);
  });

  it('no weekly pattern is kept without enough history or without a pattern', () => {
    expect(fitHolt(Array.from({ length: 20 }, (_, t) => (t % 7 === 0 ? 5 : 3))).season).toBeNull();
    const normal = createNormal(createRng(9));
    expect(fitHolt(Array.from({ length: 90 }, () => 4 + 0.3 * normal())).season).toBeNull();
  });

  it('80% intervals of a noisy series with known sigma cover about 80% of holdout days', () => {
    const normal = createNormal(createRng(11));
    let inside = 0;
    let total = 0;
    for (let rep = 0; rep < 200; rep++) {
      const y = Array.from({ length: 150 }, () => 4 + 0.5 * normal());
      const train = y.slice(0, 120);
      const fit = fitHolt(train, { seasonal: false });
      const z = normalQuantile(0.9);
      for (let h = 1; h <= 30; h++) {
        const m = forecastMean(fit, h);
        const sd = forecastSd(fit, h);
        const v = y[119 + h]!;
        if (v >= m - z * sd && v <= m + z * sd) inside++;
        total++;
      }
      expect(fit.sigma).toBeGreaterThan(0.38);
      expect(fit.sigma).toBeLessThan(0.65);
    }
    expect(inside / total).toBeGreaterThan(0.75);
    expect(inside / total).toBeLessThan(0.87);
  });

  it('simulated paths agree with the analytic mean and sd', () => {
    const normal = createNormal(createRng(5));
    const fit = fitHolt(
      Array.from({ length: 100 }, (_, t) => 2 + 0.01 * t + 0.3 * normal()),
      { seasonal: false },
    );
    const P = 4000;
    const H = 20;
    const paths = simulateHolt(fit, H, P, createNormal(createRng(6)));
    const last = Array.from({ length: P }, (_, p) => paths[p * H + H - 1]!).sort((a, b) => a - b);
    expect(sortedQuantile(last, 0.5)).toBeCloseTo(forecastMean(fit, H), 1);
    const spread = (sortedQuantile(last, 0.9) - sortedQuantile(last, 0.1)) / (2 * normalQuantile(0.9));
    expect(spread / forecastSd(fit, H)).toBeGreaterThan(0.92);
    expect(spread / forecastSd(fit, H)).toBeLessThan(1.08);
  });
});

describe('site forecast', () => {
  const prior = { matureDailyVisitors: 20, ageDays: 0, source: 'test estimate' };

  it('no history: the prior exactly, basis prior', () => {
    const f = forecastSite({ ...base, history: [], horizon: 90, prior });
    expect(f.basis).toBe('prior');
    const s = summarize(f, spec);
    let expected = 0;
    for (let h = 0; h < 90; h++) {
      expected += 20 * ramp(h);
      expect(s.daily.visitors[h]!.median).toBeCloseTo(20 * ramp(h), 5); // daily paths are float32
    }
    expect(s.totals.visitors.median).toBeCloseTo(expected, 6);
    // leads: the prior conversion (5% on average) of those visitors, give or take sampling
    let share = 0;
    for (let p = 0; p < f.paths; p++) share += f.totalLeads[p]! / f.totalVisitors[p]! / f.paths;
    expect(share).toBeGreaterThan(0.045);
    expect(share).toBeLessThan(0.055);
    // the prior's uncertainty: 80% of the level within x/÷ e^(0.8 x 1.2816)
    expect(s.totals.visitors.high / s.totals.visitors.median).toBeCloseTo(Math.exp(0.8 * 1.2816), 1);
  });

  it('a mature site at its estimate is flat at the estimate; revenue = leads x value + rent', () => {
    const f = forecastSite({
      ...base,
      history: [],
      horizon: 30,
      prior: { ...prior, ageDays: 400 },
      rentPerDay: 10,
    });
    const s = summarize(f, spec);
    expect(s.daily.visitors[0]!.median).toBeCloseTo(20, 5);
    expect(s.daily.visitors[29]!.median).toBeCloseTo(20, 5);
    for (let p = 0; p < f.paths; p++) {
      expect(f.totalRevenue[p]).toBeCloseTo(f.totalLeads[p]! * 100 + 300, 6);
    }
  });

  it('basis: prior below 14 days or without visitors, blend until 56, then history', () => {
    expect(basisFor(PRIOR_ONLY_BELOW_DAYS - 1, 100, true)).toEqual({ basis: 'prior', weight: 0 });
    expect(basisFor(100, 0, true)).toEqual({ basis: 'prior', weight: 0 });
    expect(basisFor(35, 100, true)).toEqual({ basis: 'blend', weight: 0.5 });
    expect(basisFor(HISTORY_FROM_DAYS, 100, true)).toEqual({ basis: 'history', weight: 1 });
    expect(basisFor(3, 10, false)).toEqual({ basis: 'history', weight: 1 });
  });

  it('60 days of a constant 30 visitors: history basis, flat median 30, narrow interval', () => {
    const f = forecastSite({ ...base, history: days(new Array(60).fill(30), 1), horizon: 90, prior });
    expect(f.basis).toBe('history');
    const s = summarize(f, spec);
    for (const d of s.daily.visitors) {
      expect(d.median).toBeCloseTo(30, 6);
      expect(d.high - d.low).toBeLessThan(1e-6);
    }
    expect(s.totals.visitors.median).toBeCloseTo(2700, 3);
    // conversion posterior: (2 + 60) / (40 + 1800)
    expect(f.conversion.mean).toBeCloseTo(62 / 1840, 9);
  });

  it('blend sits between history and prior', () => {
    const history = days(new Array(35).fill(100));
    const f = forecastSite({ ...base, history, horizon: 30, prior: { ...prior, ageDays: 400 } });
    expect(f.basis).toBe('blend');
    const m = summarize(f, spec).daily.visitors[0]!.median;
    // geometric blend of log1p: expm1(0.5 log1p(100) + 0.5 log1p(20)) ~ 45
    expect(m).toBeCloseTo(Math.expm1(0.5 * Math.log1p(100) + 0.5 * Math.log1p(20)), 3);
  });

  it('daily visitor bands of the simulated paths cover about 80% of holdout days (log-normal noise)', () => {
    const normal = createNormal(createRng(31));
    let inside = 0;
    let total = 0;
    for (let rep = 0; rep < 60; rep++) {
      const v = Array.from({ length: 100 }, () => Math.expm1(3 + 0.4 * normal()));
      const f = forecastSite({ ...base, seed: rep, history: days(v.slice(0, 80)), horizon: 20, prior });
      expect(f.basis).toBe('history');
      const bands = summarize(f, spec).daily.visitors;
      for (let h = 0; h < 20; h++) {
        const x = v[80 + h]!;
        if (x >= bands[h]!.low && x <= bands[h]!.high) inside++;
        total++;
      }
    }
    expect(inside / total).toBeGreaterThan(0.74);
    expect(inside / total).toBeLessThan(0.88);
  });

  it('quantiles are ordered and scenarios read 0.1 / 0.5 / 0.9', () => {
    const normal = createNormal(createRng(21));
    const history = days(
      Array.from({ length: 70 }, () => Math.round(Math.exp(3 + 0.4 * normal()))),
      0,
    );
    const f = forecastSite({ ...base, history, horizon: 60, prior });
    for (const [scenario, q] of Object.entries(SCENARIO_QUANTILES)) {
      const s = summarize(f, { confidence: 0.8, scenarioQuantile: q });
      for (const m of ['visitors', 'leads', 'revenue'] as const) {
        for (const d of [...s.daily[m], s.totals[m]]) {
          expect(d.low).toBeLessThanOrEqual(d.median);
          expect(d.median).toBeLessThanOrEqual(d.high);
          if (scenario === 'conservative') expect(d.value).toBeCloseTo(d.low, 9);
          if (scenario === 'realistic') expect(d.value).toBeCloseTo(d.median, 9);
          if (scenario === 'aggressive') expect(d.value).toBeCloseTo(d.high, 9);
        }
      }
    }
    const wide = summarize(f, { confidence: 0.95, scenarioQuantile: 0.5 }).totals.visitors;
    const narrow = summarize(f, { confidence: 0.8, scenarioQuantile: 0.5 }).totals.visitors;
    expect(wide.high - wide.low).toBeGreaterThan(narrow.high - narrow.low);
  });

  it('one site: revenue bands mapped from the leads bands equal those of the revenue paths', () => {
    const f = forecastSite({
      ...base,
      history: days(new Array(40).fill(12), 1),
      horizon: 20,
      prior,
      rentPerDay: 3,
    });
    const full = summarize(f, spec);
    const mapped = summarize(f, spec, { valuePerLead: 100, rentPerDay: 3 });
    for (let h = 0; h < 20; h++) {
      for (const k of ['low', 'median', 'high', 'value'] as const) {
        expect(mapped.daily.revenue[h]![k]).toBeCloseTo(full.daily.revenue[h]![k], 2);
      }
    }
  });

  it('is deterministic for a seed; the portfolio sums paths (medians add for constant sites)', () => {
    const a = forecastSite({ ...base, history: days(new Array(60).fill(10)), horizon: 30, prior });
    const b = forecastSite({ ...base, history: days(new Array(60).fill(10)), horizon: 30, prior });
    expect(a.totalLeads).toEqual(b.totalLeads);
    const c = forecastSite({ ...base, history: days(new Array(60).fill(20)), horizon: 30, prior, seed: 8 });
    const sum = summarize(sumPaths([a, c], 30), spec);
    expect(sum.totals.visitors.median).toBeCloseTo(900, 6);
  });
});
