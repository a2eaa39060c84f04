import { describe, expect, it } from 'vitest';
import {
  createScoreScale,
  dotRadius,
  NO_DATA_COLOUR,
  rampColour,
  SCALE_STOPS,
  scoreDomain,
  scoreHistogram,
} from './score-scale';

describe('map colour scale', () => {
  it('runs from the first to the last stop and clamps', () => {
    expect(rampColour(0)).toBe(SCALE_STOPS[0]);
    expect(rampColour(1)).toBe(SCALE_STOPS[4]);
    expect(rampColour(-3)).toBe(SCALE_STOPS[0]);
    expect(rampColour(7)).toBe(SCALE_STOPS[4]);
    expect(rampColour(0.5)).toBe(SCALE_STOPS[2]);
    expect(rampColour(Number.NaN)).toBe(SCALE_STOPS[0]);
  });

  it('interpolates between stops', () => {
    // halfway between #440154 and #3b528b
    expect(rampColour(0.125)).toBe('#402a70');
  });

  it('maps a domain onto the ramp and gives no-data colour to missing scores', () => {
    const scale = createScoreScale([40, 90]);
    expect(scale(40)).toBe(SCALE_STOPS[0]);
    expect(scale(65)).toBe(SCALE_STOPS[2]);
    expect(scale(90)).toBe(SCALE_STOPS[4]);
    expect(scale(100)).toBe(SCALE_STOPS[4]);
    expect(scale(null)).toBe(NO_DATA_COLOUR);
    expect(scale(undefined)).toBe(NO_DATA_COLOUR);
  });

  it('takes the domain from the data, 0-100 without data, widened when flat', () => {
    expect(scoreDomain([55, 80, 62])).toEqual([55, 80]);
    expect(scoreDomain([])).toEqual([0, 100]);
    expect(scoreDomain([70])).toEqual([20, 100]);
  });

  it('sizes dots by score', () => {
    expect(dotRadius(0)).toBe(2);
    expect(dotRadius(100)).toBe(7);
    expect(dotRadius(25)).toBeCloseTo(4.5);
    expect(dotRadius(150)).toBe(7);
  });

  it('buckets scores for the distribution chart', () => {
    const h = scoreHistogram([0, 9.9, 10, 55, 99, 100, Number.NaN]);
    expect(h).toHaveLength(10);
    expect(h[0]).toMatchObject({ range: '0–9', count: 2 });
    expect(h[1].count).toBe(1);
    expect(h[5].count).toBe(1);
    expect(h[9]).toMatchObject({ range: '90–100', count: 2 });
  });
});
