// The market model (docs/scoring.md): pure functions, no I/O. Every constant is documented with its
// source or as a stated assumption in docs/scoring.md; model.test.ts checks hand-computed cases.
import { type Tier, tierForPayout } from '@sdp/shared';

/**
 * Organic click-through rate by Google position 1..10: Backlinko, "We Analyzed 5 Million Google
 * Search Results. Here's What We Learned About Organic Click Through Rate" (2019).
 */
export const CTR_CURVE = [
  0.3173, 0.2471, 0.1866, 0.136, 0.0951, 0.0623, 0.0415, 0.0312, 0.0297, 0.0309,
] as const;
export const CTR_SOURCE =
  "Backlinko, 'We Analyzed 5 Million Google Search Results. Here's What We Learned About Organic Click Through Rate'";
export const CTR_DATE = '2019';
/** The position a new local site is assumed to reach (assumption). */
export const TARGET_POSITION = 3;
/** Share of organic visitors who become a lead (call or form): stated assumption. */
export const CONVERSION_RATE = 0.05;

/** Competition = 0.35 size + 0.25 metro + 0.25 CPC + 0.15 business density (assumption, docs/scoring.md). */
export const COMPETITION_WEIGHTS = { size: 0.35, metro: 0.25, cpc: 0.25, density: 0.15 } as const;
/** Market-size competition: logistic in log10(population), centred on 200,000 residents. */
export const SIZE_MIDPOINT_LOG10 = Math.log10(200_000);
export const SIZE_WIDTH_LOG10 = 0.3;
/** CPC at which the CPC component saturates at 100. */
export const CPC_CAP = 150;
/** Competition below this is "low" (goldmine rule). */
export const GOLDMINE_MAX_COMPETITION = 40;
/** Goldmine: quantumScore among the top share of the vertical's places. */
export const GOLDMINE_TOP_SHARE = 0.05;

/** quantumScore = 0.5 revenue index + 0.4 ease + 0.1 confidence x 100 (assumption). */
export const QUANTUM_WEIGHTS = { revenue: 0.5, ease: 0.4, confidence: 0.1 } as const;
export interface QuantumWeights {
  revenue: number;
  ease: number;
  confidence: number;
}
/** Tier cut points on the payout: tier 1 at or above tier1, tier 2 at or above tier2, else 3. */
export interface TierThresholds {
  tier1: number;
  tier2: number;
}
/** Confidence = 0.6 if monthly searches are measured + 0.4 if the business count is measured. */
export const CONFIDENCE_WEIGHTS = { searches: 0.6, businessCount: 0.4 } as const;

export type Season = number | 'annual';

export function currentMonth(now: Date = new Date()): number {
  return now.getUTCMonth();
}

/** The seasonality factor for a month (0 = January) or 1 for the annual average. */
export function seasonFactor(seasonality: readonly number[], season: Season): number {
  return season === 'annual' ? 1 : seasonality[season];
}

/**
 * monthlySearches = population / 1000 x rate per 1,000 residents x seasonality[month] x place
 * multiplier (placeMultiplier; 1 for a place at the reference values).
 */
export function monthlySearches(population: number, ratePer1000: number, factor: number, place = 1): number {
  return (population / 1000) * ratePer1000 * factor * place;
}

// ---- place inputs (docs/scoring.md "Place inputs") ---------------------------------------------

/** Residents nearby per km² at which the housing multiplier is 1 (about the median place). */
export const DENSITY_REF = 100;
/** Densities are clamped to this range before the housing multiplier. */
export const DENSITY_CLAMP = [3, 10_000] as const;
/** Latitude at which the climate multiplier is 1 (about the population-weighted US mean). */
export const LAT_REF = 38.5;
/** Warmth = (LAT_REF - latitude) / LAT_SCALE, clamped to +-WARMTH_CAP. */
export const LAT_SCALE = 10;
export const WARMTH_CAP = 1.5;

/** Housing input: log10(density / DENSITY_REF), density clamped. */
export function housingInput(density: number): number {
  const d = Math.min(DENSITY_CLAMP[1], Math.max(DENSITY_CLAMP[0], density));
  return Math.log10(d / DENSITY_REF);
}

/** Climate input (warmth): (LAT_REF - latitude) / LAT_SCALE, clamped to +-WARMTH_CAP; > 0 is warmer. */
export function warmthInput(lat: number): number {
  return Math.min(WARMTH_CAP, Math.max(-WARMTH_CAP, (LAT_REF - lat) / LAT_SCALE));
}

