import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, HISTORY_LIFT, HISTORY_LIFT_DAYS_AGO, historyPlan } from './demo.history';

describe('historyPlan', () => {
  const ids = [
    '11111111-1111-4111-8111-111111111111',
    '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333',
  ];

  it('gives each site 120 days before today, the same for the same sites', () => {
    const plan = historyPlan(ids, '2030-06-01', 1);
    expect(plan).toHaveLength(3);
    for (const h of plan) {
      expect(h.days).toHaveLength(HISTORY_DAYS);
      expect(h.days.at(-1)).toBe('2030-05-31');
      expect(h.visitors.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
    }
    expect(historyPlan(ids, '2030-06-01', 1)).toEqual(plan);
  });

  it('lifts only the treated site after the intervention day', () => {
    const plan = historyPlan(ids, '2030-06-01', 1);
    const cut = HISTORY_DAYS - HISTORY_LIFT_DAYS_AGO;
    const ratio = (v: number[]) => {
      const before = v.slice(cut - 28, cut).reduce((s, x) => s + x, 0);
      const after = v.slice(cut + 1, cut + 29).reduce((s, x) => s + x, 0);
      return after / before;
    };
    // Against the controls' own drift over the same weeks.
    const control = (ratio(plan[0].visitors) + ratio(plan[2].visitors)) / 2;
    expect(ratio(plan[1].visitors) / control).toBeGreaterThan(1 + HISTORY_LIFT - 0.12);
    expect(ratio(plan[1].visitors) / control).toBeLessThan(1 + HISTORY_LIFT + 0.12);
  });
});
