import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Quick rank (docs/quick-rank.md): one page scored 0-100 for one keyword from on-page factors, and
// the team's quick wins: tracked keywords in positions 4-20 with the cheapest fixes of their page.

export const QUICK_RANK_FACTOR_IDS = [
  'title',
  'h1',
  'url',
  'body',
  'entities',
  'internal-links',
  'schema',
  'speed',
  'word-count',
] as const;
export type QuickRankFactorId = (typeof QUICK_RANK_FACTOR_IDS)[number];

/** Cost (effort units) of fixing a missing factor: the wins list sorts by it first. */
export const QUICK_RANK_FIX_COST: Record<QuickRankFactorId, number> = {
  title: 1,
  h1: 2,
  url: 5,
  body: 5,
  entities: 1,
  'internal-links': 2,
  schema: 3,
  speed: 5,
  'word-count': 5,
};

const MAX_URL = 2048;

export const quickRankUrlSchema = z
  .string({ error: 'url: required' })
  .trim()
  .min(1, 'url: required')
  .max(MAX_URL, `url: at most ${MAX_URL} characters`)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'url: must be an absolute http(s) address without credentials');

export const quickRankKeywordSchema = z
  .string({ error: 'keyword: required' })
  .trim()
  .min(1, 'keyword: must not be empty')
  .max(120, 'keyword: at most 120 characters')
  .refine((v) => /[\p{L}\p{N}]/u.test(v), 'keyword: needs at least one letter or digit');

export const quickRankAnalyzeSchema = z.strictObject({
  url: quickRankUrlSchema,
  keyword: quickRankKeywordSchema,
});
export type QuickRankAnalyzeInput = z.input<typeof quickRankAnalyzeSchema>;

export const quickRankFactorSchema = z.object({
  id: z.enum(QUICK_RANK_FACTOR_IDS),
  label: z.string(),
  /** 0-100 for this factor. */
  score: z.number().int(),
  /** Its share of the total (weights add up to 100). */
  weight: z.number(),
  /** What was found, for people. */
  reasons: z.array(z.string()),
  /** What to change; null when nothing is missing. */
  fix: z.string().nullable(),
  /** No data to judge it (not crawled, no text): left out of the total. */
  unknown: z.boolean(),
});
export type QuickRankFactor = z.infer<typeof quickRankFactorSchema>;

export const quickRankResultSchema = z.object({
  score: z.number().int(),
  factors: z.array(quickRankFactorSchema),
  /** The vertical matched from the keyword (its related keywords were used), if any. */
  vertical: z.string().nullable(),
  /** Where the page facts came from. */
  source: z.enum(['fetch', 'crawl']),
  page: z.object({
    url: z.string(),
    statusCode: z.number().int(),
    title: z.string().nullable(),
    wordCount: z.number().int(),
    loadMs: z.number().int(),
    bytes: z.number().int(),
  }),
});
export type QuickRankResult = z.infer<typeof quickRankResultSchema>;

export const quickRankCheckSchema = z.object({
  id: z.string(),
  url: z.string(),
  keyword: z.string(),
  score: z.number().int(),
  result: quickRankResultSchema,
  createdAt: z.string(),
});
export type QuickRankCheck = z.infer<typeof quickRankCheckSchema>;

export const quickRankChecksQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit: must be a whole number from 1 to 100' })
    .int('limit: must be a whole number from 1 to 100')
    .min(1, 'limit: must be a whole number from 1 to 100')
    .max(100, 'limit: must be a whole number from 1 to 100')
    .default(20),
});

export const quickWinFixSchema = z.object({
  factor: z.enum(QUICK_RANK_FACTOR_IDS),
  label: z.string(),
  cost: z.number().int(),
  fix: z.string(),
});

export const quickWinSchema = z.object({
  keywordId: z.string(),
  keyword: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  position: z.number(),
  day: z.string(),
  /** The page that ranks (the rank row's URL, else the site's home page). */
  url: z.string(),
  /** False when no crawl of the site has this page: factors are then unknown. */
  crawled: z.boolean(),
  crawledAt: z.string().nullable(),
  score: z.number().int().nullable(),
  factors: z.array(quickRankFactorSchema),
  /** Missing factors, cheapest first. */
  fixes: z.array(quickWinFixSchema),
  /** Sum of the fixes' costs (0: nothing found to fix). */
  cost: z.number().int(),
  /** Estimate: extra clicks a month from moving up, on a CTR curve (basis says which and how). */
  gain: z.object({
    fromPosition: z.number(),
    toPosition: z.number(),
    ctrFrom: z.number(),
    ctrTo: z.number(),
    /** Impressions a month the estimate used (Search Console rows), null when unknown. */
    monthlyImpressions: z.number().nullable(),
    extraClicks: z.number().nullable(),
    basis: z.string(),
  }),
  /** The SEO opportunity for the same keyword, if one exists. */
  opportunityId: z.string().nullable(),
});
export type QuickWin = z.infer<typeof quickWinSchema>;

export const quickRankApi = {
  analyze: endpoint({
    method: 'POST',
    path: '/api/quick-rank/analyze',
    body: quickRankAnalyzeSchema,
    response: apiSuccess(quickRankCheckSchema),
  }),
  checks: endpoint({
    method: 'GET',
    path: '/api/quick-rank/checks',
    query: quickRankChecksQuerySchema,
    response: apiSuccess(z.array(quickRankCheckSchema)),
  }),
  wins: endpoint({
    method: 'GET',
    path: '/api/quick-rank/wins',
    response: apiSuccess(z.array(quickWinSchema)),
  }),
};
