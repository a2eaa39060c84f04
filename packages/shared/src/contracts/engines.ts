import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// The eleven intelligence engines (docs/engines.md): each runs actions as durable jobs, keeps a
// status (idle, running, error) and writes insights computed from the team's data.

export const ENGINE_IDS = [
  'market-scanner',
  'keyword-intelligence',
  'content',
  'site-builder',
  'deployment',
  'rank-tracking',
  'competitive',
  'serp-patterns',
  'semantic',
  'causal',
  'strategic',
] as const;
export type EngineId = (typeof ENGINE_IDS)[number];
export const isEngineId = (v: string): v is EngineId => (ENGINE_IDS as readonly string[]).includes(v);

export interface EngineInfo {
  id: EngineId;
  name: string;
  /** One line: what it computes and from which data. */
  description: string;
  /** Actions `execute` accepts; the first is what the hub's "Run" sends. */
  actions: readonly string[];
  /** The screen where its results are shown in full. */
  screen: string;
}

export const ENGINES: Record<EngineId, EngineInfo> = {
  'market-scanner': {
    id: 'market-scanner',
    name: 'Market Scanner',
    description: 'Scores every vertical in every city from the bundled market data and your measurements.',
    actions: ['scan'],
    screen: '/discovery',
  },
  'keyword-intelligence': {
    id: 'keyword-intelligence',
    name: 'Keyword Intelligence',
    description: 'Reads your tracked keywords and Search Console queries: near wins, gaps and decliners.',
    actions: ['analyze'],
    screen: '/keyword-finder',
  },
  content: {
    id: 'content',
    name: 'Content Engine',
    description: 'Checks the pages of your live sites for thin, duplicated and hard-to-read content.',
    actions: ['audit'],
    screen: '/content-generator',
  },
  'site-builder': {
    id: 'site-builder',
    name: 'Site Builder',
    description: 'Reviews your builds: page counts, similarity between your sites and build times.',
    actions: ['review'],
    screen: '/generation',
  },
  deployment: {
    id: 'deployment',
    name: 'Deployment',
    description: 'Watches live sites: health checks, failed deploys and response times.',
    actions: ['health-check'],
    screen: '/deployment',
  },
  'rank-tracking': {
    id: 'rank-tracking',
    name: 'Rank Tracking & Prediction',
    description: 'Follows positions from SERP checks, Search Console and your entries, and forecasts them.',
    actions: ['forecast', 'check'],
    screen: '/monitoring',
  },
  competitive: {
    id: 'competitive',
    name: 'Competitive Intelligence',
    description: "Crawls your projects' competitor pages and the pages that outrank you, and lists the gaps.",
    actions: ['analyze'],
    screen: '/intelligence/competitive',
  },
  'serp-patterns': {
    id: 'serp-patterns',
    name: 'SERP Patterns',
    description: 'Finds the titles, page types and result features that win in stored search results.',
    actions: ['analyze'],
    screen: '/intelligence/patterns',
  },
  semantic: {
    id: 'semantic',
    name: 'Semantic SEO',
    description: 'Clusters keywords into topics, maps them to pages and measures topic coverage.',
    actions: ['cluster'],
    screen: '/intelligence/semantic',
  },
  causal: {
    id: 'causal',
    name: 'Causal Framework',
    description: 'Estimates what each deploy, rollback and content change did, against a counterfactual.',
    actions: ['estimate'],
    screen: '/intelligence/causal',
  },
  strategic: {
    id: 'strategic',
    name: 'Strategic Optimizer',
    description:
      'Ranks markets, sites and fixes by value and effort, and allocates a budget by expected value.',
    actions: ['allocate'],
    screen: '/intelligence/strategic',
  },
};

export const ENGINE_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type EngineRunStatus = (typeof ENGINE_RUN_STATUSES)[number];
export const ENGINE_RUN_TRIGGERS = ['manual', 'event', 'schedule'] as const;
export type EngineRunTrigger = (typeof ENGINE_RUN_TRIGGERS)[number];
export const ENGINE_STATES = ['idle', 'running', 'error'] as const;
export type EngineState = (typeof ENGINE_STATES)[number];
export const INSIGHT_SEVERITIES = ['info', 'success', 'warning', 'critical'] as const;
export type InsightSeverity = (typeof INSIGHT_SEVERITIES)[number];

/** A number (or short text) an insight rests on. */
export const insightFigureSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  unit: z.string().optional(),
});
export type InsightFigure = z.infer<typeof insightFigureSchema>;

