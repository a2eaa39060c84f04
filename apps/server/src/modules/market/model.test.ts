// Hand-computed cases of the market model (the worked example of docs/scoring.md).
import { describe, expect, it } from 'vitest';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import { inputWeights } from './input-weights';
import {
  competition,
  confidence,
  cpcComponent,
  ctrAt,
  demandPercentile,
  densityComponent,
  estimatedMonthlyRevenue,
  goldmineRankCutoff,
  hinterlandInput,
  housingInput,
  isGoldmine,
  metroComponent,
  monthlySearches,
  placeMultipliers,
  quantumScore,
  reachInput,
  revenueIndex,
  scoreRange,
  seasonFactor,
  sizeComponent,
  tierOf,
  warmthInput,
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

  // The place: 500 residents per km² within 10 km, latitude 35.0, 20,000 residents in the smaller
  // towns that look to it, a larger city 40 km away.
  const w = inputWeights(roofing);

  it('place inputs and the roofing weights', () => {
    expect(w).toMatchObject({ housing: -0.15, climate: 0.303, hinterland: 0.5 });
    // housing = log10(500 / 100) = 0.69897; warmth = (38.5 - 35) / 10 = 0.35; hinterland = 20,000 / 100,000
    expect(housingInput(500)).toBeCloseTo(0.69897, 5);
    expect(warmthInput(35)).toBeCloseTo(0.35, 9);
    expect(hinterlandInput(20_000, 100_000)).toBeCloseTo(0.2, 9);
    // reach = log10(40 / 5) / log10(1000 / 5) = 0.90309 / 2.30103 = 0.39247
    expect(reachInput(40)).toBeCloseTo(0.39247, 5);
    const m = placeMultipliers(0.69897, 0.35, 0.2, w);
    // 10^(-0.15 x 0.69897) = 0.78552; e^(0.303 x 0.35) = 1.11188; 1 + 0.5 x 0.2 = 1.1
    expect(m.housing).toBeCloseTo(0.78552, 5);
    expect(m.climate).toBeCloseTo(1.11188, 5);
    expect(m.hinterland).toBeCloseTo(1.1, 9);
    expect(m.total).toBeCloseTo(0.96074, 5);
  });

  it('monthlySearches = 100,000 / 1000 x 3.882 x 1.1597 x 0.96074 = 432.52', () => {
    expect(monthlySearches(100_000, 3.882, 1.1597)).toBeCloseTo(450.19554, 5);
    expect(monthlySearches(100_000, 3.882, 1.1597, 0.960736)).toBeCloseTo(432.519, 3);
  });

  it('revenue = 432.52 x 0.1866 x 0.05 x 150 = 605.31', () => {
    expect(ctrAt(3)).toBe(0.1866);
    expect(estimatedMonthlyRevenue(432.5191, 150)).toBeCloseTo(605.3105, 3);
  });

  it('competition = 0.35 x 26.83 + 0.25 x 60.75 + 0.25 x 53.97 + 0.15 x 50 = 45.57', () => {
    // size: x = (5 - log10 200,000) / 0.3 = -1.00343; 100 / (1 + e^1.00343) = 100 / 3.72763 = 26.827
    expect(sizeComponent(100_000)).toBeCloseTo(26.827, 3);
    // metro = 100 x (1 - 0.39247) = 60.753
    expect(metroComponent(0.392472)).toBeCloseTo(60.7528, 3);
    // cpc: ln(15) / ln(151) = 2.70805 / 5.01728 = 0.539745
    expect(cpcComponent(14)).toBeCloseTo(53.9745, 3);
    expect(densityComponent(0.9, 0.9)).toBe(50);
    const c = competition(100_000, reachInput(40), 14, 0.9);
    expect(c.competition).toBeCloseTo(45.5712, 3);
  });

  it('quantumScore = 0.5 x 55.65 + 0.4 x 54.43 + 0 = 49.60 (revenue bounds 0..5)', () => {
    // log10(1 + 605.3105) = 2.782695 -> 100 x 2.782695 / 5 = 55.6539
    const ri = revenueIndex(605.3105, { min: 0, max: 5 });
    expect(ri).toBeCloseTo(55.6539, 3);
    expect(quantumScore(ri, 45.5712, 0)).toBeCloseTo(49.5985, 3);
  });

  it('the range: searches x/÷ 2, payout 50..400, density component 0..100', () => {
    const r = scoreRange(
      605.3105,
      45.5712,
      0,
      { min: 0, max: 5 },
      {
        searchesMeasured: false,
        businessCountMeasured: false,
        payout: 150,
        payoutLow: 50,
        payoutHigh: 400,
      },
    );
    // 605.31 / 2 x 50/150 = 100.89; 605.31 x 2 x 400/150 = 3,228.32
    expect(r.revenueLow).toBeCloseTo(100.885, 3);
    expect(r.revenueHigh).toBeCloseTo(3228.323, 3);
    // competition 45.57 -+ 7.5; score 0.5 x 40.16 + 0.4 x 46.93 = 38.85 .. 0.5 x 70.18 + 0.4 x 61.93 = 59.86
    expect(r.scoreLow).toBeCloseTo(38.8526, 3);
    expect(r.scoreHigh).toBeCloseTo(59.8627, 3);
    const exact = scoreRange(
      605.3105,
      45.5712,
      1,
      { min: 0, max: 5 },
      {
        searchesMeasured: true,
        businessCountMeasured: true,
        payout: 150,
        payoutLow: 150,
        payoutHigh: 150,
      },
    );
    expect(exact.scoreLow).toBeCloseTo(exact.scoreHigh, 9);
  });

  it('a measured business count (18 = twice the typical density) raises competition and confidence', () => {
    // 18 businesses / (100,000 / 10,000) = 1.8 per 10k = 2 x 0.9 -> density 100
    const c = competition(100_000, reachInput(40), 14, 0.9, 18);
    expect(c.density).toBe(100);
    expect(c.competition).toBeCloseTo(53.0712, 3);
    expect(confidence(false, true)).toBe(0.4);
    // 0.5 x 55.6539 + 0.4 x 46.9288 + 0.1 x 40 = 50.5985
    expect(quantumScore(55.6539, 53.0712, 0.4)).toBeCloseTo(50.5985, 3);
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

  it('climate weight: weather-driven seasonality only, sign from the warm or cold season', () => {
    const w = (slug: string) => inputWeights(VERTICAL_BY_SLUG.get(slug)!).climate;
    expect(w('pool-builder')).toBeGreaterThan(0.5);
    expect(w('locksmith')).toBeLessThan(0);
    expect(w('tax-preparation')).toBe(0);
    expect(w('dentist')).toBe(0);
  });

  it('reach is 0 next to a larger city and 1 from 1,000 km', () => {
    expect(reachInput(0)).toBe(0);
    expect(reachInput(5)).toBeCloseTo(0, 9);
    expect(reachInput(1000)).toBeCloseTo(1, 9);
    expect(reachInput(5000)).toBe(1);
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
