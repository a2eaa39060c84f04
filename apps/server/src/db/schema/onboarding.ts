import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { teams } from './teams';
import { users } from './users';

/** A team's market focus from onboarding: its verticals and home state; one row per team, made on the first save. */
export const teamMarketFocus = pgTable('team_market_focus', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  /** Vertical slugs in the order chosen. */
  verticals: jsonb('verticals').$type<string[]>().notNull().default([]),
  /** Two-letter US state code; null for the whole country. */
  state: text('state'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

export type TeamMarketFocusRow = typeof teamMarketFocus.$inferSelect;
