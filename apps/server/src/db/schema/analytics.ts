import { boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { sites } from './sites';

// Daily rollups of site_events for analytics (modules/analytics/rollups.repository.ts). Each row holds the
// figures of one site and UTC day, computed from every event of that day, so distinct visitors
// (daily salted hashes) are exact per day and add up across days and sites. Triggers on
// site_events (migration 0007) mark the site-days an insert, update or delete touched in
// site_event_days_dirty; analytics recomputes the dirty site-days of its range before reading.

const day = () => date('day', { mode: 'string' }).notNull();
const site = () =>
  uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/** Per site and day: pageviews, distinct visitors (any event), form views, call clicks, demo. */
export const siteEventDays = pgTable(
  'site_event_days',
  {
    teamId: uuid('team_id').notNull(),
    siteId: site(),
    day: day(),
    pageviews: integer('pageviews').notNull(),
    visitors: integer('visitors').notNull(),
    formViews: integer('form_views').notNull(),
    callClicks: integer('call_clicks').notNull(),
    demo: boolean('demo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.siteId, t.day] })],
);

/**
 * Pageviews and distinct visitors per site, day and source class (Direct, Other, Search: …,
 * Social: … or the referrer host). Internal hosts are told apart when reading (they depend on
 * the public URL and the team's custom domains).
 */
export const siteSourceDays = pgTable(
  'site_source_days',
  {
    teamId: uuid('team_id').notNull(),
    siteId: site(),
    day: day(),
    source: text('source').notNull(),
    pageviews: integer('pageviews').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.siteId, t.day, t.source] })],
);

/** Pageviews and distinct visitors per site, day and path. */
export const sitePageDays = pgTable(
  'site_page_days',
  {
    teamId: uuid('team_id').notNull(),
    siteId: site(),
    day: day(),
    path: text('path').notNull(),
    pageviews: integer('pageviews').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.siteId, t.day, t.path] })],
);

/** Site-days whose events changed since their rollup rows were computed. */
export const siteEventDaysDirty = pgTable(
  'site_event_days_dirty',
  {
    teamId: uuid('team_id').notNull(),
    siteId: site(),
    day: day(),
    markedAt: at('marked_at').defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.siteId, t.day] })],
);

/**
 * The same site-day in quarter hours, for readers whose days do not start at 00:00 UTC
 * (docs/time-zones.md, docs/decisions/012-time-zones.md). Each array has 96 running totals:
 * element i (1-based) counts the day's events before 00:00 UTC + i × 15 min, so the figures of
 * quarters [a, b) are `x[b] - x[a]` (x[0] is NULL in SQL: 0). `visitors` counts each visitor hash
 * in the quarter of its first event that day, so any split of the day sums to the day's visitors.
 */
export const siteEventQuarters = pgTable(
  'site_event_quarters',
  {
    teamId: uuid('team_id').notNull(),
    siteId: site(),
    day: day(),
    pageviews: integer('pageviews').array().notNull(),
    visitors: integer('visitors').array().notNull(),
    formViews: integer('form_views').array().notNull(),
    callClicks: integer('call_clicks').array().notNull(),
    demo: boolean('demo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.siteId, t.day] })],
);
