// The prediction model (docs/predictions.md): visitors from a damped Holt trend
// on log1p(daily visitors) with a weekly pattern, leads = visitors x a Beta-posterior conversion
// rate, revenue = leads x value per lead + rent. With little history the opportunity's estimate
// (the prior) leads, with some history the two are blended, with 8+ weeks the history leads.
// Quantiles come from simulated paths (seeded, deterministic). Pure: no I/O.
import { fitHolt, type HoltFit, simulateHolt } from './holt';
import {
  betaDraw,
  createFastNormal,
  createNormal,
  createRng,
  normalQuantile,
  poissonDraw,
  quantilePlan,
  shuffle,
} from './stats';

export const MODEL_NAME = 'damped-holt-log1p+beta-conversion/v1';
/** Simulated paths; odd so the middle path of the prior's level is exactly its median. */
export const PATHS = 501;
/** Below this many days of history (or without any visitor) the prior leads. */
export const PRIOR_ONLY_BELOW_DAYS = 14;
/** From this many days of history the fitted model leads alone. */
export const HISTORY_FROM_DAYS = 56;
/** History older than this is not fitted. */
export const MAX_HISTORY_DAYS = 365;
/** Days a new site takes to reach its mature traffic (linear ramp; assumption, docs/predictions.md). */
export const RAMP_DAYS = 180;
/** Log-scale sd of the prior's mature level: the estimate is right within x/÷ 2.8 at 80% (assumption). */
export const PRIOR_SIGMA_LOG = 0.8;
/** Pseudo-visitors the conversion prior is worth (Beta(mean x n, (1 - mean) x n)). */
export const CONVERSION_PRIOR_STRENGTH = 40;

export type Basis = 'history' | 'prior' | 'blend';

export interface DayHistory {
  /** Distinct visitors that day. */
  visitors: number;
  /** Leads that arrived that day (any status). */
  leads: number;
}

export interface PriorInput {
  /** Expected daily visitors once the site is mature (opportunity estimate). */
  matureDailyVisitors: number;
  /** Site age in days on the first forecast day (0 = goes live that day). */
  ageDays: number;
  /** Where the estimate comes from, for the explanation. */
  source: string;
}

export interface SiteModelInput {
  /** Complete UTC days, oldest first, contiguous, ending the day before the first forecast day. */
  history: DayHistory[];
  horizon: number;
  prior: PriorInput | null;
  /** Conversion rate the prior assumes (mean of the Beta prior). */
  priorConversion: number;
  valuePerLead: number;
  rentPerDay: number;
  seed: number;
  paths?: number;
}

export interface SitePaths {
  paths: number;
  horizon: number;
  /** [path * horizon + day]; single precision (plenty for quantiles, half the memory traffic). */
  visitors: Float32Array;
  /** Expected leads (visitors x conversion) per path and day. */
  leads: Float32Array;
  revenue: Float32Array;
  /** Totals over the horizon per path (lead counts drawn as Poisson). */
  totalVisitors: Float64Array;
  totalLeads: Float64Array;
  totalRevenue: Float64Array;
}

export interface SiteForecast {
  basis: Basis;
  /** Weight of the fitted model (0 = prior only, 1 = history only). */
  historyWeight: number;
  historyDays: number;
  historyVisitors: number;
  historyLeads: number;
  fit: HoltFit | null;
  conversion: { alpha: number; beta: number; mean: number };
}

/** Share of maturity reached at a site age in days (linear ramp to RAMP_DAYS). */
export function ramp(ageDays: number): number {
  return Math.min(1, Math.max(0, (ageDays + 1) / RAMP_DAYS));
}

/** Which source leads and with what weight, from the days and visitors of history. */
export function basisFor(
  historyDays: number,
  historyVisitors: number,
  hasPrior: boolean,
): { basis: Basis; weight: number } {
  if (!hasPrior) return { basis: 'history', weight: 1 };
  if (historyDays < PRIOR_ONLY_BELOW_DAYS || historyVisitors === 0) return { basis: 'prior', weight: 0 };
  if (historyDays >= HISTORY_FROM_DAYS) return { basis: 'history', weight: 1 };
  return {
    basis: 'blend',
    weight: (historyDays - PRIOR_ONLY_BELOW_DAYS) / (HISTORY_FROM_DAYS - PRIOR_ONLY_BELOW_DAYS),
  };
}

