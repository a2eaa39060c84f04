import { z } from 'zod';
import { apiSuccess, noBodySchema } from './api';
import { tierSchema } from './dominator';
import { endpoint } from './endpoint';

// ML optimization (docs/ml-optimization.md): the scoring's predictions for the team's live sites
// against what they observed (leads, revenue, visits), calibration, and suggested tunings of the
// tier cut points and the score weights, each with a held-out evaluation; applied only on request.

export const ML_TUNING_KINDS = ['tier-thresholds', 'score-weights'] as const;
export type MlTuningKind = (typeof ML_TUNING_KINDS)[number];
export const ML_TUNING_STATUSES = ['suggested', 'applied', 'dismissed', 'reverted'] as const;
export type MlTuningStatus = (typeof ML_TUNING_STATUSES)[number];

/** Fewest usable sites (live at least ML_MIN_DAYS_LIVE days) before a tuning is fitted. */
export const ML_MIN_SITES = 12;
export const ML_MIN_DAYS_LIVE = 30;

export const scoreWeightsSchema = z.object({
  revenue: z.number(),
  ease: z.number(),
  confidence: z.number(),
});
export type ScoreWeights = z.infer<typeof scoreWeightsSchema>;

export const tierThresholdsSchema = z.object({ tier1: z.number(), tier2: z.number() });
export type TierThresholdsSetting = z.infer<typeof tierThresholdsSchema>;

export const mlObservedSiteSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  verticalSlug: z.string(),
  vertical: z.string(),
  demo: z.boolean(),
  deployedAt: z.string(),
  daysLive: z.number().int(),
  /** The scoring's figures for the site's market (basis in scoreBasis). */
  quantumScore: z.number(),
  predictedMonthlyRevenue: z.number(),
  revenueIndex: z.number(),
  competition: z.number(),
  confidence: z.number(),
  payout: z.number(),
  tier: tierSchema,
  /** 'saved': the figures stored when the team saved the market; 'scored-now': today's scoring. */
  scoreBasis: z.enum(['saved', 'scored-now']),
  leads: z.number().int(),
  revenue: z.number(),
  visits: z.number().int(),
  leadsPerMonth: z.number(),
  revenuePerMonth: z.number(),
  visitsPerMonth: z.number(),
  /** Whether the site is used to fit (live long enough, a known market). */
  usable: z.boolean(),
  excludedReason: z.string().nullable(),
});
export type MlObservedSite = z.infer<typeof mlObservedSiteSchema>;

export const calibrationBinSchema = z.object({
  predictedLow: z.number(),
  predictedHigh: z.number(),
  predictedMean: z.number(),
  observedMean: z.number(),
  sites: z.number().int(),
});

export const calibrationGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  sites: z.number().int(),
  siteMonths: z.number(),
  leads: z.number().int(),
  leadsPerMonth: z.number(),
  predictedPerMonth: z.number(),
  revenuePerMonth: z.number(),
});
export type CalibrationGroup = z.infer<typeof calibrationGroupSchema>;

export const mlCalibrationSchema = z.object({
  /** Predicted vs observed monthly revenue ($), sites binned by prediction (equal counts). */
  bins: z.array(calibrationBinSchema),
  byTier: z.array(calibrationGroupSchema),
  byVertical: z.array(calibrationGroupSchema),
  /** Spearman rank correlation of quantumScore and observed revenue per month; null under 3 sites. */
  rankCorrelation: z.number().nullable(),
});
export type MlCalibration = z.infer<typeof mlCalibrationSchema>;

