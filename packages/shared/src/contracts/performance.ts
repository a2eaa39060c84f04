import { z } from 'zod';
import { DEFAULT_SCENARIO, DEFAULT_TIME_RANGE } from '../constants';

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

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');

/** Date range of analytics queries: from/to (inclusive, UTC days), or a timeRange ending today. */
export const analyticsQuerySchema = z.object({
  websiteId: z.uuid().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  timeRange: timeRangeSchema.optional(),
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
// Rankings

export const rankSourceSchema = z.enum(['serp', 'gsc', 'manual']);
export type RankSource = z.infer<typeof rankSourceSchema>;

export const keywordInputSchema = z.object({
  websiteId: z.uuid(),
  keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(200),
  location: z.string().trim().max(200).optional(),
});
export const manualPositionSchema = z.object({
  keywordId: z.uuid(),
  /** 1-100, or null for "not in the top 100" */
  position: z.number().min(1).max(100).nullable(),
  day: isoDay.optional(),
  url: z.url().max(2000).optional(),
});

export const rankPointSchema = z.object({
  day: z.string(),
  position: z.number().nullable(),
  source: rankSourceSchema,
  sourceDetail: z.string().nullable(),
  url: z.string().nullable(),
  clicks: z.number().nullable(),
  impressions: z.number().nullable(),
  competitors: z
    .array(z.object({ domain: z.string(), position: z.number(), url: z.string().optional() }))
    .nullable(),
});
export const trackedKeywordSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  keyword: z.string(),
  location: z.string().nullable(),
  latest: rankPointSchema.nullable(),
  previous: rankPointSchema.nullable(),
  best: z.number().nullable(),
  history: z.array(rankPointSchema),
  lastCheckedAt: z.string().nullable(),
});
export type TrackedKeyword = z.infer<typeof trackedKeywordSchema>;

/** A tracked keyword as listed (GET/POST /api/rankings/keywords). */
export const siteKeywordSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  keyword: z.string(),
  location: z.string().nullable(),
  trackEveryHours: z.number().int(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
  demo: z.boolean(),
});
export type SiteKeyword = z.infer<typeof siteKeywordSchema>;
export const MAX_KEYWORDS_PER_SITE = 200;

export const gscImportResultSchema = z.object({
  rows: z.number().int(),
  imported: z.number().int(),
  keywordsCreated: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

/** POST /api/rankings/check (202): the background check started, or the one already running. */
export const rankCheckStartedSchema = z.object({
  checkId: z.string(),
  /** Keywords the check searches. */
  total: z.number().int(),
});
export type RankCheckStarted = z.infer<typeof rankCheckStartedSchema>;

export const rankCheckStatusSchema = z.enum(['running', 'completed', 'failed']);
/** GET /api/rankings/check: the latest check of a site (null when none was ever started). */
export const rankCheckStateSchema = z.object({
  checkId: z.string(),
  status: rankCheckStatusSchema,
  /** Keywords searched so far, failed ones included. */
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  /** The provider's message when every search failed, or why the check stopped. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RankCheckState = z.infer<typeof rankCheckStateSchema>;

// ---------------------------------------------------------------------------------------------
// Performance calls

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
});
/** Strict: an unknown key is a mistake worth a 400, not a silent default run. */
export const calculatePredictionsRequestSchema = z.strictObject({
  websiteId: z.uuid().optional(),
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

export const milestoneKindSchema = z.enum([
  'first_visitor',
  'first_lead',
  'ten_leads',
  'first_100',
  'first_1000_month',
  'top_10',
  'top_3',
]);
export const milestoneSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: milestoneKindSchema,
  title: z.string(),
  status: z.enum(['pending', 'achieved', 'dismissed']),
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
