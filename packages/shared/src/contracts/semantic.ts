import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Semantic SEO (docs/semantic.md): a site's keywords (its vertical's keyword ideas, tracked
// keywords, Search Console queries, project keywords) clustered into topics by SERP overlap or by
// lexical similarity, the topics mapped to the live pages of the site, and each page's coverage of
// its topic's subtopics and entities.

export const SEMANTIC_METHODS = ['serp', 'lexical'] as const;
export type SemanticMethod = (typeof SEMANTIC_METHODS)[number];
export const SEMANTIC_SOURCES = ['vertical', 'tracked', 'gsc', 'project'] as const;
export type SemanticSource = (typeof SEMANTIC_SOURCES)[number];
export const SEMANTIC_ENTITY_KINDS = ['place', 'service', 'named'] as const;
export type SemanticEntityKind = (typeof SEMANTIC_ENTITY_KINDS)[number];

/** Clusters shown per answer (the largest by demand, then size); counts give the full number. */
export const SEMANTIC_MAX_CLUSTERS = 60;

export const semanticKeywordSchema = z.object({
  keyword: z.string(),
  sources: z.array(z.enum(SEMANTIC_SOURCES)),
  /** Estimated monthly searches (the vertical's keyword ideas; an estimate), null when unknown. */
  searches: z.number().nullable(),
  /** Search Console impressions over the last 28 days of data, null when not a GSC query. */
  impressions: z.number().int().nullable(),
});
export type SemanticKeyword = z.infer<typeof semanticKeywordSchema>;

export const semanticEntitySchema = z.object({
  text: z.string(),
  kind: z.enum(SEMANTIC_ENTITY_KINDS),
});
export type SemanticEntity = z.infer<typeof semanticEntitySchema>;

export const semanticPageRefSchema = z.object({
  path: z.string(),
  url: z.string(),
  title: z.string(),
  /** Cosine similarity of the page to the cluster, 0-1. */
  similarity: z.number(),
});
export type SemanticPageRef = z.infer<typeof semanticPageRefSchema>;

export const semanticClusterSchema = z.object({
  /** Stable across runs for the same head keyword. */
  id: z.string(),
  /** The most central keyword. */
  label: z.string(),
  /** The member with the most demand (searches, then impressions), else the shortest. */
  headTerm: z.string(),
  method: z.enum(SEMANTIC_METHODS),
  /** 0-1: mean cosine of the members to the centroid (lexical), mean shared top-10 URLs / 10 (serp). */
  cohesion: z.number(),
  size: z.number().int(),
  searches: z.number(),
  impressions: z.number().int(),
  /** Members, most demand first (at most 50). */
  keywords: z.array(semanticKeywordSchema),
  /** Word pairs shared by members (or the single member's), as people wrote them. */
  subtopics: z.array(z.string()),
  entities: z.array(semanticEntitySchema),
  /** The live page that targets it best (null: a gap, or no live version). */
  page: semanticPageRefSchema.nullable(),
  /** Other live pages above the match threshold (they compete for the topic). */
  competingPages: z.array(semanticPageRefSchema),
  /** 0-1 share of subtopics and entities its page mentions; null without a page. */
  coverage: z.number().nullable(),
});
export type SemanticCluster = z.infer<typeof semanticClusterSchema>;

export const semanticPageCoverageSchema = z.object({
  path: z.string(),
  url: z.string(),
  title: z.string(),
  /** The clusters this page is the best match of, best first. */
  clusterIds: z.array(z.string()),
  /** Several clusters (or a cluster with several pages): a cannibalisation candidate. */
  cannibalisation: z.boolean(),
  /** Coverage against its first cluster, 0-1; null when no cluster maps to it. */
  coverage: z.number().nullable(),
  subtopics: z.object({ covered: z.array(z.string()), missing: z.array(z.string()) }),
  entities: z.object({ covered: z.array(semanticEntitySchema), missing: z.array(semanticEntitySchema) }),
});
export type SemanticPageCoverage = z.infer<typeof semanticPageCoverageSchema>;

