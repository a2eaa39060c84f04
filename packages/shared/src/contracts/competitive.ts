import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Competitive intelligence (docs/competitive.md): the competitor pages of a project fetched and
// compared with the project's own page, the gaps, and what to add first.

/** Competitor pages fetched per refresh of one project (the project's own page comes on top). */
export const COMPETITIVE_PAGES_PER_REFRESH = 10;
/** Pages (competitors and own) a team may fetch per clock hour (UTC). */
export const COMPETITIVE_PAGES_PER_HOUR = 60;

export const COMPETITIVE_GAP_KINDS = [
  'content-length',
  'headings',
  'keywords',
  'schema',
  'internal-links',
  'page-weight',
  'speed',
] as const;
export type CompetitiveGapKind = (typeof COMPETITIVE_GAP_KINDS)[number];

export const competitivePageSchema = z.object({
  url: z.string(),
  domain: z.string(),
  /** 'own': the project's page; 'project': its competitor list; 'serp': a result above it. */
  source: z.enum(['own', 'project', 'serp']),
  keyword: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  wordCount: z.number().int(),
  /** Headings per level: h1..h6. */
  headingCounts: z.record(z.string(), z.number().int()),
  /** Texts of the H1, H2 and H3 headings (first 30 of each). */
  headings: z.object({ h1: z.array(z.string()), h2: z.array(z.string()), h3: z.array(z.string()) }),
  schemaTypes: z.array(z.string()),
  internalLinks: z.number().int(),
  externalLinks: z.number().int(),
  images: z.number().int(),
  imagesMissingAlt: z.number().int(),
  bytes: z.number().int(),
  loadMs: z.number().int(),
  /** The page's most frequent content terms (stop words left out), most frequent first. */
  topTerms: z.array(z.object({ term: z.string(), count: z.number().int() })),
  /** False when the facts come from a crawl row that keeps no text (terms and H3 unknown). */
  hasText: z.boolean(),
});
export type CompetitivePage = z.infer<typeof competitivePageSchema>;

export const competitiveGapSchema = z.object({
  id: z.string(),
  kind: z.enum(COMPETITIVE_GAP_KINDS),
  title: z.string(),
  /** What to do about it. */
  action: z.string(),
  /** Your value and the competitors' median (numbers or a list joined for people). */
  yours: z.union([z.number(), z.string(), z.null()]),
  competitors: z.union([z.number(), z.string(), z.null()]),
  unit: z.string().nullable(),
  /** Terms or schema types behind a headings, keywords or schema gap. */
  items: z.array(z.string()),
  evidence: z.object({
    /** Competitors that do it / competitors compared. */
    competitorsWith: z.number().int(),
    competitorsTotal: z.number().int(),
    /** Each competitor's value. */
    values: z.array(z.object({ url: z.string(), value: z.union([z.number(), z.string(), z.null()]) })),
  }),
  /** 0-1: share of competitors doing it x how large the difference is x the kind's weight. */
  impact: z.number(),
  /** 1-5: how much work the fix is (per kind, docs/competitive.md#ranking). */
  effort: z.number().int(),
  /** round(100 x impact / effort): "what to add first" sorts by it. */
  score: z.number().int(),
});
export type CompetitiveGap = z.infer<typeof competitiveGapSchema>;

export const competitiveMedianSchema = z.object({
  wordCount: z.number().nullable(),
  h2: z.number().nullable(),
  h3: z.number().nullable(),
  schemaTypes: z.number().nullable(),
  internalLinks: z.number().nullable(),
  bytes: z.number().nullable(),
  loadMs: z.number().nullable(),
});
export type CompetitiveMedian = z.infer<typeof competitiveMedianSchema>;

export const competitiveProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  siteId: z.string().nullable(),
  keywords: z.array(z.string()),
  /** URLs in the project's competitor list. */
  competitorUrls: z.array(z.string()),
  /** Competitor pages stored (fetched at least once, failed or not). */
  pagesFetched: z.number().int(),
  fetchedAt: z.string().nullable(),
});
export type CompetitiveProject = z.infer<typeof competitiveProjectSchema>;

export const competitiveDetailSchema = z.object({
  project: competitiveProjectSchema,
  own: competitivePageSchema.nullable(),
  competitors: z.array(competitivePageSchema),
  median: competitiveMedianSchema,
  gaps: z.array(competitiveGapSchema),
  /** The gaps, highest score first. */
  actions: z.array(competitiveGapSchema),
  fetchedAt: z.string().nullable(),
});
export type CompetitiveDetail = z.infer<typeof competitiveDetailSchema>;

export const competitiveUsageSchema = z.object({
  pagesPerRefresh: z.number().int(),
  pagesPerHour: z.number().int(),
  usedThisHour: z.number().int(),
});

export const competitiveQuerySchema = z.object({
  projectId: z.uuid('projectId: must be a UUID').optional(),
});

export const competitiveProjectParamsSchema = z.object({
  projectId: z.uuid('projectId: must be a UUID'),
});

export const competitiveOverviewSchema = z.object({
  projects: z.array(competitiveProjectSchema),
  /** The project asked for; null without projectId. */
  detail: competitiveDetailSchema.nullable(),
  usage: competitiveUsageSchema,
});
export type CompetitiveOverview = z.infer<typeof competitiveOverviewSchema>;

export const competitiveRefreshSchema = z.object({
  fetched: z.number().int(),
  failed: z.number().int(),
  detail: competitiveDetailSchema,
  usage: competitiveUsageSchema,
});
export type CompetitiveRefresh = z.infer<typeof competitiveRefreshSchema>;

export const competitiveApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/intelligence/competitive',
    query: competitiveQuerySchema,
    response: apiSuccess(competitiveOverviewSchema),
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/intelligence/competitive/:projectId/refresh',
    params: competitiveProjectParamsSchema,
    response: apiSuccess(competitiveRefreshSchema),
  }),
};
