import { z } from 'zod';
import { apiSuccess, noBodySchema, okMessageSchema } from './api';
import { endpoint } from './endpoint';

// SEO opportunities of a website (docs/seo-opportunities.md). Not the market opportunities of
// discovery (contracts/discovery.ts), which are verticals in places.

export const SEO_OPPORTUNITY_STATUSES = [
  'open',
  'implementing',
  'paused',
  'implemented',
  'failed',
  'cancelled',
  'dismissed',
] as const;
export const seoOpportunityStatusSchema = z.enum(SEO_OPPORTUNITY_STATUSES);
export type SeoOpportunityStatus = z.infer<typeof seoOpportunityStatusSchema>;

export const SEO_OPPORTUNITY_CATEGORIES = [
  'technical',
  'on-page',
  'content',
  'links',
  'local',
  'rankings',
] as const;
export const seoOpportunityCategorySchema = z.enum(SEO_OPPORTUNITY_CATEGORIES);
export type SeoOpportunityCategory = z.infer<typeof seoOpportunityCategorySchema>;

export const SEO_OPPORTUNITY_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const seoOpportunityDifficultySchema = z.enum(SEO_OPPORTUNITY_DIFFICULTIES);
export type SeoOpportunityDifficulty = z.infer<typeof seoOpportunityDifficultySchema>;

/** Where an opportunity was found. */
export const SEO_OPPORTUNITY_SOURCES = [
  'audit',
  'rankings',
  'search-console',
  'analytics',
  'market',
  'manual',
] as const;
export type SeoOpportunitySource = (typeof SEO_OPPORTUNITY_SOURCES)[number];

export const OPPORTUNITY_STEP_STATUSES = ['pending', 'running', 'completed', 'skipped', 'failed'] as const;
export const opportunityStepStatusSchema = z.enum(OPPORTUNITY_STEP_STATUSES);
export type OpportunityStepStatus = z.infer<typeof opportunityStepStatusSchema>;

export const IMPLEMENTATION_STATUSES = ['running', 'paused', 'completed', 'failed', 'cancelled'] as const;
export const implementationStatusSchema = z.enum(IMPLEMENTATION_STATUSES);
export type ImplementationStatus = z.infer<typeof implementationStatusSchema>;

// ---- Calls (docs/seo-opportunities.md) ----

const uuid = (what: string) => z.uuid(`${what}: not a valid id`);
const boolFlag = (field: string) =>
  z
    .enum(['true', 'false'], `${field}: must be true or false`)
    .transform((v) => v === 'true')
    .optional();

export const SEO_OPPORTUNITY_SORT_FIELDS = [
  'score',
  'updatedAt',
  'createdAt',
  'difficulty',
  'title',
] as const;

/** GET /api/opportunities: one website (websiteId: a hosted site; projectId: any project) plus filters. */
export const seoOpportunityListQuerySchema = z.object({
  websiteId: uuid('websiteId').optional(),
  projectId: uuid('projectId').optional(),
  category: seoOpportunityCategorySchema.optional(),
  difficulty: seoOpportunityDifficultySchema.optional(),
  status: seoOpportunityStatusSchema.optional(),
  quickWins: boolFlag('quickWins'),
  automated: boolFlag('automated'),
  /** Sort field (default score) and order (default desc). */
  sort: z.enum(SEO_OPPORTUNITY_SORT_FIELDS, 'sort: unknown field').default('score'),
  order: z.enum(['asc', 'desc'], 'order: must be asc or desc').default('desc'),
  limit: z.coerce.number('limit: must be a number').int().min(1).max(500).default(100),
  offset: z.coerce.number('offset: must be a number').int().min(0).max(100_000).default(0),
});
export type SeoOpportunityListQuery = z.input<typeof seoOpportunityListQuerySchema>;

export const expectedEffectSchema = z.object({
  /** What moves: visitors a month, leads a month, the average position, or clicks a month. */
  metric: z.enum(['visitors', 'leads', 'position', 'clicks']),
  low: z.number(),
  high: z.number(),
  unit: z.string(),
  /** Where the figures come from, in a sentence ("CTR curve at position 12 -> 8, 340 impressions/month in GSC"). */
  basis: z.string(),
  /** True when it is an estimate from general rates rather than the site's own data. */
  estimate: z.boolean(),
});
export type ExpectedEffect = z.infer<typeof expectedEffectSchema>;

