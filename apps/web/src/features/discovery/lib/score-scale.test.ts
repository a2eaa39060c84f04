import { describe, expect, it } from 'vitest';
import {
  createQuantileScale,
  createScoreScale,
  dotRadius,
  NO_DATA_COLOUR,
  rampColour,
  SCALE_STOPS,
  scoreDomain,
  scoreHistogram,
  scoreQuantiles,
} from './score-scale';

describe('map colour scale by quantiles', () => {
  it('spreads a tight band of scores over the whole ramp', () => {
    // 49-53: min-max would do the same here, but a cluster must not share one colour
    const scores = [49, 50.5, 50.6, 50.7, 53];
    const scale = createQuantileScale(scores);
    expect(scale(49)).toBe(SCALE_STOPS[0]);
    expect(scale(53)).toBe(SCALE_STOPS[4]);
    expect(scale(50.6)).toBe(SCALE_STOPS[2]);
    // min-max would put 50.5 and 50.7 almost on one colour; by quantile they are a quarter apart
    expect(scale(50.5)).toBe(SCALE_STOPS[1]);
    expect(scale(50.7)).toBe(SCALE_STOPS[3]);
  });

  it('an outlier does not squeeze the others into one colour', () => {
    const scores = [40, 41, 42, 43, 90];
    const q = createQuantileScale(scores);
    const minMax = createScoreScale(scoreDomain(scores));
    expect(new Set(scores.slice(0, 4).map(q)).size).toBe(4);
    // min-max puts 40-43 in the first 6% of the ramp
    expect(minMax(43)).toBe(rampColour(3 / 50));
    expect(q(41)).toBe(SCALE_STOPS[1]);
  });

  it('ties share a colour; missing scores get the no-data colour; one score sits mid-ramp', () => {
    const q = createQuantileScale([50, 50, 60]);
    expect(q(50)).toBe(q(50));
    expect(q(null)).toBe(NO_DATA_COLOUR);
    expect(createQuantileScale([70])(70)).toBe(SCALE_STOPS[2]);
  });

  it('names the quartiles for the legend', () => {
    expect(scoreQuantiles([5, 1, 3, 2, 4]).ticks.map((t) => t.score)).toEqual([1, 2, 3, 4, 5]);
    expect(scoreQuantiles([]).ticks).toEqual([]);
  });
});

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
