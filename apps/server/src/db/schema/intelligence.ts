import { ENGINE_RUN_STATUSES, ENGINE_RUN_TRIGGERS, INSIGHT_SEVERITIES } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { siteKeywords } from './performance';
import { projects } from './projects';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

// The intelligence engines and their data (docs/engines.md): runs and insights per engine and team,
// the interventions the causal engine measures, stored SERP snapshots, competitor pages and
// content drafts.

/** One run of an engine action for a team: queued, claimed by a worker (heartbeat), finished. */
export const engineRuns = pgTable(
  'engine_runs',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    engineId: text('engine_id').notNull(),
    action: text('action').notNull(),
    status: text('status', { enum: ENGINE_RUN_STATUSES }).notNull().default('queued'),
    trigger: text('trigger', { enum: ENGINE_RUN_TRIGGERS }).notNull().default('manual'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** 0-100 while running. */
    progress: integer('progress').notNull().default(0),
    summary: text('summary'),
    error: text('error'),
    insightCount: integer('insight_count').notNull().default(0),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('engine_runs_team_engine_idx').on(t.teamId, t.engineId, t.createdAt),
    index('engine_runs_open_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
export type EngineRunRow = typeof engineRuns.$inferSelect;

/** What an engine found: newest 100 kept per team and engine. */
export const engineInsights = pgTable(
  'engine_insights',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    engineId: text('engine_id').notNull(),
    runId: uuid('run_id').references(() => engineRuns.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    severity: text('severity', { enum: INSIGHT_SEVERITIES }).notNull().default('info'),
    /** [{ label, value, unit? }]: the figures behind it. */
    figures: jsonb('figures')
      .$type<{ label: string; value: number | string | null; unit?: string }[]>()
      .notNull(),
    /** A path of the web app to act on it. */
    link: text('link'),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** An insight with the same key from a later run replaces this one. */
    key: text('key'),
    createdAt: createdAt(),
  },
  (t) => [index('engine_insights_team_engine_idx').on(t.teamId, t.engineId, t.createdAt)],
);
export type EngineInsightRow = typeof engineInsights.$inferSelect;

/** Something done to a hosted site whose effect the causal engine estimates. */
export const siteInterventions = pgTable(
  'site_interventions',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deploy', 'rollback', 'opportunity', 'content'] }).notNull(),
    /** When it took effect (the version went live, the edit was deployed). */
    at: at('at').notNull(),
    label: text('label').notNull(),
    /** The version, implementation or draft it came from (no foreign key: any of them). */
    refId: uuid('ref_id'),
    /** Page paths it touched; empty = the whole site. */
    paths: jsonb('paths').$type<string[]>().notNull().default([]),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_interventions_site_at_idx').on(t.teamId, t.siteId, t.at),
    uniqueIndex('site_interventions_ref').on(t.kind, t.refId).where(sql`${t.refId} is not null`),
  ],
);
export type SiteInterventionRow = typeof siteInterventions.$inferSelect;

/** A results page as a SERP check saw it: the organic results and the features around them. */
export const serpSnapshots = pgTable(
  'serp_snapshots',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => siteKeywords.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    location: text('location'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Provider id ('dataforseo'), or 'demo' for the demo portfolio's synthetic pages. */
    provider: text('provider').notNull(),
    /** Organic results in order: [{ position, url, domain, title, snippet? }] */
    results: jsonb('results')
      .$type<
        { position: number; url: string; domain: string; title: string | null; snippet?: string | null }[]
      >()
      .notNull(),
    /** Result features present ('local_pack', 'featured_snippet', 'people_also_ask', ...). */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The map pack's entries when present: [{ title, domain?, rating?, reviews? }] */
    localPack:
      jsonb('local_pack').$type<
        { title: string; domain?: string | null; rating?: number | null; reviews?: number | null }[]
      >(),
    /** The tracked site's own best organic position; null = not in the results. */
    ownPosition: numeric('own_position', { precision: 6, scale: 2, mode: 'number' }),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('serp_snapshots_keyword_day_provider').on(t.keywordId, t.day, t.provider),
    index('serp_snapshots_team_day_idx').on(t.teamId, t.day),
  ],
);
export type SerpSnapshotRow = typeof serpSnapshots.$inferSelect;

/** A competitor's page as the competitive engine fetched it, with the facts compared. */
export const competitorPages = pgTable(
  'competitor_pages',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    /** From the project's competitor list, or a result that outranks the user's page. */
    source: text('source', { enum: ['project', 'serp'] }).notNull(),
    /** The keyword it was compared for (SERP results; the project's first keyword otherwise). */
    keyword: text('keyword'),
    statusCode: integer('status_code'),
    /** { title, description, wordCount, headings, schemaTypes, internalLinks, bytes, loadMs, terms... } */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    fetchedAt: at('fetched_at').defaultNow().notNull(),
  },
  (t) => [
    unique('competitor_pages_project_url').on(t.projectId, t.url),
    index('competitor_pages_team_idx').on(t.teamId),
  ],
);
export type CompetitorPageRow = typeof competitorPages.$inferSelect;

/** A page written by the content generator, scored, edited and saved to a hosted site. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The hosted site it is meant for (and saved to). */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    keyword: text('keyword').notNull(),
    /** The place it is written for: { geoid, name, state } or null. */
    place: jsonb('place').$type<Record<string, unknown>>(),
    verticalSlug: text('vertical_slug'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The page: { h1, sections: [{ heading, body }], faq: [{ q, a }] } */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** 'built-in' or the LLM's model name. */
    writer: text('writer').notNull(),
    /** { keywordCoverage, readability, structure, uniqueness, overall, details } */
    scores: jsonb('scores').$type<Record<string, unknown>>().notNull(),
    usage: jsonb('usage').$type<Record<string, number>>(),
    status: text('status', { enum: ['draft', 'saved'] })
      .notNull()
      .default('draft'),
    /** Where it went: the page path and the site version that carried it. */
    savedPath: text('saved_path'),
    savedVersionId: uuid('saved_version_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [index('content_drafts_team_idx').on(t.teamId, t.createdAt)],
);
export type ContentDraftRow = typeof contentDrafts.$inferSelect;
