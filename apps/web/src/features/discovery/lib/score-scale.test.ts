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

  it('buckets scores over the range present, in nice widths', () => {
    const wide = scoreHistogram([0, 9.9, 10, 55, 99, 100, Number.NaN]);
    expect(wide).toHaveLength(10);
    expect(wide[0]).toMatchObject({ range: '0–10', from: 0, count: 2 });
    expect(wide[1]).toMatchObject({ range: '10–20', count: 1 });
    expect(wide[9]).toMatchObject({ range: '90–100', from: 90, count: 2 });
    expect(wide.reduce((s, b) => s + b.count, 0)).toBe(6);

    const tight = scoreHistogram([47.2, 50.8, 50.1, 52.6, 56]);
    expect(tight.map((b) => b.range)).toEqual([
      '47–48',
      '48–49',
      '49–50',
      '50–51',
      '51–52',
      '52–53',
      '53–54',
      '54–55',
      '55–56',
      '56–57',
    ]);
    expect(tight.map((b) => b.count)).toEqual([1, 0, 0, 2, 0, 1, 0, 0, 0, 1]);

    const clustered = scoreHistogram([54.01, 54.3, 54.35, 55.2]);
    expect(clustered[0]).toMatchObject({ range: '54.0–54.2', from: 54, count: 1 });
    expect(clustered.at(-1)).toMatchObject({ range: '55.2–55.4', count: 1 });
    expect(clustered.reduce((s, b) => s + b.count, 0)).toBe(4);

    expect(scoreHistogram([70, 70])).toEqual([{ range: '70.0–70.1', from: 70, count: 2 }]);
    expect(scoreHistogram([])).toEqual([]);
  });
});
