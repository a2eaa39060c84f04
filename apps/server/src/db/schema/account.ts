import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

// A person's account beyond sign-in: preferences and notification choices, the avatar, API keys,
// the activity log and data exports (docs/account.md).

/** Display and notification preferences; one row per user, made on the first save (defaults otherwise). */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA time zone name, e.g. America/Chicago: every day boundary and date shown. */
  timezone: text('timezone').notNull().default('UTC'),
  /** How dates are written, e.g. 'MM/DD/YYYY'. */
  dateFormat: text('date_format').notNull().default('MM/DD/YYYY'),
  /** A BCP 47 locale for numbers and money, e.g. 'en-US'. */
  numberFormat: text('number_format').notNull().default('en-US'),
  /** Where sign-in lands, an app path such as /dashboard. */
  defaultScreen: text('default_screen').notNull().default('/dashboard'),
  /** Per event kind: { mail: boolean, push: boolean }, plus the daily digest; absent keys take the defaults. */
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
  /** When the onboarding was finished or skipped; null: show it after sign-in. */
  onboardedAt: at('onboarded_at'),
  /** The last daily digest sent (so a restart does not send two). */
  digestSentAt: at('digest_sent_at'),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

/** The avatar, re-encoded to WebP at 256 and 64 px; served from /api/avatars/... with a long cache. */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Content hash of the 256 px file: part of the URL, so a new upload is a new URL. */
  hash: text('hash').notNull(),
  large: bytea('large').notNull(),
  small: bytea('small').notNull(),
  createdAt: createdAt(),
});

/**
 * An API key: usable as `Authorization: Bearer <key>` with its owner's team and its scope. Only the
 * SHA-256 of the secret is kept; the prefix (shown in lists) finds the row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, e.g. 'sdp_k3Jf9aQ2', unique; shown to recognise it. */
    prefix: text('prefix').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What happened on an account or in a team: sign-ins, security changes, deploys, renter, lead and
 * team changes, with who, when and from where. Kept one year.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    /** The team it happened in; null for account events (sign-ins, password changes). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** Who did it (null: the system, a renter's webhook, a visitor's form). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose account it concerns, for account events (the signed-in user, a removed member). */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'auth.sign_in', 'security.password_changed', 'site.deployed', 'team.member_removed'. */
    kind: text('kind').notNull(),
    /** One line for people, e.g. "Deployed Plumber Austin (version 3)". */
    summary: text('summary').notNull(),
    /** What it concerns: { type: 'site', id } and the like, for a link. */
    target: jsonb('target').$type<{ type: string; id: string } | null>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_events_team_idx').on(t.teamId, t.createdAt),
    index('activity_events_subject_idx').on(t.subjectUserId, t.createdAt),
    index('activity_events_created_idx').on(t.createdAt),
  ],
);

/** A data export: built as a job, kept for download for a while, then deleted. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['json', 'csv'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    file: bytea('file'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    /** After this the file is deleted. */
    expiresAt: at('expires_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);
