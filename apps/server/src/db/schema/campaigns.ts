import { CAMPAIGN_ITEM_STATUSES, CAMPAIGN_KINDS, CAMPAIGN_STATUSES } from '@sdp/shared';
import { date, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

// Campaigns (docs/campaigns.md): a named batch of markets or SEO opportunities, run on a schedule
// (start, items per day) under a budget cap by the jobs module.

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('scheduled'),
    /** First day items may run (the team's local date). */
    startsOn: date('starts_on').notNull(),
    /** Items started per day. */
    perDay: integer('per_day').notNull(),
    /** Budget cap in USD; no item starts once spend + its estimate would pass it. */
    budgetUsd: numeric('budget_usd', { precision: 12, scale: 2 }).notNull(),
    /** Spent so far, from the meter's rows of this campaign's work. */
    spentUsd: numeric('spent_usd', { precision: 12, scale: 4 }).notNull().default('0'),
    /** Options of the run: template, kind of site, ... */
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    lastRunAt: at('last_run_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [index('campaigns_team_created_idx').on(t.teamId, t.createdAt)],
);

/** One market or opportunity of a campaign. */
export const campaignItems = pgTable(
  'campaign_items',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A market id (`vertical~placeId`) or an SEO opportunity id. */
    ref: text('ref').notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: CAMPAIGN_ITEM_STATUSES }).notNull().default('pending'),
    /** Estimated cost before it ran; the metered cost after. */
    estimatedUsd: numeric('estimated_usd', { precision: 12, scale: 4 }).notNull().default('0'),
    costUsd: numeric('cost_usd', { precision: 12, scale: 4 }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** The deploy job or implementation it started. */
    jobRef: text('job_ref'),
    error: text('error'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('campaign_items_campaign_idx').on(t.campaignId, t.position)],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignItemRow = typeof campaignItems.$inferSelect;
