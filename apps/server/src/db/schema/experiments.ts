import { EXPERIMENT_DECISIONS, EXPERIMENT_STATUSES, EXPERIMENT_VARIANTS } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { sites, siteVersions } from './sites';
import { teams } from './teams';
import { users } from './users';

/**
 * An A/B test of one live page's headline and intro (docs/product/rules.md#ab-tests). A's text is
 * recorded from the built page when the test is created, both as plain text (the screen) and as the
 * exact escaped HTML the page carries (what the host replaces for B's visitors). One active test per
 * page (partial unique index): running, or won by B (B is then served to everyone).
 */
export const experiments = pgTable(
  'experiments',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The page as the beacon reports it ('/', '/roof-repair/'). */
    path: text('path').notNull(),
    /** Its file in the version ('index.html', 'roof-repair/index.html'). */
    file: text('file').notNull(),
    /** The live version A's text was read from. */
    versionId: uuid('version_id').references(() => siteVersions.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXPERIMENT_STATUSES }).notNull().default('running'),
    winner: text('winner', { enum: EXPERIMENT_VARIANTS }),
    decidedBy: text('decided_by', { enum: EXPERIMENT_DECISIONS }),
    aH1: text('a_h1').notNull(),
    aIntro: text('a_intro').notNull(),
    /** The inner HTML of A's h1 and intro paragraph exactly as built (escaped). */
    aH1Html: text('a_h1_html').notNull(),
    aIntroHtml: text('a_intro_html').notNull(),
    /** B's plain text; null keeps A's. */
    bH1: text('b_h1'),
    bIntro: text('b_intro'),
    /** The figures when the test ended (ExperimentStats), so an ended test reads no events. */
    finalStats: jsonb('final_stats').$type<Record<string, unknown>>(),
    startedAt: at('started_at').defaultNow().notNull(),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('experiments_team_site_idx').on(t.teamId, t.siteId, t.startedAt),
    uniqueIndex('experiments_one_active_per_page')
      .on(t.siteId, t.path)
      .where(sql`${t.status} = 'running' or (${t.status} = 'won' and ${t.winner} = 'B')`),
  ],
);

export type ExperimentRow = typeof experiments.$inferSelect;
export type NewExperiment = typeof experiments.$inferInsert;
