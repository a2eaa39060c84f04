import { z } from 'zod';
import { apiSuccess } from './api';
import { verticalSlugSchema } from './discovery';
import { endpoint } from './endpoint';

// SERP patterns (docs/serp-patterns.md): what the stored results pages of the team's tracked keywords
// have in common at the top, per vertical and city size: title patterns of the top 3 against
// positions 4-10, page types, result features, the map pack, and the user's own positions.

/** Population bands of the site's place (bundled places data). */
export const CITY_SIZES = ['small', 'medium', 'large', 'metro'] as const;
export type CitySize = (typeof CITY_SIZES)[number];
export const CITY_SIZE_LABELS: Record<CitySize | 'unknown', string> = {
  small: 'under 50k people',
  medium: '50k-250k people',
  large: '250k-1M people',
  metro: 'over 1M people',
  unknown: 'place unknown',
};

export const TITLE_PATTERN_IDS = [
  'city',
  'service-first',
  'separator',
  'number',
  'near-me',
  'year',
  'length-short',
  'length-medium',
  'length-long',
] as const;
export type TitlePatternId = (typeof TITLE_PATTERN_IDS)[number];

export const PAGE_TYPES = ['home', 'inner', 'deep', 'directory'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Fewer snapshots than this in a group: its shares are shown but called "too few to call". */
export const PATTERN_MIN_SNAPSHOTS = 5;

export const patternsQuerySchema = z.strictObject(
  {
    verticalSlug: verticalSlugSchema('verticalSlug').optional(),
    citySize: z.enum(CITY_SIZES, { error: `citySize: one of ${CITY_SIZES.join(', ')}` }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: unknown parameter` : undefined,
  },
);
export type PatternsQuery = z.input<typeof patternsQuerySchema>;

/** `count` of `n` (null share when n is 0). */
export const shareSchema = z.object({
  count: z.number().int(),
  n: z.number().int(),
  share: z.number().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** A stored results page a pattern was seen on (the example link opens it). */
export const patternExampleSchema = z.object({
  snapshotId: z.string(),
  keyword: z.string(),
  day: z.string(),
  provider: z.string(),
});
export type PatternExample = z.infer<typeof patternExampleSchema>;

export const titlePatternSchema = z.object({
  id: z.enum(TITLE_PATTERN_IDS),
  label: z.string(),
  /** Titles of positions 1-3 that show it. */
  top3: shareSchema,
  /** Titles of positions 4-10 that show it. */
  rest: shareSchema,
  /** Up to 5 snapshots where a top-3 title shows it. */
  examples: z.array(patternExampleSchema),
});
export type TitlePattern = z.infer<typeof titlePatternSchema>;

export const pageTypeShareSchema = z.object({
  id: z.enum(PAGE_TYPES),
  label: z.string(),
  top3: shareSchema,
  rest: shareSchema,
  examples: z.array(patternExampleSchema),
});
export type PageTypeShare = z.infer<typeof pageTypeShareSchema>;

export const featureShareSchema = z.object({
  feature: z.string(),
  label: z.string(),
  /** Snapshots of the group that show it. */
  snapshots: shareSchema,
  examples: z.array(patternExampleSchema),
});

export const patternGroupSchema = z.object({
  verticalSlug: z.string(),
  verticalName: z.string(),
  citySize: z.enum([...CITY_SIZES, 'unknown']),
  citySizeLabel: z.string(),
  snapshots: z.number().int(),
  keywords: z.number().int(),
  /** Organic results of positions 1-10 read. */
  results: z.number().int(),
  /** False below PATTERN_MIN_SNAPSHOTS snapshots. */
  enough: z.boolean(),
  note: z.string().nullable(),
  titlePatterns: z.array(titlePatternSchema),
  pageTypes: z.array(pageTypeShareSchema),
  features: z.array(featureShareSchema),
  localPack: z.object({
    /** Snapshots with a map pack. */
    present: shareSchema,
    /** Map-pack entries (with a website) whose domain also ranks in the organic top 10 of that page. */
    alsoOrganic: shareSchema,
    meanEntries: z.number().nullable(),
    examples: z.array(patternExampleSchema),
  }),
  /** The user's own site in these results. */
  own: z.object({
    /** Snapshots where the site was found in the results read. */
    ranked: shareSchema,
    top3: z.number().int(),
    top10: z.number().int(),
    best: z.number().nullable(),
    mean: z.number().nullable(),
  }),
  examples: z.array(patternExampleSchema),
});
export type PatternGroup = z.infer<typeof patternGroupSchema>;

/** Search Console rows of the user's pages, by page type: which of them win clicks. */
export const gscPageTypeSchema = z.object({
  id: z.enum(['home', 'inner', 'deep']),
  label: z.string(),
  pages: z.number().int(),
  queries: z.number().int(),
  clicks: z.number().int(),
  impressions: z.number().int(),
  /** clicks / impressions, null without impressions. */
  ctr: z.number().nullable(),
  /** Impression-weighted mean position. */
  position: z.number().nullable(),
});

export const patternsReportSchema = z.object({
  filters: z.object({
    verticalSlug: z.string().nullable(),
    citySize: z.enum(CITY_SIZES).nullable(),
  }),
  coverage: z.object({
    snapshots: z.number().int(),
    keywords: z.number().int(),
    days: z.number().int(),
    firstDay: z.string().nullable(),
    lastDay: z.string().nullable(),
    /** Where the pages came from; 'demo' pages are synthetic. */
    providers: z.array(
      z.object({ provider: z.string(), snapshots: z.number().int(), synthetic: z.boolean() }),
    ),
    /** Snapshots read: the newest of the last WINDOW_DAYS days, at most a cap (docs/serp-patterns.md). */
    windowDays: z.number().int(),
    capped: z.boolean(),
  }),
  /** Every vertical and city size the team has snapshots for (the filters' choices). */
  options: z.object({
    verticals: z.array(z.object({ slug: z.string(), name: z.string(), snapshots: z.number().int() })),
    citySizes: z.array(
      z.object({ id: z.enum([...CITY_SIZES, 'unknown']), label: z.string(), snapshots: z.number().int() }),
    ),
  }),
  groups: z.array(patternGroupSchema),
  gsc: z.object({
    rows: z.number().int(),
    pageTypes: z.array(gscPageTypeSchema),
  }),
});
export type PatternsReport = z.infer<typeof patternsReportSchema>;

export const serpSnapshotSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  keyword: z.string(),
  location: z.string().nullable(),
  day: z.string(),
  provider: z.string(),
  synthetic: z.boolean(),
  ownPosition: z.number().nullable(),
  features: z.array(z.string()),
  localPack: z.array(
    z.object({
      title: z.string(),
      domain: z.string().nullable(),
      rating: z.number().nullable(),
      reviews: z.number().nullable(),
    }),
  ),
  results: z.array(
    z.object({
      position: z.number(),
      url: z.string(),
      domain: z.string(),
      title: z.string().nullable(),
      snippet: z.string().nullable(),
      pageType: z.enum(PAGE_TYPES),
      own: z.boolean(),
    }),
  ),
});
export type SerpSnapshot = z.infer<typeof serpSnapshotSchema>;

export const serpPatternsApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/intelligence/patterns',
    query: patternsQuerySchema,
    response: apiSuccess(patternsReportSchema),
  }),
  snapshot: endpoint({
    method: 'GET',
    path: '/api/intelligence/patterns/snapshots/:id',
    params: z.object({ id: z.uuid('id: must be a UUID') }),
    response: apiSuccess(serpSnapshotSchema),
  }),
};
