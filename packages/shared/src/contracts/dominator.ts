import { z } from 'zod';
import { DEFAULT_GOLDMINE_LIMIT, MAPPED_OPPORTUNITY_DEFAULTS, TIER_THRESHOLDS } from '../constants';

// Market discovery contract: opportunities, scraper stats, filters (docs/market-api.md,
// docs/product/rules.md#opportunities-and-filters). Every estimate carries its basis and sources.

export const tierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Tier = z.infer<typeof tierSchema>;

/** tier = 1 if payout >= 300, 2 if payout >= 150, else 3 (docs/product/rules.md#market-scoring). */
export function tierForPayout(payout: number): Tier {
  if (payout >= TIER_THRESHOLDS.tier1) return 1;
  if (payout >= TIER_THRESHOLDS.tier2) return 2;
  return 3;
}

export const sourceSchema = z.object({
  label: z.string(), // e.g. 'Payout per lead: published benchmark'
  origin: z.string(), // e.g. publisher / dataset package
  url: z.string().optional(),
  date: z.string().optional(), // ISO date or year
  kind: z.enum(['bundled', 'override', 'provider', 'computed']),
});
export type Source = z.infer<typeof sourceSchema>;

export const verticalSchema = z.object({
  slug: z.string(),
  name: z.string(),
  naicsCode: z.string(),
  payout: z.object({
    low: z.number(),
    typical: z.number(),
    high: z.number(),
    source: z.string(),
    url: z.string().optional(),
    date: z.string(),
  }),
  /** The payout in force for the caller (their override, else typical). */
  effectivePayout: z.number(),
  overridden: z.boolean(),
  searchesPer1000: z.object({ rate: z.number(), basis: z.string() }),
  avgCpc: z.number(),
  seasonality: z.array(z.number()).length(12),
  keywords: z.array(z.string()),
  modifiers: z.array(z.string()),
  tier: tierSchema,
});
export type Vertical = z.infer<typeof verticalSchema>;

