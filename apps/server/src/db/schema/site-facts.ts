import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

// Business facts kept beside the site row (docs/product/rules.md#business-facts): the uploaded
// photos' re-encoded files and the team's defaults for every site it builds.

/**
 * A photo of a site, re-encoded to WebP at two widths (no upscaling, no metadata). The site's
 * business.photos lists them in page order with their alt text (kept there only); builds copy the
 * files of the listed ones into the site.
 */
export const sitePhotos = pgTable(
  'site_photos',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The large file: 800 px wide, or the original width when smaller. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    large: bytea('large').notNull(),
    /** The small file: 400 px wide, or the original width when smaller. */
    smallWidth: integer('small_width').notNull(),
    smallHeight: integer('small_height').notNull(),
    small: bytea('small').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('site_photos_team_site_idx').on(t.teamId, t.siteId)],
);

/** A team's defaults for the sites it builds; one row per team, made on the first change. */
export const teamSiteDefaults = pgTable('team_site_defaults', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** Built into every site of the team without a phone of its own (as typed; shown formatted). */
  defaultPhone: text('default_phone'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

export type SitePhotoRow = typeof sitePhotos.$inferSelect;
export type TeamSiteDefaultsRow = typeof teamSiteDefaults.$inferSelect;
