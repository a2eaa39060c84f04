import { z } from 'zod';
import { apiSuccess } from './api';
import { tierSchema } from './dominator';
import { endpoint } from './endpoint';
import { includeDemoSchema } from './revenue';

// Strategic optimizer (docs/strategic.md): markets, sites and SEO fixes placed by value ($/month)
// and effort (hours), and a monthly budget allocated by Thompson sampling on the team's own results.

export const STRATEGIC_ITEM_KINDS = ['market', 'site', 'seo'] as const;
export type StrategicItemKind = (typeof STRATEGIC_ITEM_KINDS)[number];

export const STRATEGIC_QUADRANTS = ['quick-win', 'big-bet', 'fill-in', 'money-pit'] as const;
export type StrategicQuadrant = (typeof STRATEGIC_QUADRANTS)[number];

/** Default monthly budget ($) and hourly rate ($) when the query gives none (docs/strategic.md). */
export const STRATEGIC_DEFAULT_BUDGET = 500;
export const STRATEGIC_DEFAULT_HOURLY_RATE = 50;

const BUDGET_MSG = 'budget: a number of dollars from 1 to 1000000';
const RATE_MSG = 'hourlyRate: a number of dollars from 1 to 1000';

export const strategicQuerySchema = z.object({
  budget: z.coerce
    .number({ error: BUDGET_MSG })
    .min(1, BUDGET_MSG)
    .max(1_000_000, BUDGET_MSG)
    .default(STRATEGIC_DEFAULT_BUDGET),
  hourlyRate: z.coerce
    .number({ error: RATE_MSG })
    .min(1, RATE_MSG)
    .max(1000, RATE_MSG)
    .default(STRATEGIC_DEFAULT_HOURLY_RATE),
  includeDemo: includeDemoSchema,
});
export type StrategicQuery = z.input<typeof strategicQuerySchema>;

const factSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  unit: z.string().optional(),
});

export const strategicItemSchema = z.object({
  /** 'market:{opportunityId}', 'site:{siteId}' or 'seo:{opportunityId}'. */
  id: z.string(),
  kind: z.enum(STRATEGIC_ITEM_KINDS),
  label: z.string(),
  /** The next step: 'Build a site', 'Publish it', 'Rent it out', 'Improve rankings', a fix's title. */
  action: z.string(),
  verticalSlug: z.string().nullable(),
  vertical: z.string().nullable(),
  tier: tierSchema.nullable(),
  siteId: z.string().nullable(),
  /** Expected $/month once done (mean of the samples). */
  valueMonthly: z.number(),
  valueBasis: z.string(),
  effortHours: z.number(),
  effortBasis: z.string(),
  /** What doing it costs this month: build cost + effort x hourly rate. */
  costUsd: z.number(),
  costBasis: z.string(),
  quadrant: z.enum(STRATEGIC_QUADRANTS),
  facts: z.array(factSchema),
  link: z.string(),
  demo: z.boolean(),
});
export type StrategicItem = z.infer<typeof strategicItemSchema>;

export const strategicQuadrantSchema = z.object({
  id: z.enum(STRATEGIC_QUADRANTS),
  label: z.string(),
  rule: z.string(),
  count: z.number().int(),
});

export const strategicPickSchema = z.object({
  itemId: z.string(),
  label: z.string(),
  action: z.string(),
  kind: z.enum(STRATEGIC_ITEM_KINDS),
  costUsd: z.number(),
  /** Share of samples in which it had the best value per dollar (0-1). */
  shareBest: z.number(),
  /** Share of samples in which the budget funded it (0-1). */
  shareFunded: z.number(),
  expectedLeads: z.number(),
  leadsLow: z.number(),
  leadsHigh: z.number(),
  expectedRevenue: z.number(),
  revenueLow: z.number(),
  revenueHigh: z.number(),
  /** Expected $/month per dollar spent. */
  valuePerDollar: z.number(),
  explanation: z.string(),
  link: z.string(),
});
export type StrategicPick = z.infer<typeof strategicPickSchema>;

export const strategicPosteriorSchema = z.object({
  verticalSlug: z.string(),
  vertical: z.string(),
  tier: tierSchema,
  payout: z.number(),
  sites: z.number().int(),
  leads: z.number().int(),
  siteMonths: z.number(),
  /** The market model's leads/site/month and the site-months it counts as. */
  priorMean: z.number().nullable(),
  priorSiteMonths: z.number(),
  mean: z.number(),
  low: z.number(),
  high: z.number(),
});
export type StrategicPosterior = z.infer<typeof strategicPosteriorSchema>;

export const strategicAssumptionSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  basis: z.string(),
});

export const strategicResultSchema = z.object({
  items: z.array(strategicItemSchema),
  thresholds: z.object({ valueHigh: z.number(), effortLow: z.number() }),
  quadrants: z.array(strategicQuadrantSchema),
  allocation: z.object({
    budget: z.number(),
    hourlyRate: z.number(),
    spent: z.number(),
    samples: z.number().int(),
    seed: z.number().int(),
    picks: z.array(strategicPickSchema),
    expectedRevenue: z.number(),
  }),
  posteriors: z.array(strategicPosteriorSchema),
  assumptions: z.array(strategicAssumptionSchema),
  /** Counts behind the screen, and what would fill it when empty. */
  counts: z.object({ sites: z.number().int(), markets: z.number().int(), seo: z.number().int() }),
  notes: z.array(z.string()),
  includesDemo: z.boolean(),
});
export type StrategicResult = z.infer<typeof strategicResultSchema>;

export const strategicApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/intelligence/strategic',
    query: strategicQuerySchema,
    response: apiSuccess(strategicResultSchema),
  }),
};