let scratchBuffer = new Float64Array(0);
/** A reused work buffer of at least n values (the model runs synchronously, one site at a time). */
function scratch(n: number): Float64Array {
  if (scratchBuffer.length < n) scratchBuffer = new Float64Array(n);
  return scratchBuffer.subarray(0, n);
}

/** Zeroed path arrays for `paths` x `horizon`. */
export function emptyPaths(horizon: number, paths = PATHS): SitePaths {
  return {
    paths,
    horizon,
    visitors: new Float32Array(paths * horizon),
    leads: new Float32Array(paths * horizon),
    revenue: new Float32Array(paths * horizon),
    totalVisitors: new Float64Array(paths),
    totalLeads: new Float64Array(paths),
    totalRevenue: new Float64Array(paths),
  };
}

/**
 * Simulates one site's paths and adds them into `into` (a fresh set by default; pass the
 * portfolio's set to sum sites path by path, sites taken as independent).
 */
export function forecastSite(
  input: SiteModelInput,
  into: SitePaths = emptyPaths(input.horizon, input.paths ?? PATHS),
): SiteForecast & SitePaths {
  const P = into.paths;
  const H = input.horizon;
  if (into.horizon !== H) throw new Error('forecastSite: horizon mismatch');
  const rng = createRng(input.seed);
  const normal = createNormal(rng);
  const fast = createFastNormal(rng);
  const history = input.history.slice(-MAX_HISTORY_DAYS);
  const n = history.length;
  let historyVisitors = 0;
  let historyLeads = 0;
  for (const d of history) {
    historyVisitors += d.visitors;
    historyLeads += d.leads;
  }
  const { basis, weight } = basisFor(n, historyVisitors, input.prior !== null);

  // Daily visitors per path: the fitted model's log1p paths, the prior's level draws, or their
  // blend on the log1p scale.
  const visitors = scratch(P * H);
  let logScale = false; // visitors holds log1p values until the accumulation loop
  let fit: HoltFit | null = null;
  if (weight > 0 && n > 0) {
    fit = fitHolt(Float64Array.from(history, (d) => Math.log1p(d.visitors)));
    simulateHolt(fit, H, P, fast, visitors);
    logScale = true;
  }
  if (weight < 1 && input.prior) {
    const { matureDailyVisitors, ageDays } = input.prior;
    // Stratified level draws: the middle path is the estimate itself (z = 0).
    const z = shuffle(
      Array.from({ length: P }, (_, i) => normalQuantile((i + 0.5) / P)),
      rng,
    );
    const mature = Float64Array.from({ length: H }, (_, h) => matureDailyVisitors * ramp(ageDays + h));
    for (let p = 0; p < P; p++) {
      const level = Math.exp(PRIOR_SIGMA_LOG * z[p]!);
      const base = p * H;
      if (weight === 0) {
        for (let h = 0; h < H; h++) visitors[base + h] = mature[h]! * level;
        continue;
      }
      for (let h = 0; h < H; h++) {
        visitors[base + h] = weight * visitors[base + h]! + (1 - weight) * Math.log1p(mature[h]! * level);
      }
    }
    logScale = weight > 0;
  } else if (!logScale) {
    visitors.fill(0); // neither history nor prior: nothing to forecast
  }

  // Conversion: Beta prior around the assumed rate, updated with the site's own leads/visitors.
  const a0 = input.priorConversion * CONVERSION_PRIOR_STRENGTH;
  const b0 = (1 - input.priorConversion) * CONVERSION_PRIOR_STRENGTH;
  const conv = {
    alpha: a0 + Math.min(historyLeads, historyVisitors),
    beta: b0 + Math.max(0, historyVisitors - historyLeads),
    mean: 0,
  };
  conv.mean = conv.alpha / (conv.alpha + conv.beta);

  const rent = input.rentPerDay;
  const value = input.valuePerLead;
  for (let p = 0; p < P; p++) {
    const rate = betaDraw(rng, normal, conv.alpha, conv.beta);
    const base = p * H;
    let tv = 0;
    for (let h = 0; h < H; h++) {
      const x = visitors[base + h]!;
      // exp(x) - 1 rather than expm1: x = log1p(visitors) is never near 0 where it would matter
      const v = logScale ? Math.max(0, Math.exp(x) - 1) : x;
      const l = v * rate;
      into.visitors[base + h]! += v;
      into.leads[base + h]! += l;
      into.revenue[base + h]! += l * value + rent;
      tv += v;
    }
    const count = poissonDraw(rng, normal, tv * rate);
    into.totalVisitors[p]! += tv;
    into.totalLeads[p]! += count;
    into.totalRevenue[p]! += count * value + rent * H;
  }

  return {
    ...into,
    basis,
    historyWeight: weight,
    historyDays: n,
    historyVisitors,
    historyLeads,
    fit,
    conversion: conv,
  };
}