export const mlEvaluationSchema = z.object({
  sites: z.number().int(),
  siteMonths: z.number(),
  /** The method in words. */
  method: z.string(),
  /** What the suggestion changes and what to expect, in words. */
  explanation: z.string(),
  heldOut: z.object({
    scheme: z.string(),
    rows: z.array(z.object({ metric: z.string(), current: z.number(), suggested: z.number() })),
  }),
  /** Improvement of the held-out metric, with its bootstrap interval. */
  effect: z.object({
    metric: z.string(),
    estimate: z.number(),
    low: z.number(),
    high: z.number(),
    level: z.number(),
    resamples: z.number().int(),
    seed: z.number().int(),
  }),
  parameters: z.array(
    z.object({
      name: z.string(),
      current: z.number(),
      suggested: z.number(),
      low: z.number().nullable(),
      high: z.number().nullable(),
    }),
  ),
  /** True when the interval of the improvement lies above zero. */
  significant: z.boolean(),
  demo: z.boolean(),
});
export type MlEvaluation = z.infer<typeof mlEvaluationSchema>;

export const mlTuningSchema = z.object({
  id: z.string(),
  kind: z.enum(ML_TUNING_KINDS),
  status: z.enum(ML_TUNING_STATUSES),
  current: z.record(z.string(), z.number()),
  suggested: z.record(z.string(), z.number()),
  evaluation: mlEvaluationSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MlTuning = z.infer<typeof mlTuningSchema>;

export const notEnoughDataSchema = z.object({
  kind: z.enum(ML_TUNING_KINDS),
  message: z.string(),
  have: z.number().int(),
  need: z.number().int(),
});
export type NotEnoughData = z.infer<typeof notEnoughDataSchema>;

export const mlSettingsSchema = z.object({
  weights: scoreWeightsSchema,
  tiers: tierThresholdsSchema,
  weightsTuningId: z.string().nullable(),
  tiersTuningId: z.string().nullable(),
});
export type MlSettings = z.infer<typeof mlSettingsSchema>;

export const mlOverviewSchema = z.object({
  /** Whose sites: the team's own ('live'), its demo portfolio when it has nothing else, or none. */
  scope: z.enum(['live', 'demo', 'none']),
  sites: z.array(mlObservedSiteSchema),
  totals: z.object({
    sites: z.number().int(),
    usableSites: z.number().int(),
    siteMonths: z.number(),
    leads: z.number().int(),
    revenue: z.number(),
    visits: z.number().int(),
  }),
  calibration: mlCalibrationSchema,
  settings: mlSettingsSchema,
  /** The newest tuning of each kind. */
  suggestions: z.array(mlTuningSchema),
  notEnoughData: z.array(notEnoughDataSchema),
  minimums: z.object({ sites: z.number().int(), daysLive: z.number().int() }),
  dataNote: z.string(),
});
export type MlOverview = z.infer<typeof mlOverviewSchema>;

export const mlAnalysisSchema = z.object({
  suggestions: z.array(mlTuningSchema),
  notEnoughData: z.array(notEnoughDataSchema),
});
export type MlAnalysis = z.infer<typeof mlAnalysisSchema>;

export const mlTuningParamsSchema = z.object({ id: z.uuid('id: not a tuning id') });

export const mlOptimizationApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/ml-optimization',
    response: apiSuccess(mlOverviewSchema),
  }),
  analyze: endpoint({
    method: 'POST',
    path: '/api/ml-optimization/analyze',
    body: noBodySchema,
    response: apiSuccess(mlAnalysisSchema),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/ml-optimization/tunings',
    response: apiSuccess(z.array(mlTuningSchema)),
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/ml-optimization/tunings/:id/apply',
    params: mlTuningParamsSchema,
    body: noBodySchema,
    response: apiSuccess(mlTuningSchema),
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/ml-optimization/tunings/:id/dismiss',
    params: mlTuningParamsSchema,
    body: noBodySchema,
    response: apiSuccess(mlTuningSchema),
  }),
  revert: endpoint({
    method: 'POST',
    path: '/api/ml-optimization/tunings/:id/revert',
    params: mlTuningParamsSchema,
    body: noBodySchema,
    response: apiSuccess(mlTuningSchema),
  }),
};
