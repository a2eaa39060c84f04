import { boolean, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

/** A team's key for one data provider, encrypted at rest (AES-256-GCM); never returned or logged. */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull(),
    /** base64url of iv (12) | auth tag (16) | ciphertext. */
    keyCiphertext: text('key_ciphertext').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [unique('provider_credentials_team_provider').on(t.teamId, t.providerId)],
);

/** The meter: one row per provider call, success or not, with its cost and duration. */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerId: text('provider_id').notNull(),
    operation: text('operation').notNull(),
    success: boolean('success').notNull(),
    status: integer('status'),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    /** The site the call was made for (a build's LLM pages), when there is one. */
    siteId: uuid('site_id'),
    /** LLM tokens (prompt + completion), when the call was to a model. */
    tokens: integer('tokens'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('provider_calls_team_created_idx').on(t.teamId, t.createdAt)],
);

export type ProviderCallRow = typeof providerCalls.$inferSelect;
