import { RANK_CHECK_STATUSES } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { sites } from './sites';
import { teams } from './teams';
import { users } from './users';

/**
 * A "check rankings now" of one site, run in the background by the rank-check queue worker. At most
 * one running check per site (partial unique index); `heartbeat_at` is set by the worker that holds
 * the check, so a check whose worker died can be claimed again and resumed.
 */
export const rankChecks = pgTable(
  'rank_checks',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: RANK_CHECK_STATUSES }).notNull().default('running'),
    /** Keywords of the site when the check started. */
    total: integer('total').notNull(),
    /** Keywords searched so far (failed ones included). */
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The provider's message when every search failed, or why the check stopped. */
    error: text('error'),
    startedAt: at('started_at').defaultNow().notNull(),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('rank_checks_site_started_idx').on(t.siteId, t.startedAt),
    uniqueIndex('rank_checks_one_running').on(t.siteId).where(sql`${t.status} = 'running'`),
  ],
);

export type RankCheckRow = typeof rankChecks.$inferSelect;
