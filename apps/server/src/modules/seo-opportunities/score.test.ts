import { describe, expect, it } from 'vitest';
import { ctrAt, findingWeight, gainOf, scoreOf, targetPositions } from './score';

describe('the CTR curve', () => {
  it('falls from position 1 to page 2 and beyond', () => {
    expect(ctrAt(1)).toBeCloseTo(0.317);
    expect(ctrAt(4.4)).toBeCloseTo(0.136);
    expect(ctrAt(15)).toBeCloseTo(0.0063);
    expect(ctrAt(35)).toBeCloseTo(0.001);
    for (let p = 1; p < 9; p++) expect(ctrAt(p)).toBeGreaterThan(ctrAt(p + 1));
  });

  it('targets a modest and a strong move up, never above 1', () => {
    expect(targetPositions(12)).toEqual({ modest: 9, strong: 6 });
    expect(targetPositions(4)).toEqual({ modest: 3, strong: 2 });
    expect(targetPositions(1)).toEqual({ modest: 1, strong: 1 });
  });
});

describe('the score', () => {
  it('grows with the gain on a log scale and is capped at full', () => {
    expect(gainOf({ metric: 'clicks', low: 0, high: 0 })).toBe(0);
    expect(gainOf({ metric: 'clicks', low: 1000, high: 1000 })).toBeCloseTo(1);
    expect(gainOf({ metric: 'clicks', low: 5000, high: 9000 })).toBe(1);
    expect(gainOf({ metric: 'leads', low: 20, high: 20 })).toBeCloseTo(1);
    expect(gainOf({ metric: 'visitors', low: 10, high: 30 })).toBeLessThan(
      gainOf({ metric: 'visitors', low: 100, high: 300 }),
    );
  });

  it('weighs the gain by the ease: easy full, medium 80%, hard 65%', () => {
    const effect = { metric: 'clicks' as const, low: 1000, high: 1000 };
    expect(scoreOf({ effect, difficulty: 'easy' })).toBe(100);
    expect(scoreOf({ effect, difficulty: 'medium' })).toBe(80);
    expect(scoreOf({ effect, difficulty: 'hard' })).toBe(65);
  });

  it('uses the finding weight when there are no traffic figures', () => {
    const none = { metric: 'visitors' as const, low: 0, high: 0 };
    expect(findingWeight('critical', 1)).toBeCloseTo(0.54);
    expect(findingWeight('critical', 10)).toBeCloseTo(0.9);
    expect(findingWeight('critical', 500)).toBeCloseTo(0.9);
    expect(scoreOf({ effect: none, difficulty: 'easy', weight: findingWeight('warning', 10) })).toBe(60);
    expect(scoreOf({ effect: none, difficulty: 'easy', weight: findingWeight('notice', 1) })).toBe(18);
  });
});
