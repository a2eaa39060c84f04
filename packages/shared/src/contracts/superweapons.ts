import { z } from 'zod';
import { apiSuccess, noBodySchema } from './api';
import { CAMPAIGN_MAX_PER_DAY, campaignDetailSchema } from './campaigns';
import { endpoint } from './endpoint';
import { opportunityIdSchema } from './sites';

// The superweapons control room (docs/superweapons.md): automation rules and their runs (dry or
// real), campaigns started from a rule's matches, the team's live job feed and the kill switch.

export const AUTOMATION_RULE_KINDS = ['build-market', 'refresh-stale-site'] as const;
export const automationRuleKindSchema = z.enum(AUTOMATION_RULE_KINDS);
export type AutomationRuleKind = z.infer<typeof automationRuleKindSchema>;

/** Sites one run of a rule may start at most. */
export const AUTOMATION_MAX_SITES_PER_RUN = 20;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field}: a whole number from ${min} to ${max}` })
    .int(`${field}: a whole number from ${min} to ${max}`)
    .min(min, `${field}: a whole number from ${min} to ${max}`)
    .max(max, `${field}: a whole number from ${min} to ${max}`);

const score = (field: string) =>
  z
    .number({ error: `${field}: a number from 0 to 100` })
    .min(0, `${field}: a number from 0 to 100`)
    .max(100, `${field}: a number from 0 to 100`);

/** build-market: the team's discovery results within its focus, above minScore and below maxCompetition. */
export const buildMarketParamsSchema = z.strictObject({
  /** A vertical slug (e.g. 'plumbing'); absent: every vertical. */
  vertical: z
    .string({ error: 'params.vertical: a vertical slug' })
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'params.vertical: a vertical slug like plumbing')
    .optional(),
  /** A two-letter state; absent: every state. */
  state: z
    .string({ error: 'params.state: a two-letter state' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'params.state: a two-letter state like TX')
    .transform((s) => s.toUpperCase())
    .optional(),
  /** The market's score (discovery's quantumScore, 0-100) must be at least this. */
  minScore: score('params.minScore'),
  /** The market's competition (discovery's 0-100, higher = harder and costlier) must be at most this. */
  maxCompetition: score('params.maxCompetition'),
  maxSitesPerRun: wholeNumber('params.maxSitesPerRun', 1, AUTOMATION_MAX_SITES_PER_RUN).default(3),
});
export type BuildMarketParams = z.output<typeof buildMarketParamsSchema>;

/** refresh-stale-site: a live site whose last lead (or go-live, without any) is staleDays old or more. */
export const refreshStaleSiteParamsSchema = z.strictObject({
  staleDays: wholeNumber('params.staleDays', 1, 365),
  maxSitesPerRun: wholeNumber('params.maxSitesPerRun', 1, AUTOMATION_MAX_SITES_PER_RUN).default(3),
});
export type RefreshStaleSiteParams = z.output<typeof refreshStaleSiteParamsSchema>;

const ruleName = z
  .string({ error: 'name: required' })
  .trim()
  .min(1, 'name: required')
  .max(120, 'name: at most 120 characters');
const enabled = z.boolean({ error: 'enabled: true or false' });

export const createAutomationRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('build-market'),
      name: ruleName,
      enabled: enabled.default(true),
      params: buildMarketParamsSchema,
    }),
    z.strictObject({
      kind: z.literal('refresh-stale-site'),
      name: ruleName,
      enabled: enabled.default(true),
      params: refreshStaleSiteParamsSchema,
    }),
  ],
  { error: "kind: must be 'build-market' or 'refresh-stale-site'" },
);
export type CreateAutomationRule = z.input<typeof createAutomationRuleSchema>;

/**
 * PATCH: any of name, enabled, params (params replace the old ones, checked against the rule's kind;
 * an empty body is refused by the service once the rule is found).
 */
export const updateAutomationRuleSchema = z.strictObject({
  name: ruleName.optional(),
  enabled: enabled.optional(),
  params: z.record(z.string(), z.unknown(), { error: 'params: an object' }).optional(),
});
export type UpdateAutomationRule = z.input<typeof updateAutomationRuleSchema>;

export const automationRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: automationRuleKindSchema,
  params: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

/** One market or site a run matched, the figures that matched, and what was started for it. */
export const automationActionSchema = z.object({
  kind: z.enum(['build-market', 'refresh-site']),
  /** The market id (build-market) or the site id (refresh-site). */
  ref: z.string(),
  label: z.string(),
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** The deploy job started for it (null in a dry run or when starting failed). */
  jobId: z.string().nullable(),
  error: z.string().nullable(),
});
export type AutomationAction = z.infer<typeof automationActionSchema>;

export const AUTOMATION_RUN_STATUSES = ['running', 'done', 'failed', 'stopped'] as const;
export const automationRunSchema = z.object({
  id: z.string(),
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  dryRun: z.boolean(),
  status: z.enum(AUTOMATION_RUN_STATUSES),
  actions: z.array(automationActionSchema),
  error: z.string().nullable(),
  /** What the rule looked at (e.g. '412 markets scored at least 70'); answered by a fresh run only. */
  basis: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

export const automationStateSchema = z.object({
  halted: z.boolean(),
  haltedAt: z.string().nullable(),
  haltedBy: z.string().nullable(),
  /** What the last kill switch stopped, by kind of job. */
  lastStopped: z.record(z.string(), z.number().int()),
});
export type AutomationState = z.infer<typeof automationStateSchema>;

export const FEED_KINDS = [
  'deploy-job',
  'crawl',
  'engine-run',
  'campaign',
  'implementation',
  'automation-run',
] as const;
export const feedItemSchema = z.object({
  kind: z.enum(FEED_KINDS),
  id: z.string(),
  label: z.string(),
  status: z.string(),
  /** 0-100, null when the kind has no progress. */
  progress: z.number().nullable(),
  /** True while queued or running (paused counts: it may resume). */
  active: z.boolean(),
  detail: z.string().nullable(),
  at: z.string(),
  finishedAt: z.string().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit: a whole number from 1 to 200' })
    .int('limit: a whole number from 1 to 200')
    .min(1, 'limit: a whole number from 1 to 200')
    .max(200, 'limit: a whole number from 1 to 200')
    .default(50),
});

/** A campaign from the control room: a rule's current matches, or a chosen set of markets. */
export const startAutomationCampaignSchema = z.strictObject({
  name: ruleName,
  ruleId: z.uuid('ruleId: not a rule id').optional(),
  marketIds: z
    .array(opportunityIdSchema, { error: 'marketIds: a list of market ids' })
    .min(1, 'marketIds: pick at least one')
    .max(AUTOMATION_MAX_SITES_PER_RUN * 10, 'marketIds: too many')
    .optional(),
  perDay: wholeNumber('perDay', 1, CAMPAIGN_MAX_PER_DAY),
  budgetUsd: z
    .number({ error: 'budgetUsd: a positive amount' })
    .positive('budgetUsd: a positive amount')
    .max(1_000_000, 'budgetUsd: at most 1,000,000'),
});
// Exactly one of ruleId and marketIds: checked by the service once the rule is found (404 first).
export type StartAutomationCampaign = z.input<typeof startAutomationCampaignSchema>;

export const killSwitchResponseSchema = automationStateSchema;

export const ruleParamsSchema = z.object({ id: z.uuid('id: not a rule id') });

export const superweaponsApi = {
  listRules: endpoint({
    method: 'GET',
    path: '/api/superweapons/rules',
    response: apiSuccess(z.array(automationRuleSchema)),
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/api/superweapons/rules',
    body: createAutomationRuleSchema,
    response: apiSuccess(automationRuleSchema),
  }),
  updateRule: endpoint({
    method: 'PATCH',
    path: '/api/superweapons/rules/:id',
    params: ruleParamsSchema,
    body: updateAutomationRuleSchema,
    response: apiSuccess(automationRuleSchema),
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/api/superweapons/rules/:id',
    params: ruleParamsSchema,
    response: apiSuccess(z.object({ id: z.string() })),
  }),
  dryRun: endpoint({
    method: 'POST',
    path: '/api/superweapons/rules/:id/dry-run',
    params: ruleParamsSchema,
    body: noBodySchema,
    response: apiSuccess(automationRunSchema),
  }),
  runRule: endpoint({
    method: 'POST',
    path: '/api/superweapons/rules/:id/run',
    params: ruleParamsSchema,
    body: noBodySchema,
    response: apiSuccess(automationRunSchema),
  }),
  listRuns: endpoint({
    method: 'GET',
    path: '/api/superweapons/runs',
    response: apiSuccess(z.array(automationRunSchema)),
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/superweapons/feed',
    query: feedQuerySchema,
    response: apiSuccess(z.array(feedItemSchema)),
  }),
  state: endpoint({
    method: 'GET',
    path: '/api/superweapons/state',
    response: apiSuccess(automationStateSchema),
  }),
  killSwitch: endpoint({
    method: 'POST',
    path: '/api/superweapons/kill-switch',
    body: noBodySchema,
    response: apiSuccess(killSwitchResponseSchema),
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/superweapons/resume',
    body: noBodySchema,
    response: apiSuccess(automationStateSchema),
  }),
  startCampaign: endpoint({
    method: 'POST',
    path: '/api/superweapons/campaigns',
    body: startAutomationCampaignSchema,
    response: apiSuccess(campaignDetailSchema),
  }),
};