export const semanticCountsSchema = z.object({
  keywords: z.number().int(),
  bySource: z.object({
    vertical: z.number().int(),
    tracked: z.number().int(),
    gsc: z.number().int(),
    project: z.number().int(),
  }),
  clusters: z.number().int(),
  serpClusters: z.number().int(),
  /** Keywords with a stored SERP snapshot (the SERP-overlap method needs them). */
  withSerp: z.number().int(),
  pages: z.number().int(),
  gaps: z.number().int(),
  cannibalised: z.number().int(),
});
export type SemanticCounts = z.infer<typeof semanticCountsSchema>;

export const semanticThresholdsSchema = z.object({
  /** Cosine to a cluster's leader for a keyword to join it. */
  lexical: z.number(),
  /** Shared top-10 URLs for two keywords to go together. */
  serpOverlap: z.number().int(),
  /** Cosine of a page to a cluster for the page to target it. */
  pageMatch: z.number(),
});

export const semanticSiteRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  verticalSlug: z.string(),
  vertical: z.string().nullable(),
  place: z.object({ city: z.string(), state: z.string() }).nullable(),
  /** Serves a live version (pages can be mapped). */
  live: z.boolean(),
  url: z.string(),
});

export const semanticAnalysisSchema = z.object({
  site: semanticSiteRefSchema,
  /** 'serp' when any cluster came from SERP overlap, else 'lexical'. */
  method: z.enum(SEMANTIC_METHODS),
  counts: semanticCountsSchema,
  thresholds: semanticThresholdsSchema,
  clusters: z.array(semanticClusterSchema),
  /** Every gap cluster id among those shown, most demand first. */
  gaps: z.array(z.string()),
  pages: z.array(semanticPageCoverageSchema),
});
export type SemanticAnalysis = z.infer<typeof semanticAnalysisSchema>;

export const semanticSiteSummarySchema = z.object({
  site: semanticSiteRefSchema,
  keywords: z.number().int(),
  clusters: z.number().int(),
  gaps: z.number().int(),
  cannibalised: z.number().int(),
  /** Mean coverage of the mapped pages, 0-1; null when none. */
  meanCoverage: z.number().nullable(),
});
export type SemanticSiteSummary = z.infer<typeof semanticSiteSummarySchema>;

export const semanticResultSchema = z.object({
  /** Without siteId: every site of the team (at most 25); with it: that site. */
  sites: z.array(semanticSiteSummarySchema),
  /** The full analysis of the site asked for; null without siteId. */
  analysis: semanticAnalysisSchema.nullable(),
});
export type SemanticResult = z.infer<typeof semanticResultSchema>;

export const semanticQuerySchema = z.object({
  siteId: z.uuid({ error: 'siteId: must be a site id (uuid)' }).optional(),
});

export const semanticKeywordsQuerySchema = z.object({
  verticalSlug: z
    .string({ error: 'verticalSlug: give a vertical slug' })
    .trim()
    .min(1, 'verticalSlug: must not be empty')
    .max(80, 'verticalSlug: at most 80 characters'),
  placeId: z
    .string({ error: 'placeId: give a place id' })
    .trim()
    .min(1, 'placeId: must not be empty')
    .max(40, 'placeId: at most 40 characters'),
});

export const semanticKeywordsResultSchema = z.object({
  vertical: z.string(),
  place: z.object({ id: z.string(), city: z.string(), state: z.string() }),
  method: z.enum(SEMANTIC_METHODS),
  counts: z.object({ keywords: z.number().int(), clusters: z.number().int() }),
  thresholds: semanticThresholdsSchema,
  clusters: z.array(semanticClusterSchema),
});
export type SemanticKeywordsResult = z.infer<typeof semanticKeywordsResultSchema>;

export const semanticApi = {
  analysis: endpoint({
    method: 'GET',
    path: '/api/intelligence/semantic',
    query: semanticQuerySchema,
    response: apiSuccess(semanticResultSchema),
  }),
  keywords: endpoint({
    method: 'GET',
    path: '/api/intelligence/semantic/keywords',
    query: semanticKeywordsQuerySchema,
    response: apiSuccess(semanticKeywordsResultSchema),
  }),
};