/** One (vertical, place) market as the server answers it. */
export const opportunitySchema = z.object({
  id: z.string(), // `${verticalSlug}~${placeId}`
  vertical: z.string(), // display name
  verticalSlug: z.string(),
  location: z.object({
    city: z.string(),
    state: z.string(),
    county: z.string().nullable(),
    placeId: z.string(),
  }),
  zipCode: z.string().optional(),
  zipCodes: z.array(z.string()).optional(),
  population: z.number(),
  lat: z.number(),
  lon: z.number(),
  keywords: z.array(z.string()),
  payout: z.number(),
  monthlySearches: z.number(),
  estimatedMonthlyRevenue: z.number(),
  competition: z.number(), // 0-100, higher = harder
  demandScore: z.number(), // 0-100 percentile of demand within the vertical
  quantumScore: z.number(), // 0-100 composite the finder sorts by
  confidence: z.number(), // 0-1 share of inputs measured rather than estimated
  tier: tierSchema,
  goldmine: z.boolean(),
  estimate: z.boolean(), // true while any input is an estimate
  saved: z.boolean().optional(),
  status: z.string().optional(), // 'new' | 'saved' | 'selected' ...
  /** The range the score and revenue span from the uncertainty of their inputs (docs/scoring.md "Ranges"). */
  scoreLow: z.number().optional(),
  scoreHigh: z.number().optional(),
  revenueLow: z.number().optional(),
  revenueHigh: z.number().optional(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/**
 * One input of a market's score and what it contributes (docs/scoring.md "Place inputs"): its value,
 * the vertical's weight for it, its effect on searches (a multiplier) or on competition (points),
 * and the score points it adds (negative: takes away) compared with a neutral value.
 */
export const scoreDriverSchema = z.object({
  input: z.string(), // 'population' | 'housing' | 'climate' | 'hinterland' | 'reach' | 'cpc' | 'businessDensity' | ...
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  weight: z.number(),
  weightBasis: z.string(),
  effect: z.string(), // e.g. 'x1.12 searches', '+8.4 competition'
  scorePoints: z.number(),
  source: sourceSchema,
});
export type ScoreDriver = z.infer<typeof scoreDriverSchema>;

/** How each figure of one opportunity was derived (for /opportunity/{id}/details). */
export const opportunityDetailsSchema = z.object({
  opportunity: opportunitySchema,
  derivation: z.array(
    z.object({
      field: z.string(),
      value: z.number(),
      formula: z.string(),
      inputs: z.array(
        z.object({ name: z.string(), value: z.union([z.number(), z.string()]), source: sourceSchema }),
      ),
    }),
  ),
  neighbours: z.array(opportunitySchema).optional(),
  /** The inputs of the score and what each contributes; the weights are the vertical's. */
  drivers: z.array(scoreDriverSchema).optional(),
});
export type OpportunityDetails = z.infer<typeof opportunityDetailsSchema>;

export const sortFieldSchema = z.enum([
  'quantumScore',
  'score', // alias of quantumScore (spec: sort field default score)
  'estimatedMonthlyRevenue',
  'payout',
  'demandScore',
  'competition',
  'monthlySearches',
  'population',
]);

/**
 * Dominator filters (docs/product/rules.md#opportunities-and-filters) plus paging and sorting, as
 * query-string values.
 */
export const opportunityQuerySchema = z.object({
  tier: z.enum(['all', '1', '2', '3']).default('all'),
  vertical: z.string().trim().max(80).optional(), // slug
  location: z.string().trim().max(120).optional(), // 2-letter state, or city name (prefix), or "City, ST"
  minPayout: z.coerce.number().min(0).max(100000).optional(),
  status: z.enum(['all', 'saved', 'unsaved']).default('all'),
  goldmineOnly: z.enum(['true', 'false']).optional(),
  sort: sortFieldSchema.default('quantumScore'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_GOLDMINE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OpportunityQuery = z.infer<typeof opportunityQuerySchema>;

export const opportunityPageSchema = z.object({
  items: z.array(opportunitySchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  dataNote: z.string(), // e.g. 'Estimates from bundled data: ...' when no provider is configured
});

export const scraperStatsSchema = z.object({
  totalCalls: z.number(),
  successRate: z.number(), // 0-100
  costPerCall: z.number(), // USD
  monthlySpend: z.number(),
  dailySpend: z.number(),
  avgResponseTime: z.number(), // ms
  lastUsed: z.string().nullable(),
});
export type ScraperStats = z.infer<typeof scraperStatsSchema>;

export const goldmineLocationSchema = z.object({
  vertical: z.string(),
  verticalSlug: z.string(),
  city: z.string(),
  state: z.string(),
  placeId: z.string(),
  opportunityId: z.string(),
  quantumScore: z.number(),
  competition: z.number(),
  estimatedMonthlyRevenue: z.number(),
});

export const quickDominatorSchema = z.object({
  topOpportunities: z.array(opportunitySchema),
  goldmineLocations: z.array(goldmineLocationSchema),
  scraperStats: scraperStatsSchema,
});

export const locationsResponseSchema = z.object({
  states: z.array(
    z.object({
      state: z.string(),
      places: z.number(),
      population: z.number(),
      topScore: z.number(),
      avgScore: z.number(),
      goldmines: z.number(),
    }),
  ),
  topCities: z.array(opportunitySchema),
});

export const saveOpportunitiesRequestSchema = z.object({
  opportunities: z
    .array(z.union([z.string().min(1).max(200), z.object({ id: z.string().min(1).max(200) }).passthrough()]))
    .min(1)
    .max(200),
});

/** Whose a payout override is: the user's own, or the whole team's. */
export const PAYOUT_OVERRIDE_SCOPES = ['user', 'team'] as const;

export const payoutOverrideSchema = z.object({
  verticalSlug: z.string().min(1).max(80),
  payout: z.number().min(0).max(100000),
  scope: z.enum(PAYOUT_OVERRIDE_SCOPES).default('user'),
});

export const keywordIdeaSchema = z.object({
  keyword: z.string(),
  kind: z.enum(['core', 'modifier', 'question', 'near-me', 'location']),
  intent: z.enum(['transactional', 'commercial', 'informational', 'navigational']),
  monthlySearches: z.number(),
  difficulty: z.number(), // 0-100
  cpc: z.number(),
  value: z.number(), // USD per month at the target position
  estimate: z.boolean(),
});
export type KeywordIdea = z.infer<typeof keywordIdeaSchema>;

/**
 * The client mapping (docs/product/rules.md#opportunities-and-filters), with its defaults for missing fields.
 */
export function mapOpportunityForClient(o: Partial<Opportunity> & { id: string; payout?: number }) {
  const payout = o.payout ?? 0;
  return {
    ...o,
    zipCode: o.zipCode ?? MAPPED_OPPORTUNITY_DEFAULTS.zipCode,
    competition: o.competition ?? MAPPED_OPPORTUNITY_DEFAULTS.competition,
    demandScore: o.demandScore ?? MAPPED_OPPORTUNITY_DEFAULTS.demandScore,
    quantumScore: o.quantumScore ?? MAPPED_OPPORTUNITY_DEFAULTS.quantumScore,
    tier: tierForPayout(payout),
  };
}
