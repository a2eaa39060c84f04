import {
  IMPLEMENTATION_STATUSES,
  OPPORTUNITY_STEP_STATUSES,
  SEO_OPPORTUNITY_CATEGORIES,
  SEO_OPPORTUNITY_DIFFICULTIES,
  SEO_OPPORTUNITY_SOURCES,
  SEO_OPPORTUNITY_STATUSES,
} from '@sdp/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { projects } from './projects';
import { sites, siteVersions } from './sites';
import { teams } from './teams';
import { users } from './users';

// SEO opportunities of a website, their steps and their implementations (docs/seo-opportunities.md).

/** Something to fix or gain on one website (a project; a hosted site when site_id is set). */
export const seoOpportunities = pgTable(
  'seo_opportunities',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The hosted site it is about (the spec's websiteId); null for a site we do not host. */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: SEO_OPPORTUNITY_SOURCES }).notNull(),
    /** Stable identity of a generated finding ('audit:missing-description'), so a re-run updates it. */
    sourceKey: text('source_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: SEO_OPPORTUNITY_CATEGORIES }).notNull(),
    difficulty: text('difficulty', { enum: SEO_OPPORTUNITY_DIFFICULTIES }).notNull(),
    /** 0-100: expected gain against effort (docs/seo-opportunities.md#score). */
    score: integer('score').notNull(),
    quickWin: boolean('quick_win').notNull().default(false),
    /** The platform can carry it out itself (only on a hosted site). */
    automated: boolean('automated').notNull().default(false),
    status: text('status', { enum: SEO_OPPORTUNITY_STATUSES }).notNull().default('open'),
    /** { metric, low, high, unit, basis }: the expected effect and what it rests on. */
    expectedEffect: jsonb('expected_effect').$type<Record<string, unknown>>().notNull(),
    /** URLs it concerns (first 200). */
    affectedUrls: jsonb('affected_urls').$type<string[]>().notNull().default([]),
    /** The figures it was computed from (audit counts, positions, impressions...). */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    /** Set when a generator no longer finds it (fixed elsewhere); kept for history. */
    resolvedAt: at('resolved_at'),
    implementedAt: at('implemented_at'),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('seo_opportunities_key_idx').on(t.teamId, t.projectId, t.sourceKey),
    index('seo_opportunities_team_site_idx').on(t.teamId, t.siteId, t.score),
  ],
);

/** One step of an opportunity: automated (an edit of a hosted site) or manual (an instruction). */
export const opportunitySteps = pgTable(
  'opportunity_steps',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => seoOpportunities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    /** The site edit it performs (modules/sites site edits), or 'manual' / 'deploy'. */
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    automated: boolean('automated').notNull().default(false),
    status: text('status', { enum: OPPORTUNITY_STEP_STATUSES }).notNull().default('pending'),
    /** Why it was skipped, or why it failed. */
    reason: text('reason'),
    /** What it did: { versionId, changed: [...] } */
    result: jsonb('result').$type<Record<string, unknown>>(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [unique('opportunity_steps_position').on(t.opportunityId, t.position)],
);

/** One run of an opportunity's steps (the newest is the current one). */
export const opportunityImplementations = pgTable(
  'opportunity_implementations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => seoOpportunities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: IMPLEMENTATION_STATUSES }).notNull().default('running'),
    /** 0-100 */
    progress: integer('progress').notNull().default(0),
    currentStepId: uuid('current_step_id'),
    /** The live version before it started (what a failure or a rollback returns to). */
    baseVersionId: uuid('base_version_id').references(() => siteVersions.id, { onDelete: 'set null' }),
    /** The version it built and deployed. */
    newVersionId: uuid('new_version_id').references(() => siteVersions.id, { onDelete: 'set null' }),
    error: text('error'),
    heartbeatAt: at('heartbeat_at'),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('opportunity_implementations_opp_idx').on(t.opportunityId, t.startedAt)],
);

export type SeoOpportunityRow = typeof seoOpportunities.$inferSelect;
export type OpportunityStepRow = typeof opportunitySteps.$inferSelect;
export type OpportunityImplementationRow = typeof opportunityImplementations.$inferSelect;