export const opportunityStepSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  detail: z.string(),
  /** The site edit it performs ('set-title', 'add-faq-schema', ...), 'deploy', or 'manual'. */
  action: z.string(),
  automated: z.boolean(),
  status: opportunityStepStatusSchema,
  reason: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type OpportunityStep = z.infer<typeof opportunityStepSchema>;

export const implementationProgressSchema = z.object({
  opportunityId: z.string(),
  opportunityStatus: seoOpportunityStatusSchema,
  /** null before the first implementation. */
  implementationId: z.string().nullable(),
  status: implementationStatusSchema.nullable(),
  /** 0-100 */
  progress: z.number().int(),
  currentStepId: z.string().nullable(),
  steps: z.array(opportunityStepSchema),
  /** The version live before it started, and the one it deployed. */
  baseVersionId: z.string().nullable(),
  newVersionId: z.string().nullable(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImplementationProgress = z.infer<typeof implementationProgressSchema>;

export const seoOpportunitySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** The hosted site (spec websiteId); null for a project we do not host. */
  websiteId: z.string().nullable(),
  source: z.enum(SEO_OPPORTUNITY_SOURCES),
  title: z.string(),
  description: z.string(),
  category: seoOpportunityCategorySchema,
  difficulty: seoOpportunityDifficultySchema,
  score: z.number().int(),
  quickWin: z.boolean(),
  automated: z.boolean(),
  status: seoOpportunityStatusSchema,
  expectedEffect: expectedEffectSchema,
  affectedUrls: z.array(z.string()),
  evidence: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  steps: z.array(opportunityStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  implementedAt: z.string().nullable(),
});
export type SeoOpportunity = z.infer<typeof seoOpportunitySchema>;

export const seoOpportunityListSchema = z.object({
  items: z.array(seoOpportunitySchema),
  total: z.number().int(),
});

const text = (field: string, max: number) =>
  z
    .string(`${field}: must be text`)
    .trim()
    .min(1, `${field}: required`)
    .max(max, `${field}: at most ${max} characters`);

/** POST /api/opportunities: a manual opportunity on a website (websiteId or projectId). */
export const createSeoOpportunityRequestSchema = z.object({
  websiteId: uuid('websiteId').optional(),
  projectId: uuid('projectId').optional(),
  title: text('title', 200),
  description: z.string().trim().max(4000, 'description: at most 4000 characters').default(''),
  category: seoOpportunityCategorySchema,
  difficulty: seoOpportunityDifficultySchema.default('medium'),
  affectedUrls: z.array(z.url('affectedUrls: not a URL').max(2000)).max(200).default([]),
  steps: z
    .array(z.object({ title: text('steps.title', 200), detail: z.string().trim().max(2000).default('') }))
    .max(30, 'steps: at most 30')
    .default([]),
});
export type CreateSeoOpportunityRequest = z.input<typeof createSeoOpportunityRequestSchema>;

/** PATCH /api/opportunities/:id (open <-> dismissed only; implementation has its own calls). */
export const updateSeoOpportunityRequestSchema = z
  .object({
    status: z.enum(['open', 'dismissed'], 'status: may be set to open or dismissed').optional(),
    title: text('title', 200).optional(),
    description: z.string().trim().max(4000, 'description: at most 4000 characters').optional(),
    category: seoOpportunityCategorySchema.optional(),
    difficulty: seoOpportunityDifficultySchema.optional(),
    notes: z.string().trim().max(4000, 'notes: at most 4000 characters').nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateSeoOpportunityRequest = z.input<typeof updateSeoOpportunityRequestSchema>;

/** POST /api/opportunities/bulk-update */
export const bulkUpdateSeoOpportunitiesRequestSchema = z.object({
  updates: z
    .array(
      z.object({
        id: uuid('updates.id'),
        status: z.enum(['open', 'dismissed'], 'updates.status: may be open or dismissed').optional(),
        notes: z.string().trim().max(4000).nullable().optional(),
      }),
    )
    .min(1, 'updates: give at least one')
    .max(200, 'updates: at most 200'),
});
export const bulkUpdateSeoOpportunitiesResponseSchema = z.object({
  updated: z.number().int(),
  items: z.array(seoOpportunitySchema),
});

/** POST /api/opportunities/export: the website's opportunities as a file. */
export const exportSeoOpportunitiesRequestSchema = z.object({
  websiteId: uuid('websiteId').optional(),
  projectId: uuid('projectId').optional(),
  format: z.enum(['csv', 'json'], 'format: must be csv or json').default('csv'),
});

export const seoOpportunityIdParamsSchema = z.object({ id: uuid('id') });
export const opportunityStepParamsSchema = z.object({ id: uuid('id'), stepId: uuid('stepId') });
export const skipStepRequestSchema = z.object({ reason: text('reason', 500) });
export const completeStepRequestSchema = z.object({ note: z.string().trim().max(500).optional() }).nullish();

const periodFigures = z.object({
  days: z.number().int(),
  total: z.number(),
  perDay: z.number(),
});

/** GET /api/opportunities/:id/analytics: before and after the implementation. */
export const opportunityAnalyticsSchema = z.object({
  /** not-implemented: nothing to compare; too-early: fewer than the minimum days after; ready. */
  state: z.enum(['not-implemented', 'too-early', 'ready']),
  /** Days needed on each side before the comparison is shown as a result. */
  minDays: z.number().int(),
  implementedAt: z.string().nullable(),
  visitors: z.object({ before: periodFigures, after: periodFigures, changePct: z.number().nullable() }),
  leads: z.object({ before: periodFigures, after: periodFigures, changePct: z.number().nullable() }),
  positions: z.array(
    z.object({ keyword: z.string(), before: z.number().nullable(), after: z.number().nullable() }),
  ),
  /** The state in a sentence, for the screen. */
  message: z.string(),
});
export type OpportunityAnalytics = z.infer<typeof opportunityAnalyticsSchema>;

const id = seoOpportunityIdParamsSchema;
const progress = apiSuccess(implementationProgressSchema);

/** The 15 Opportunities calls (docs/seo-opportunities.md). Export answers a file (CSV or JSON), not the envelope. */
export const seoOpportunityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/opportunities',
    query: seoOpportunityListQuerySchema,
    response: apiSuccess(seoOpportunityListSchema),
  }),
  /** Answers 201. */
  create: endpoint({
    method: 'POST',
    path: '/api/opportunities',
    body: createSeoOpportunityRequestSchema,
    response: apiSuccess(seoOpportunitySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/opportunities/:id',
    params: id,
    response: apiSuccess(seoOpportunitySchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/opportunities/:id',
    params: id,
    body: updateSeoOpportunityRequestSchema,
    response: apiSuccess(seoOpportunitySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/opportunities/:id',
    params: id,
    response: okMessageSchema,
  }),
  /** Answers 202: the implementation runs as a durable job. */
  implement: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/implement',
    params: id,
    body: noBodySchema,
    response: progress,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/api/opportunities/:id/implementation-progress',
    params: id,
    response: progress,
  }),
  pause: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/pause',
    params: id,
    body: noBodySchema,
    response: progress,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/resume',
    params: id,
    body: noBodySchema,
    response: progress,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/cancel',
    params: id,
    body: noBodySchema,
    response: progress,
  }),
  completeStep: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/steps/:stepId/complete',
    params: opportunityStepParamsSchema,
    body: completeStepRequestSchema,
    response: progress,
  }),
  skipStep: endpoint({
    method: 'POST',
    path: '/api/opportunities/:id/steps/:stepId/skip',
    params: opportunityStepParamsSchema,
    body: skipStepRequestSchema,
    response: progress,
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/api/opportunities/:id/analytics',
    params: id,
    response: apiSuccess(opportunityAnalyticsSchema),
  }),
  bulkUpdate: endpoint({
    method: 'POST',
    path: '/api/opportunities/bulk-update',
    body: bulkUpdateSeoOpportunitiesRequestSchema,
    response: apiSuccess(bulkUpdateSeoOpportunitiesResponseSchema),
  }),
};