/** Adds site paths path by path (sites assumed independent): the portfolio's paths. */
export function sumPaths(sites: SitePaths[], horizon: number, paths = PATHS): SitePaths {
  const out = emptyPaths(horizon, paths);
  for (const s of sites) {
    for (const k of [
      'visitors',
      'leads',
      'revenue',
      'totalVisitors',
      'totalLeads',
      'totalRevenue',
    ] as const) {
      const dst = out[k];
      const src = s[k];
      for (let i = 0; i < dst.length; i++) dst[i]! += src[i]!;
    }
  }
  return out;
}

export interface Band {
  low: number;
  median: number;
  high: number;
  value: number;
}

export interface QuantileSpec {
  /** Interval width, e.g. 0.8 = 10th-90th percentile. */
  confidence: number;
  /** Quantile the scenario reads (SCENARIO_QUANTILES). */
  scenarioQuantile: number;
}

/** Band of n values (the function reorders its argument in place). */
function bandOf(n: number, spec: QuantileSpec): (values: Float64Array) => Band {
  const lowQ = (1 - spec.confidence) / 2;
  const plan = quantilePlan(n, [lowQ, 0.5, 1 - lowQ, spec.scenarioQuantile]);
  return (values) => {
    const [low, median, high, value] = plan(values);
    return { low: low!, median: median!, high: high!, value: value! };
  };
}

export interface Summary {
  daily: { visitors: Band[]; leads: Band[]; revenue: Band[] };
  totals: { visitors: Band; leads: Band; revenue: Band };
}

const affine = (b: Band, k: number, c: number): Band => ({
  low: b.low * k + c,
  median: b.median * k + c,
  high: b.high * k + c,
  value: b.value * k + c,
});

/**
 * Quantile bands per day and of the totals over the horizon. For one site, daily revenue is
 * leads x value + rent on every path, so its bands are those of leads mapped the same way
 * (quantiles commute with increasing affine maps); pass `revenueOf` to skip the third pass.
 */
export function summarize(
  s: SitePaths,
  spec: QuantileSpec,
  revenueOf?: { valuePerLead: number; rentPerDay: number },
): Summary {
  const P = s.paths;
  const H = s.horizon;
  const col = new Float64Array(P);
  const band = bandOf(P, spec);
  const perDay = (m: Float32Array): Band[] => {
    const out: Band[] = [];
    for (let h = 0; h < H; h++) {
      for (let p = 0; p < P; p++) col[p] = m[p * H + h]!;
      out.push(band(col));
    }
    return out;
  };
  const total = (m: Float64Array) => band(Float64Array.from(m));
  const leads = perDay(s.leads);
  const revenue =
    revenueOf && revenueOf.valuePerLead >= 0
      ? leads.map((b) => affine(b, revenueOf.valuePerLead, revenueOf.rentPerDay))
      : perDay(s.revenue);
  return {
    daily: { visitors: perDay(s.visitors), leads, revenue },
    totals: { visitors: total(s.totalVisitors), leads: total(s.totalLeads), revenue: total(s.totalRevenue) },
  };
}
