import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

// The operator's edits of a site's content pages (docs/product/rules.md#page-edits). A row per
// site and page path; every build of the site writes that page from it until it is reset (deleted).
// Rows of their own rather than a column of `sites`: each page is saved and reset on its own, the
// unique (site, path) pair makes a save one upsert, and the site row read by every list stays small.

/** One edited page: its whole content (plain text; list links as site-relative paths). */
export const sitePageOverrides = pgTable(
  'site_page_overrides',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Who saved it last. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Site-relative page path: '/' or '/roof-repair/'. */
    path: text('path').notNull(),
    /** PageContent: title, description, h1, intro, sections, faqs. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    unique('site_page_overrides_site_path').on(t.siteId, t.path),
    index('site_page_overrides_team_idx').on(t.teamId),
  ],
);

export type SitePageOverrideRow = typeof sitePageOverrides.$inferSelect;

/**
 * An edit the platform made to a site on the operator's behalf (an SEO opportunity's automated
 * step; modules/sites/site-edits.types.ts). Staged under a batch (one implementation), built into
 * every later version once applied, dropped when its batch is discarded before going live.
 */
export const siteEdits = pgTable(
  'site_edits',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The implementation (or other batch) that made it. */
    batchId: uuid('batch_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** Page path it concerns ('' for site-wide edits such as a new location page). */
    path: text('path').notNull().default(''),
    /** The SiteEdit as given. */
    edit: jsonb('edit').$type<Record<string, unknown>>().notNull(),
    /** staged: saved, not yet in a live version; applied: built into a deployed version. */
    status: text('status', { enum: ['staged', 'applied'] })
      .notNull()
      .default('staged'),
    createdAt: createdAt(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('site_edits_site_idx').on(t.teamId, t.siteId, t.createdAt),
    index('site_edits_batch_idx').on(t.batchId),
  ],
);

export type SiteEditRow = typeof siteEdits.$inferSelect;
