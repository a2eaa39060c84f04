import { MEASUREMENT_KINDS, PAYOUT_OVERRIDE_SCOPES } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

// Market discovery (issue 3): what a team keeps, the payouts it believes in and what providers measured.

/** A market (vertical x place) a team saved, with the opportunity as it was scored when saved. */
export const savedOpportunities = pgTable(
  'saved_opportunities',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opportunityId: text('opportunity_id').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_opportunities_team_opportunity').on(t.teamId, t.opportunityId),
    index('saved_opportunities_team_created_idx').on(t.teamId, t.createdAt),
  ],
);

/**
 * A payout per lead someone believes in for a vertical: for the whole team (user_id null) or for one
 * user of the team (that user's override beats the team's).
 */
export const payoutOverrides = pgTable(
  'payout_overrides',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: PAYOUT_OVERRIDE_SCOPES }).notNull(),
    verticalSlug: text('vertical_slug').notNull(),
    payout: numeric('payout', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('payout_overrides_team_scope_uq')
      .on(t.teamId, t.verticalSlug)
      .where(sql`${t.scope} = 'team'`),
    uniqueIndex('payout_overrides_user_scope_uq')
      .on(t.teamId, t.userId, t.verticalSlug)
      .where(sql`${t.scope} = 'user'`),
  ],
);

export type MeasurementKind = 'monthlySearches' | 'businessCount';

/** The newest value a provider measured for one market of a team; it replaces the model's estimate. */
export const marketMeasurements = pgTable(
  'market_measurements',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    opportunityId: text('opportunity_id').notNull(),
    kind: text('kind', { enum: MEASUREMENT_KINDS }).notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    providerId: text('provider_id').notNull(),
    measuredAt: at('measured_at').defaultNow().notNull(),
  },
  (t) => [unique('market_measurements_team_opportunity_kind').on(t.teamId, t.opportunityId, t.kind)],
);

export type SavedOpportunityRow = typeof savedOpportunities.$inferSelect;
export type PayoutOverrideRow = typeof payoutOverrides.$inferSelect;
export type MarketMeasurementRow = typeof marketMeasurements.$inferSelect;
