// Hand-computed cases of the market model (the worked example of docs/scoring.md).
import { describe, expect, it } from 'vitest';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import {
  competition,
  confidence,
  cpcComponent,
  ctrAt,
  demandPercentile,
  densityComponent,
  estimatedMonthlyRevenue,
  goldmineRankCutoff,
  isGoldmine,
  monthlySearches,
  quantumScore,
  revenueIndex,
  seasonFactor,
  sizeComponent,
  tierOf,
} from './model';

describe('market model: worked example (roofing, 100,000 residents, June)', () => {
  const roofing = VERTICAL_BY_SLUG.get('roofing')!;

  it('uses the bundled rate and seasonality', () => {
    // rate = 1,300,000 / 334,914,895 x 1000 = 3.8816 -> 3.882
    expect(roofing.searchesPer1000.rate).toBe(3.882);
    // raw roofing shape sums to 11.9 (mean 0.991667); June 1.15 / 0.991667 = 1.15966 -> 1.1597
    expect(roofing.seasonality[5]).toBe(1.1597);
    expect(seasonFactor(roofing.seasonality, 5)).toBe(1.1597);
    expect(seasonFactor(roofing.seasonality, 'annual')).toBe(1);
  });

  it('monthlySearches = 100,000 / 1000 x 3.882 x 1.1597 = 450.196', () => {
    expect(monthlySearches(100_000, 3.882, 1.1597)).toBeCloseTo(450.19554, 5);
  });

  it('revenue = 450.196 x 0.1866 x 0.05 x 150 = 630.05', () => {
    expect(ctrAt(3)).toBe(0.1866);
    expect(estimatedMonthlyRevenue(450.19554, 150)).toBeCloseTo(630.0487, 3);
  });

  it('competition = 0.6 x 26.83 + 0.25 x 53.97 + 0.15 x 50 = 37.09', () => {
    // size: x = (5 - log10 200,000) / 0.3 = -1.00343; 100 / (1 + e^1.00343) = 100 / 3.72763 = 26.827
    expect(sizeComponent(100_000)).toBeCloseTo(26.827, 3);
    // cpc: ln(15) / ln(151) = 2.70805 / 5.01728 = 0.539745
    expect(cpcComponent(14)).toBeCloseTo(53.9745, 3);
    expect(densityComponent(0.9, 0.9)).toBe(50);
    const c = competition(100_000, 14, 0.9);
    expect(c.competition).toBeCloseTo(37.0896, 3);
  });

  it('quantumScore = 0.5 x 56.00 + 0.4 x 62.91 + 0 = 53.16 (revenue bounds 0..5)', () => {
    // log10(1 + 630.0487) = 2.800063 -> 100 x 2.800063 / 5 = 56.0013
    const ri = revenueIndex(630.0487, { min: 0, max: 5 });
    expect(ri).toBeCloseTo(56.0013, 3);
    expect(quantumScore(ri, 37.0896, 0)).toBeCloseTo(53.1648, 3);
  });

  it('a measured business count (18 = twice the typical density) raises competition and confidence', () => {
    // 18 businesses / (100,000 / 10,000) = 1.8 per 10k = 2 x 0.9 -> density 100
    const c = competition(100_000, 14, 0.9, 18);
    expect(c.density).toBe(100);
    expect(c.competition).toBeCloseTo(44.5896, 3);
    expect(confidence(false, true)).toBe(0.4);
    // 0.5 x 56.0013 + 0.4 x 55.4104 + 0.1 x 40 = 54.1648
    expect(quantumScore(56.0013, 44.5896, 0.4)).toBeCloseTo(54.1648, 3);
  });
});

describe('market model: pieces', () => {
  it('tier boundaries (tier 1 from $300, tier 2 from $150)', () => {
    expect(tierOf(149.99)).toBe(3);
    expect(tierOf(150)).toBe(2);
    expect(tierOf(299.99)).toBe(2);
    expect(tierOf(300)).toBe(1);
    expect(tierOf(0)).toBe(3);
  });

  it('confidence weights', () => {
    expect(confidence(false, false)).toBe(0);
    expect(confidence(true, false)).toBe(0.6);
    expect(confidence(true, true)).toBe(1);
  });

  it('demand percentile', () => {
    expect(demandPercentile(0, 5)).toBe(0);
    expect(demandPercentile(4, 5)).toBe(100);
    expect(demandPercentile(2, 5)).toBe(50);
    expect(demandPercentile(0, 1)).toBe(100);
  });

  it('size component is 50 at 200,000 residents and saturates', () => {
    expect(sizeComponent(200_000)).toBeCloseTo(50, 9);
    expect(sizeComponent(1_000)).toBeLessThan(1);
    expect(sizeComponent(8_000_000)).toBeGreaterThan(99);
  });

  it('cpc component caps at 100', () => {
    expect(cpcComponent(0)).toBe(0);
    expect(cpcComponent(150)).toBeCloseTo(100, 9);
    expect(cpcComponent(1000)).toBe(100);
  });

  it('revenue index is clamped to 0..100', () => {
    expect(revenueIndex(0, { min: 0, max: 5 })).toBe(0);
    expect(revenueIndex(1e9, { min: 0, max: 5 })).toBe(100);
    expect(revenueIndex(10, { min: 1, max: 1 })).toBe(0);
  });

  it('goldmine: top 5% rank and competition < 40', () => {
    expect(goldmineRankCutoff(16_273)).toBe(814);
    expect(isGoldmine(0, 100, 39.9)).toBe(true);
    expect(isGoldmine(4, 100, 10)).toBe(true);
    expect(isGoldmine(5, 100, 10)).toBe(false);
    expect(isGoldmine(0, 100, 40)).toBe(false);
  });
});
