import { z } from 'zod';
import { apiSuccess, noBodySchema } from './api';
import { endpoint } from './endpoint';
import { templateIdSchema } from './sites';

// Campaigns: a named batch of markets (build and deploy a site each) or SEO opportunities
// (implement each) on a schedule and a budget cap (docs/campaigns.md).

export const CAMPAIGN_KINDS = ['markets', 'opportunities'] as const;
export const campaignKindSchema = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof campaignKindSchema>;

export const CAMPAIGN_STATUSES = [
  'scheduled',
  'running',
  'paused',
  'completed',
  'cancelled',
  'budget-reached',
] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const CAMPAIGN_ITEM_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export const campaignItemStatusSchema = z.enum(CAMPAIGN_ITEM_STATUSES);
export type CampaignItemStatus = z.infer<typeof campaignItemStatusSchema>;

/** Items a campaign may hold. */
export const CAMPAIGN_MAX_ITEMS = 200;
export const CAMPAIGN_MAX_PER_DAY = 50;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const createCampaignSchema = z.strictObject({
  name: z
    .string({ error: 'name: required' })
    .trim()
    .min(1, 'name: required')
    .max(120, 'name: at most 120 characters'),
  kind: z.enum(CAMPAIGN_KINDS, { error: "kind: must be 'markets' or 'opportunities'" }),
  /** Market ids (`vertical~placeId`) for 'markets', SEO opportunity ids for 'opportunities'. */
  items: z
    .array(z.string().trim().min(1, 'items: an entry is empty').max(200, 'items: an entry is too long'), {
      error: 'items: a list of ids',
    })
    .min(1, 'items: pick at least one')
    .max(CAMPAIGN_MAX_ITEMS, `items: at most ${CAMPAIGN_MAX_ITEMS}`),
  /** The team's local date (YYYY-MM-DD), today or later. */
  startsOn: z
    .string({ error: 'startsOn: a date YYYY-MM-DD' })
    .regex(isoDate, 'startsOn: a date YYYY-MM-DD')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'startsOn: not a date'),
  perDay: z
    .number({ error: `perDay: a whole number from 1 to ${CAMPAIGN_MAX_PER_DAY}` })
    .int(`perDay: a whole number from 1 to ${CAMPAIGN_MAX_PER_DAY}`)
    .min(1, `perDay: a whole number from 1 to ${CAMPAIGN_MAX_PER_DAY}`)
    .max(CAMPAIGN_MAX_PER_DAY, `perDay: a whole number from 1 to ${CAMPAIGN_MAX_PER_DAY}`),
  budgetUsd: z
    .number({ error: 'budgetUsd: a positive amount' })
    .positive('budgetUsd: a positive amount')
    .max(1_000_000, 'budgetUsd: at most 1,000,000'),
  options: z
    .strictObject({
      template: templateIdSchema.optional(),
    })
    .default({}),
});
export type CreateCampaign = z.input<typeof createCampaignSchema>;

export const campaignItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  ref: z.string(),
  label: z.string(),
  status: campaignItemStatusSchema,
  estimatedUsd: z.number(),
  costUsd: z.number().nullable(),
  siteId: z.string().nullable(),
  /** The deploy job id or the SEO opportunity id whose implementation it started. */
  jobRef: z.string().nullable(),
  /** 0-100 of its job or implementation. */
  progress: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CampaignItem = z.infer<typeof campaignItemSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: campaignKindSchema,
  status: campaignStatusSchema,
  startsOn: z.string(),
  perDay: z.number().int(),
  budgetUsd: z.number(),
  spentUsd: z.number(),
  options: z.record(z.string(), z.unknown()),
  /** Items in each state. */
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** 0-100: items finished (done, failed, skipped) of all. */
  progress: z.number().int(),
  /** The last day items would start at perDay from startsOn (team-local). */
  endsOn: z.string(),
  /** Why spend is what it is (e.g. the built-in writer costs nothing). */
  spendBasis: z.string(),
  lastRunAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignDetailSchema = campaignSchema.extend({
  items: z.array(campaignItemSchema),
  /** Per team-local day: how many items start (planned) or started. */
  plan: z.array(z.object({ day: z.string(), planned: z.number().int(), started: z.number().int() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const campaignParamsSchema = z.object({ id: z.uuid('id: not a campaign id') });

export const campaignsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/campaigns',
    response: apiSuccess(z.array(campaignSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/campaigns',
    body: createCampaignSchema,
    response: apiSuccess(campaignDetailSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/campaigns/:id',
    params: campaignParamsSchema,
    response: apiSuccess(campaignDetailSchema),
  }),
  pause: endpoint({
    method: 'POST',
    path: '/api/campaigns/:id/pause',
    params: campaignParamsSchema,
    body: noBodySchema,
    response: apiSuccess(campaignDetailSchema),
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/campaigns/:id/resume',
    params: campaignParamsSchema,
    body: noBodySchema,
    response: apiSuccess(campaignDetailSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/campaigns/:id/cancel',
    params: campaignParamsSchema,
    body: noBodySchema,
    response: apiSuccess(campaignDetailSchema),
  }),
};