/** Distances to a larger city at which the reach input is 0 and 1 (log scale between). */
export const REACH_NEAR_KM = 5;
export const REACH_FAR_KM = 1000;

/**
 * Reach input: log10(km / REACH_NEAR_KM) / log10(REACH_FAR_KM / REACH_NEAR_KM) of the distance to a
 * larger city, clamped to 0 (next to one) .. 1 (1,000 km or more away).
 */
export function reachInput(largerCityKm: number): number {
  const x =
    Math.log10(Math.max(largerCityKm, 1e-3) / REACH_NEAR_KM) / Math.log10(REACH_FAR_KM / REACH_NEAR_KM);
  return Math.min(1, Math.max(0, x));
}

/** The catchment counts up to this many times the place's own residents. */
export const HINTERLAND_CAP = 3;

/** Hinterland input: catchment residents / the place's residents, capped at HINTERLAND_CAP. */
export function hinterlandInput(catchment: number, population: number): number {
  return Math.min(HINTERLAND_CAP, Math.max(0, catchment) / Math.max(population, 1));
}

export interface PlaceMultipliers {
  housing: number;
  climate: number;
  hinterland: number;
  total: number;
}

/**
 * Searches per resident relative to the national rate, from the place inputs and the vertical's
 * weights: housing = 10^(w.housing x housingInput), climate = e^(w.climate x warmth),
 * hinterland = 1 + w.hinterland x hinterlandInput.
 */
export function placeMultipliers(
  housing: number,
  warmth: number,
  hinterland: number,
  w: { housing: number; climate: number; hinterland: number },
): PlaceMultipliers {
  const h = 10 ** (w.housing * housing);
  const c = Math.exp(w.climate * warmth);
  const r = 1 + w.hinterland * hinterland;
  return { housing: h, climate: c, hinterland: r, total: h * c * r };
}

export function ctrAt(position: number = TARGET_POSITION): number {
  return CTR_CURVE[Math.min(Math.max(Math.round(position), 1), CTR_CURVE.length) - 1];
}

/** estimatedMonthlyRevenue = searches x CTR(target position) x conversion rate x payout. */
export function estimatedMonthlyRevenue(
  searches: number,
  payout: number,
  ctr = ctrAt(),
  conversion = CONVERSION_RATE,
) {
  return searches * ctr * conversion * payout;
}

export function sizeComponent(population: number): number {
  const x = (Math.log10(Math.max(population, 1)) - SIZE_MIDPOINT_LOG10) / SIZE_WIDTH_LOG10;
  return 100 / (1 + Math.exp(-x));
}

export function cpcComponent(cpc: number): number {
  return 100 * Math.min(1, Math.log(1 + Math.max(cpc, 0)) / Math.log(1 + CPC_CAP));
}

/**
 * Business density component: 50 at the vertical's typical density, 100 at twice it or more.
 * Without a measured count the density is the typical one (an estimate), so this is 50.
 */
export function densityComponent(businessesPer10k: number, typicalPer10k: number): number {
  if (typicalPer10k <= 0) return 50;
  return 100 * Math.min(1, businessesPer10k / typicalPer10k / 2);
}

/** Metro competition: 100 next to a larger city (its providers serve this place too), 0 far from one. */
export function metroComponent(reach: number): number {
  return 100 * (1 - Math.min(1, Math.max(0, reach)));
}

export interface CompetitionParts {
  size: number;
  metro: number;
  cpc: number;
  density: number;
  competition: number;
}

/** competition = 0.35 size + 0.25 metro + 0.25 cpc + 0.15 density; reach as from reachInput. */
export function competition(
  population: number,
  reach: number,
  cpc: number,
  typicalPer10k: number,
  measuredBusinessCount?: number,
): CompetitionParts {
  const size = sizeComponent(population);
  const metro = metroComponent(reach);
  const cpcPart = cpcComponent(cpc);
  const perTenK =
    measuredBusinessCount === undefined
      ? typicalPer10k
      : measuredBusinessCount / (Math.max(population, 1) / 10_000);
  const density = densityComponent(perTenK, typicalPer10k);
  const w = COMPETITION_WEIGHTS;
  return {
    size,
    metro,
    cpc: cpcPart,
    density,
    competition: w.size * size + w.metro * metro + w.cpc * cpcPart + w.density * density,
  };
}

/** Bounds of log10(1 + revenue) over the whole market, for the revenue index. */
export interface RevenueBounds {
  min: number;
  max: number;
}