export const engineInsightSchema = z.object({
  id: z.string(),
  engineId: z.enum(ENGINE_IDS),
  runId: z.string().nullable(),
  title: z.string(),
  detail: z.string(),
  severity: z.enum(INSIGHT_SEVERITIES),
  figures: z.array(insightFigureSchema),
  /** A path of the web app where the user acts on it. */
  link: z.string().nullable(),
  siteId: z.string().nullable(),
  createdAt: z.string(),
});
export type EngineInsight = z.infer<typeof engineInsightSchema>;

export const engineRunSchema = z.object({
  id: z.string(),
  engineId: z.enum(ENGINE_IDS),
  action: z.string(),
  status: z.enum(ENGINE_RUN_STATUSES),
  trigger: z.enum(ENGINE_RUN_TRIGGERS),
  /** 0-100 while running. */
  progress: z.number().int(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
  insightCount: z.number().int(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type EngineRun = z.infer<typeof engineRunSchema>;

export const engineStatusSchema = z.object({
  id: z.enum(ENGINE_IDS),
  name: z.string(),
  description: z.string(),
  actions: z.array(z.string()),
  screen: z.string(),
  status: z.enum(ENGINE_STATES),
  lastRunAt: z.string().nullable(),
  runCount: z.number().int(),
  meanDurationMs: z.number().int().nullable(),
  errorCount: z.number().int(),
  lastError: z.string().nullable(),
  /** The queued or running run, if any. */
  currentRun: engineRunSchema.nullable(),
  insightCount: z.number().int(),
});
export type EngineStatus = z.infer<typeof engineStatusSchema>;

/**
 * Measured from the running server (docs/engines.md#system-health). Each figure is a number; `details`
 * says over which window and from how many samples.
 */
export const systemHealthSchema = z.object({
  /** 0-100: 100 minus penalties of the figures below. */
  overall: z.number().int(),
  /** p95 of API request durations over the window, in ms. */
  apiLatency: z.number(),
  /** Site events (page views, form views, calls, leads) received per minute over the window. */
  dataIngestion: z.number(),
  /** Jobs waiting or running in the durable queues. */
  processingQueue: z.number().int(),
  /** Share of API requests answered 5xx over the window, in percent. */
  errorRate: z.number(),
  /** Seconds since this process started. */
  uptime: z.number().int(),
  details: z.object({
    windowS: z.number().int(),
    requests: z.number().int(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    serverErrors: z.number().int(),
    eventsInWindow: z.number().int(),
    queueWaiting: z.number().int(),
    queueRunning: z.number().int(),
    measuredAt: z.string(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const engineIdParamsSchema = z.object({
  engineId: z.string().trim().min(1, 'engineId: required').max(64, 'engineId: at most 64 characters'),
});

export const engineInsightsQuerySchema = z.object({
  engineId: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce
    .number({ error: 'limit: must be a whole number from 1 to 100' })
    .int('limit: must be a whole number from 1 to 100')
    .min(1, 'limit: must be a whole number from 1 to 100')
    .max(100, 'limit: must be a whole number from 1 to 100')
    .default(100),
});

export const engineExecuteSchema = z.strictObject({
  action: z
    .string({ error: 'action: required' })
    .trim()
    .min(1, 'action: required')
    .max(64, 'action: at most 64 characters')
    .optional(),
  /** Optional inputs of the action (e.g. { siteId }); each engine validates its own. */
  params: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});
export type EngineExecuteInput = z.input<typeof engineExecuteSchema>;

export const enginesApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/intelligence-engines/status',
    response: apiSuccess(
      z.object({ engines: z.array(engineStatusSchema), systemHealth: systemHealthSchema }),
    ),
  }),
  insights: endpoint({
    method: 'GET',
    path: '/api/intelligence-engines/insights',
    query: engineInsightsQuerySchema,
    response: apiSuccess(z.object({ insights: z.array(engineInsightSchema) })),
  }),
  execute: endpoint({
    method: 'POST',
    path: '/api/intelligence-engines/:engineId/execute',
    params: engineIdParamsSchema,
    body: engineExecuteSchema,
    response: apiSuccess(z.object({ run: engineRunSchema })),
  }),
  run: endpoint({
    method: 'GET',
    path: '/api/intelligence-engines/runs/:runId',
    params: z.object({ runId: z.uuid('runId: must be a UUID') }),
    response: apiSuccess(z.object({ run: engineRunSchema })),
  }),
};
