import { z } from 'zod';
import { DEFAULT_SCENARIO, DEFAULT_TIME_RANGE } from '../constants';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { includeDemoSchema, revenueSplitSchema } from './revenue';

// Monitoring, analytics, rankings, predictions, milestones and achievements
// (docs/product/api.md#analytics-and-performance). docs/performance-api.md lists the routes.

export const TIME_RANGES = ['7d', '30d', '90d', '180d', '365d'] as const;
export const timeRangeSchema = z.enum(TIME_RANGES, { error: `timeRange: one of ${TIME_RANGES.join(', ')}` });
export type TimeRange = z.infer<typeof timeRangeSchema>;
export const timeRangeDays = (r: TimeRange): number => Number.parseInt(r, 10);

export const SCENARIOS = ['conservative', 'realistic', 'aggressive'] as const;
export const scenarioSchema = z.enum(SCENARIOS, { error: `scenario: one of ${SCENARIOS.join(', ')}` });
export type Scenario = z.infer<typeof scenarioSchema>;
/** Which quantile of the forecast each scenario reads. */
export const SCENARIO_QUANTILES: Record<Scenario, number> = {
  conservative: 0.1,
  realistic: 0.5,
  aggressive: 0.9,
};

/** A UTC day, YYYY-MM-DD. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');

/** Date range of analytics queries: from/to (inclusive, UTC days), or a timeRange ending today. */
export const analyticsQuerySchema = z.object({
  websiteId: z.uuid().optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  timeRange: timeRangeSchema.optional(),
  /** 'true' counts demo sites, leads and rent (docs/product/rules.md#demo-portfolio). */
  includeDemo: includeDemoSchema,
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsSchema = z.object({
  websiteId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  pageviews: z.number().int(),
  uniqueVisitors: z.number().int(),
  formViews: z.number().int(),
  callClicks: z.number().int(),
  leads: z.number().int(),
  /** leads / unique visitors; null without visitors */
  conversionRate: z.number().nullable(),
  revenue: z.number(),
  /** The range's revenue by source (docs/product/rules.md#revenue-metrics). */
  revenueSplit: revenueSplitSchema.optional(),
  /** Booked rent not marked invoiced yet (not bound to the range). */
  toInvoice: z.number().optional(),
  sources: z.array(z.object({ source: z.string(), visitors: z.number().int(), pageviews: z.number().int() })),
  /** Portfolio queries name the site of each page (siteId, siteName). */
  topPages: z.array(
    z.object({
      path: z.string(),
      pageviews: z.number().int(),
      visitors: z.number().int(),
      siteId: z.string().optional(),
      siteName: z.string().nullable().optional(),
    }),
  ),
  daily: z.array(
    z.object({
      date: z.string(),
      pageviews: z.number().int(),
      visitors: z.number().int(),
      leads: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** Per site when the query covers the portfolio. */
  bySite: z
    .array(
      z.object({
        siteId: z.string(),
        name: z.string(),
        /** A demo portfolio site (shown with a "Demo" badge). */
        demo: z.boolean().optional(),
        pageviews: z.number().int(),
        visitors: z.number().int(),
        leads: z.number().int(),
        revenue: z.number(),
      }),
    )
    .optional(),
  demo: z.boolean(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ---------------------------------------------------------------------------------------------
// Performance (docs/performance-api.md)

export const performanceMetricsSchema = z.object({
  id: z.string(), // websiteId or 'portfolio'
  websiteId: z.string().nullable(),
  pageviews: z.number().int(),
  uniqueVisitors: z.number().int(),
  leads: z.number().int(),
  conversionRate: z.number().nullable(),
  revenue: z.number(),
  monthlyRevenue: z.number(),
  averagePosition: z.number().nullable(),
  keywordsTracked: z.number().int(),
  keywordsTop10: z.number().int(),
  keywordsTop3: z.number().int(),
  /** Same figures for the previous period of equal length, for the deltas. */
  previous: z.object({
    pageviews: z.number(),
    uniqueVisitors: z.number(),
    leads: z.number(),
    revenue: z.number(),
  }),
  from: z.string(),
  to: z.string(),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const predictionsQuerySchema = z.object({
  websiteId: z.uuid().optional(),
  timeRange: timeRangeSchema.default(DEFAULT_TIME_RANGE as TimeRange),
  scenario: scenarioSchema.default(DEFAULT_SCENARIO as Scenario),
  /** The portfolio's forecast counts demo sites only with includeDemo=true. */
  includeDemo: includeDemoSchema,
});
/** Strict: an unknown key is a mistake worth a 400, not a silent default run. */
export const calculatePredictionsRequestSchema = z.strictObject({
  websiteId: z.uuid().optional(),
  /** The portfolio's forecast with the demo sites (docs/product/rules.md#demo-portfolio). */
  includeDemo: z.boolean({ error: 'includeDemo: true or false' }).optional(),
  parameters: z
    .object({
      timeRange: timeRangeSchema.default(DEFAULT_TIME_RANGE as TimeRange),
      scenario: scenarioSchema.default(DEFAULT_SCENARIO as Scenario),
      /** Interval width, 0.5-0.99; default 0.8 (10th-90th percentile). */
      confidence: z.number().min(0.5).max(0.99).default(0.8),
    })
    .default({
      timeRange: DEFAULT_TIME_RANGE as TimeRange,
      scenario: DEFAULT_SCENARIO as Scenario,
      confidence: 0.8,
    }),
});

export const forecastPointSchema = z.object({
  date: z.string(),
  /** The scenario's value and the interval around the median. */
  value: z.number(),
  low: z.number(),
  median: z.number(),
  high: z.number(),
});
export const predictionSchema = z.object({
  id: z.string().nullable(),
  websiteId: z.string().nullable(),
  timeRange: timeRangeSchema,
  scenario: scenarioSchema,
  model: z.string(),
  /** 'history' when fitted to the site's own data, 'prior' when the opportunity estimate leads. */
  basis: z.enum(['history', 'prior', 'blend']),
  explanation: z.string(),
  historyDays: z.number().int(),
  metrics: z.object({
    visitors: z.array(forecastPointSchema),
    leads: z.array(forecastPointSchema),
    revenue: z.array(forecastPointSchema),
  }),
  totals: z.object({
    visitors: z.object({ low: z.number(), median: z.number(), high: z.number(), value: z.number() }),
    leads: z.object({ low: z.number(), median: z.number(), high: z.number(), value: z.number() }),
    revenue: z.object({ low: z.number(), median: z.number(), high: z.number(), value: z.number() }),
  }),
  calculatedAt: z.string(),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const MILESTONE_KINDS = [
  'first_visitor',
  'first_lead',
  'ten_leads',
  'first_100',
  'first_1000_month',
  'top_10',
  'top_3',
] as const;
export const milestoneKindSchema = z.enum(MILESTONE_KINDS);
export const MILESTONE_STATUSES = ['pending', 'achieved', 'dismissed'] as const;
export const milestoneSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: milestoneKindSchema,
  title: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  progress: z.number(),
  target: z.number(),
  achievedAt: z.string().nullable(),
  acknowledged: z.boolean(),
  note: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const updateMilestoneRequestSchema = z.object({
  acknowledged: z.boolean().optional(),
  status: z.enum(['pending', 'dismissed']).optional(),
  note: z.string().trim().max(500).nullable().optional(),
});

export const achievementSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  earnedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** `?websiteId=` of GET /api/performance/metrics and /milestones: one site, or the whole portfolio. */
export const performanceQuerySchema = z.object({ websiteId: z.uuid('websiteId: not a site id').optional() });
/** GET /api/performance/metrics: also `includeDemo` (docs/product/rules.md#demo-portfolio). */
export const metricsQuerySchema = performanceQuerySchema.extend({ includeDemo: includeDemoSchema });
/** `:id` of PATCH /api/performance/milestones/:id. */
export const milestoneIdParamsSchema = z.object({ id: z.uuid('id: not a milestone id') });
/** GET /api/performance/achievements */
export const achievementsQuerySchema = z.object({ userId: z.uuid('userId: not a user id').optional() });

/** GET /api/analytics and the performance calls (docs/performance-api.md). */
export const analyticsApi = {
  analytics: endpoint({
    method: 'GET',
    path: '/api/analytics',
    query: analyticsQuerySchema,
    response: apiSuccess(analyticsSchema),
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/api/performance/metrics',
    query: metricsQuerySchema,
    response: apiSuccess(performanceMetricsSchema),
  }),
  milestones: endpoint({
    method: 'GET',
    path: '/api/performance/milestones',
    query: performanceQuerySchema,
    response: apiSuccess(z.array(milestoneSchema)),
  }),
  updateMilestone: endpoint({
    method: 'PATCH',
    path: '/api/performance/milestones/:id',
    params: milestoneIdParamsSchema,
    body: updateMilestoneRequestSchema,
    response: apiSuccess(milestoneSchema),
  }),
  achievements: endpoint({
    method: 'GET',
    path: '/api/performance/achievements',
    query: achievementsQuerySchema,
    response: apiSuccess(z.array(achievementSchema)),
  }),
};

/** Predictions (docs/predictions.md). */
export const predictionsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/performance/predictions',
    query: predictionsQuerySchema,
    response: apiSuccess(predictionSchema),
  }),
  calculate: endpoint({
    method: 'POST',
    path: '/api/performance/calculate-predictions',
    body: calculatePredictionsRequestSchema,
    response: apiSuccess(predictionSchema),
  }),
};
