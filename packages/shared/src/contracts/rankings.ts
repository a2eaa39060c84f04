import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { endpoint } from './endpoint';
import { isoDaySchema } from './performance';

// Rankings (docs/performance-api.md): tracked keywords, positions with their source (SERP check,
// Search Console import, manual entry) and the background SERP check.

export const RANK_SOURCES = ['serp', 'gsc', 'manual'] as const;
export const rankSourceSchema = z.enum(RANK_SOURCES);
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
  day: isoDaySchema.optional(),
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

export const RANK_CHECK_STATUSES = ['running', 'completed', 'failed'] as const;
export const rankCheckStatusSchema = z.enum(RANK_CHECK_STATUSES);
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

/** `?websiteId=` of the rankings calls: one of the caller's sites. */
export const rankingsSiteQuerySchema = z.object({
  websiteId: z.uuid({ error: 'websiteId: must be a site id (uuid)' }),
});
/** GET/POST /api/rankings/check take nothing else: an unknown parameter is a mistake worth a 400. */
export const rankCheckQuerySchema = z.strictObject(rankingsSiteQuerySchema.shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: unknown parameter` : undefined,
});
/** `:id` of DELETE /api/rankings/keywords/:id. */
export const keywordIdParamsSchema = z.object({ id: z.uuid({ error: 'id: must be a keyword id (uuid)' }) });
/** POST /api/rankings/import/gsc: `day` dates files without a Date column. */
export const gscImportQuerySchema = rankingsSiteQuerySchema.extend({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: must be a date like 2026-11-22')
    .optional(),
});
/** POST /api/rankings/import/gsc: the Search Console export as CSV text. */
export const gscImportBodySchema = z
  .string({ error: 'body: send the CSV text with Content-Type text/csv' })
  .min(1, 'body: the CSV is empty');
/** POST /api/rankings/keywords (201). */
export const keywordsCreatedSchema = z.object({
  created: z.number().int(),
  alreadyTracked: z.number().int(),
  existingBefore: z.number().int(),
  keywords: z.array(siteKeywordSchema),
});
/** GET /api/rankings/keywords/suggest */
export const keywordSuggestionsSchema = z.object({
  location: z.string().nullable(),
  keywords: z.array(z.string()),
});

/**
 * The rankings calls (docs/performance-api.md). createKeywords answers 201, startCheck 202.
 * importGsc takes the CSV text as the body (Content-Type text/csv or text/plain).
 */
export const rankingsApi = {
  keywords: endpoint({
    method: 'GET',
    path: '/api/rankings/keywords',
    query: rankingsSiteQuerySchema,
    response: apiSuccess(z.array(siteKeywordSchema)),
  }),
  createKeywords: endpoint({
    method: 'POST',
    path: '/api/rankings/keywords',
    body: keywordInputSchema,
    response: apiSuccess(keywordsCreatedSchema),
  }),
  suggest: endpoint({
    method: 'GET',
    path: '/api/rankings/keywords/suggest',
    query: rankingsSiteQuerySchema,
    response: apiSuccess(keywordSuggestionsSchema),
  }),
  deleteKeyword: endpoint({
    method: 'DELETE',
    path: '/api/rankings/keywords/:id',
    params: keywordIdParamsSchema,
    response: okMessageSchema,
  }),
  tracked: endpoint({
    method: 'GET',
    path: '/api/rankings',
    query: rankingsSiteQuerySchema,
    response: apiSuccess(z.array(trackedKeywordSchema)),
  }),
  savePosition: endpoint({
    method: 'POST',
    path: '/api/rankings/positions',
    body: manualPositionSchema,
    response: apiSuccess(trackedKeywordSchema),
  }),
  importGsc: endpoint({
    method: 'POST',
    path: '/api/rankings/import/gsc',
    query: gscImportQuerySchema,
    body: gscImportBodySchema,
    response: apiSuccess(gscImportResultSchema),
  }),
  checkState: endpoint({
    method: 'GET',
    path: '/api/rankings/check',
    query: rankCheckQuerySchema,
    response: apiSuccess(rankCheckStateSchema.nullable()),
  }),
  startCheck: endpoint({
    method: 'POST',
    path: '/api/rankings/check',
    query: rankCheckQuerySchema,
    response: apiSuccess(rankCheckStartedSchema),
  }),
};
