import { MILESTONE_KINDS, MILESTONE_STATUSES, RANK_SOURCES } from '@sdp/shared';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

// Monitoring and performance (issue 5, PRODUCT.md §5): tracked keywords and every position seen
// (with its source), stored predictions, milestones per site and achievements per user.

/** A keyword tracked for a site. */
export const siteKeywords = pgTable(
  'site_keywords',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    /** Where the search is made, e.g. 'Austin,Texas,United States' (provider location name). */
    location: text('location'),
    /** Scheduled SERP checks (through the cost meter) when a provider is configured. */
    trackEveryHours: integer('track_every_hours').notNull().default(24),
    lastCheckedAt: at('last_checked_at'),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('site_keywords_site_keyword').on(t.siteId, t.keyword),
    index('site_keywords_team_idx').on(t.teamId),
  ],
);

/** One position of a keyword on a day, with where it came from. */
export const rankPositions = pgTable(
  'rank_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => siteKeywords.id, { onDelete: 'cascade' }),
    /** 1-100; null = not found in the results checked. GSC gives an average (decimal). */
    position: numeric('position', { precision: 6, scale: 2, mode: 'number' }),
    url: text('url'),
    source: text('source', { enum: RANK_SOURCES }).notNull(),
    /** Provider id for 'serp' (e.g. 'dataforseo'), file name for 'gsc', user for 'manual'. */
    sourceDetail: text('source_detail'),
    /** The day the position is for (GSC rows are per day). */
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks'),
    impressions: integer('impressions'),
    /** Other domains on the same results page: [{ domain, position, url }] */
    competitors: jsonb('competitors').$type<{ domain: string; position: number; url?: string }[]>(),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('rank_positions_keyword_day_idx').on(t.keywordId, t.day),
    index('rank_positions_site_day_idx').on(t.siteId, t.day),
    unique('rank_positions_keyword_day_source').on(t.keywordId, t.day, t.source),
  ],
);

/** A prediction as calculated (calculate-predictions), kept so the screen shows the latest. */
export const predictions = pgTable(
  'predictions',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** null = the whole portfolio of the team */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    timeRange: text('time_range').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    model: text('model').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('predictions_team_site_created_idx').on(t.teamId, t.siteId, t.createdAt)],
);

/** A milestone of a site (PRODUCT.md §5), achieved from real events. */
export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MILESTONE_KINDS }).notNull(),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    /** Current value toward the target (visitors, leads, revenue, best position). */
    progress: numeric('progress', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    target: numeric('target', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    achievedAt: at('achieved_at'),
    /** The user saw it (PATCH); the notification is not pushed again. */
    acknowledged: boolean('acknowledged').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [unique('milestones_site_kind').on(t.siteId, t.kind), index('milestones_team_idx').on(t.teamId)],
);

/** An achievement a user earned, computed from their events; pushed once as a notification. */
export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    badge: text('badge'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    earnedAt: at('earned_at').defaultNow().notNull(),
  },
  (t) => [unique('achievements_user_kind').on(t.userId, t.kind)],
);

export type SiteKeywordRow = typeof siteKeywords.$inferSelect;
export type RankPositionRow = typeof rankPositions.$inferSelect;
export type PredictionRow = typeof predictions.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
export type AchievementRow = typeof achievements.$inferSelect;
