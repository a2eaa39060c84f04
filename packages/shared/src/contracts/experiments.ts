import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';
import { siteIdParamsSchema } from './sites';

// A/B tests of a live page's headline and intro (docs/product/rules.md#ab-tests): variant A is the page
// as built, B the operator's h1 and/or intro, swapped in by the host for half of the visitors.

export const EXPERIMENT_STATUSES = ['running', 'stopped', 'won'] as const;
export const experimentStatusSchema = z.enum(EXPERIMENT_STATUSES);
export type ExperimentStatus = z.infer<typeof experimentStatusSchema>;

export const EXPERIMENT_VARIANTS = ['A', 'B'] as const;
export const experimentVariantSchema = z.enum(EXPERIMENT_VARIANTS);
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

/** Why an experiment ended with a winner: the stop rule's probability or loss test, or the operator. */
export const EXPERIMENT_DECISIONS = ['probability', 'loss', 'operator'] as const;
export type ExperimentDecision = (typeof EXPERIMENT_DECISIONS)[number];

/** The stop rule (docs/product/rules.md#ab-tests): no decision before this many visitors per variant. */
export const AB_MIN_VISITORS_PER_VARIANT = 100;
/** B wins when P(B beats A) is above this; A wins when it is below 1 minus this. */
export const AB_WIN_PROBABILITY = 0.95;
/** ...or the leader wins when keeping it would lose less than this conversion rate on average. */
export const AB_LOSS_THRESHOLD = 0.001;

export const AB_H1_MAX = 150;
export const AB_INTRO_MAX = 600;

const copy = (field: string, max: number) =>
  z
    .string(`${field}: must be text`)
    .trim()
    .min(1, `${field}: write the text, or leave it out to keep A's`)
    .max(max, `${field}: at most ${max} characters`)
    .optional();

/**
 * POST /api/sites/:id/experiments: the page and B's headline and/or intro (plain text). The service
 * checks the rest once the site is known to be the caller's: the path names a testable page of the
 * live version, and B gives at least one text that differs from A's.
 */
export const createExperimentRequestSchema = z.object({
  path: z
    .string('path: give the page path, such as /')
    .trim()
    .min(1, 'path: give the page path, such as /')
    .max(300, 'path: at most 300 characters'),
  h1: copy('h1', AB_H1_MAX),
  intro: copy('intro', AB_INTRO_MAX),
});
export type CreateExperimentRequest = z.input<typeof createExperimentRequestSchema>;

/**
 * POST /api/experiments/:id/stop: without `keep`, a running test stops with no winner (everyone sees
 * the page as built); `keep: 'B'` keeps serving B to everyone, `keep: 'A'` keeps the page as built.
 * A test that won with B stops serving B.
 */
export const stopExperimentRequestSchema = z
  .strictObject(
    { keep: z.enum(EXPERIMENT_VARIANTS, 'keep: must be A or B').optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: unknown field` : undefined,
    },
  )
  .nullish();

export const experimentIdParamsSchema = z.object({ id: z.uuid('id: not an experiment id') });

export const experimentCopySchema = z.object({ h1: z.string(), intro: z.string() });

export const variantStatsSchema = z.object({
  /** Distinct visitors (visitor hash per UTC day) who viewed the page with this variant. */
  visitors: z.number().int(),
  /** Those of them who sent the form from the page or clicked its phone number that day. */
  conversions: z.number().int(),
  /** conversions / visitors (0 without visitors). */
  rate: z.number(),
});
export type VariantStats = z.infer<typeof variantStatsSchema>;

export const STOP_RULE_STATES = ['collecting', 'undecided', 'decided'] as const;

export const experimentStatsSchema = z.object({
  a: variantStatsSchema,
  b: variantStatsSchema,
  /** P(B's conversion rate > A's) under Beta(1 + conversions, 1 + misses) posteriors, exact. */
  probabilityBBeatsA: z.number(),
  /** Expected conversion rate lost by keeping A (or B) if the other is better. */
  expectedLoss: z.object({ a: z.number(), b: z.number() }),
  rule: z.object({
    state: z.enum(STOP_RULE_STATES),
    winner: experimentVariantSchema.nullable(),
    reason: z.enum(['probability', 'loss']).nullable(),
    minVisitors: z.number().int(),
    winProbability: z.number(),
    lossThreshold: z.number(),
    /** The rule's state in a sentence, for the screen. */
    message: z.string(),
  }),
});
export type ExperimentStats = z.infer<typeof experimentStatsSchema>;

export const experimentSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  path: z.string(),
  status: experimentStatusSchema,
  winner: experimentVariantSchema.nullable(),
  decidedBy: z.enum(EXPERIMENT_DECISIONS).nullable(),
  /** The page as built. */
  a: experimentCopySchema,
  /** B's text; null where B keeps A's. */
  b: z.object({ h1: z.string().nullable(), intro: z.string().nullable() }),
  /** True while the host serves B: to half the visitors (running) or to all (won with B). */
  servingB: z.boolean(),
  /** False when the live page no longer carries A's text (redeployed): the split is suspended. */
  pageMatches: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Figures from startedAt to endedAt (or now); frozen when the test ended. */
  stats: experimentStatsSchema,
});
export type Experiment = z.infer<typeof experimentSchema>;

/** A page of the live version that may be tested, with its current headline and intro. */
export const experimentPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  h1: z.string(),
  intro: z.string(),
  /** An experiment runs on it (or its won B is served): no second one until that one is stopped. */
  busy: z.boolean(),
});
export type ExperimentPage = z.infer<typeof experimentPageSchema>;

export const siteExperimentsSchema = z.object({
  items: z.array(experimentSchema),
  pages: z.array(experimentPageSchema),
});
export type SiteExperiments = z.infer<typeof siteExperimentsSchema>;

export const experimentsApi = {
  /** The site's experiments, newest first, and its testable pages. */
  list: endpoint({
    method: 'GET',
    path: '/api/sites/:id/experiments',
    params: siteIdParamsSchema,
    response: apiSuccess(siteExperimentsSchema),
  }),
  /** Answers 201. */
  create: endpoint({
    method: 'POST',
    path: '/api/sites/:id/experiments',
    params: siteIdParamsSchema,
    body: createExperimentRequestSchema,
    response: apiSuccess(experimentSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/experiments/:id',
    params: experimentIdParamsSchema,
    response: apiSuccess(experimentSchema),
  }),
  stop: endpoint({
    method: 'POST',
    path: '/api/experiments/:id/stop',
    params: experimentIdParamsSchema,
    body: stopExperimentRequestSchema,
    response: apiSuccess(experimentSchema),
  }),
};