/** Revenue index 0-100: log10(1 + revenue) normalised between the market's bounds. */
export function revenueIndex(revenue: number, bounds: RevenueBounds): number {
  const span = bounds.max - bounds.min;
  if (span <= 0) return 0;
  const x = (100 * (Math.log10(1 + Math.max(revenue, 0)) - bounds.min)) / span;
  return Math.min(100, Math.max(0, x));
}

export function confidence(searchesMeasured: boolean, businessCountMeasured: boolean): number {
  return (
    (searchesMeasured ? CONFIDENCE_WEIGHTS.searches : 0) +
    (businessCountMeasured ? CONFIDENCE_WEIGHTS.businessCount : 0)
  );
}

/** quantumScore = 0.5 x revenue index + 0.4 x (100 - competition) + 0.1 x 100 x confidence. */
export function quantumScore(
  revIndex: number,
  competitionScore: number,
  conf: number,
  w: QuantumWeights = QUANTUM_WEIGHTS,
): number {
  return w.revenue * revIndex + w.ease * (100 - competitionScore) + w.confidence * 100 * conf;
}

// ---- ranges (docs/scoring.md "Ranges") ----------------------------------------------------------

/** Estimated monthly searches are taken to be within this factor either way (assumption). */
export const SEARCH_SPREAD = 2;

export interface ScoreRange {
  revenueLow: number;
  revenueHigh: number;
  competitionLow: number;
  competitionHigh: number;
  scoreLow: number;
  scoreHigh: number;
}

/**
 * The range a market's figures span from the uncertainty of their inputs: estimated searches x/÷
 * SEARCH_SPREAD (none when measured), the payout's published low..high (none for an override), and
 * the density component 0..100 without a measured business count (competition +- 0.15 x 50).
 */
export function scoreRange(
  revenue: number,
  competitionScore: number,
  conf: number,
  bounds: RevenueBounds,
  u: {
    searchesMeasured: boolean;
    businessCountMeasured: boolean;
    payout: number;
    payoutLow: number;
    payoutHigh: number;
  },
  w: QuantumWeights = QUANTUM_WEIGHTS,
): ScoreRange {
  const sf = u.searchesMeasured ? 1 : SEARCH_SPREAD;
  const lowP = u.payout > 0 ? u.payoutLow / u.payout : 1;
  const highP = u.payout > 0 ? u.payoutHigh / u.payout : 1;
  const revenueLow = (revenue / sf) * Math.min(1, lowP);
  const revenueHigh = revenue * sf * Math.max(1, highP);
  const dc = u.businessCountMeasured ? 0 : COMPETITION_WEIGHTS.density * 50;
  const competitionLow = Math.max(0, competitionScore - dc);
  const competitionHigh = Math.min(100, competitionScore + dc);
  return {
    revenueLow,
    revenueHigh,
    competitionLow,
    competitionHigh,
    scoreLow: quantumScore(revenueIndex(revenueLow, bounds), competitionHigh, conf, w),
    scoreHigh: quantumScore(revenueIndex(revenueHigh, bounds), competitionLow, conf, w),
  };
}

/**
 * demandScore: percentile of a market's monthly searches within its vertical,
 * 100 x (number of the vertical's places with strictly fewer searches) / (places - 1).
 */
export function demandPercentile(lowerCount: number, total: number): number {
  return total <= 1 ? 100 : (100 * lowerCount) / (total - 1);
}

/** Number of places in the top GOLDMINE_TOP_SHARE of a vertical. */
export function goldmineRankCutoff(places: number): number {
  return Math.ceil(places * GOLDMINE_TOP_SHARE);
}

/**
 * goldmine = quantum rank (0-based) within the vertical's top 5% and competition < 40, competition
 * as shown (rounded to 0.1), so that a goldmine never shows competition 40.0.
 */
export function isGoldmine(rank: number, places: number, competitionScore: number): boolean {
  return rank < goldmineRankCutoff(places) && round1(competitionScore) < GOLDMINE_MAX_COMPETITION;
}

/** The tier of a payout: the default cut points, or a team's applied ones (docs/ml-optimization.md). */
export function tierOf(payout: number, t?: TierThresholds): Tier {
  if (!t) return tierForPayout(payout);
  return payout >= t.tier1 ? 1 : payout >= t.tier2 ? 2 : 3;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const round2 = (x: number) => Math.round(x * 100) / 100;
