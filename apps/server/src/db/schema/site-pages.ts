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
