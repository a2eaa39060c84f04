import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { renters } from './sites';
import { teams } from './teams';
import { users } from './users';

/**
 * A read-only link for a renter (their sites, leads, what they owe, visits), no sign-in needed.
 * The link carries a random token; only its SHA-256 is kept. Revoking ends it at once.
 */
export const renterPortalLinks = pgTable(
  'renter_portal_links',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    renterId: uuid('renter_id')
      .notNull()
      .references(() => renters.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: at('revoked_at'),
    lastViewedAt: at('last_viewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('renter_portal_links_renter_idx').on(t.teamId, t.renterId)],
);

export type RenterPortalLinkRow = typeof renterPortalLinks.$inferSelect;
