import { boolean, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

// Cost budgets (docs/costs.md), ML tunings (docs/ml-optimization.md) and the superweapons' automation
// rules, their runs and the team's kill switch (docs/superweapons.md).

/** A monthly budget on the team's metered spend: all of it, one provider, one site or one vertical. */
export const costBudgets = pgTable(
  'cost_budgets',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** total | provider | site | vertical */
    scope: text('scope').notNull(),
    /** The provider id, site id or vertical slug; null for total. */
    scopeKey: text('scope_key'),
    monthlyUsd: numeric('monthly_usd', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Alert when this share of the budget is spent (percent). */
    alertAtPercent: integer('alert_at_percent').notNull().default(80),
    /** The month (YYYY-MM, UTC) whose alert was sent, so each alert goes once. */
    alertedMonth: text('alerted_month'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cost_budgets_team_idx').on(t.teamId)],
);
export type CostBudgetRow = typeof costBudgets.$inferSelect;

/** A suggested change of the team's scoring settings, with its evaluation; applied only when accepted. */
export const mlTunings = pgTable(
  'ml_tunings',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** tier-thresholds | score-weights */
    kind: text('kind').notNull(),
    /** suggested | applied | dismissed | reverted */
    status: text('status').notNull().default('suggested'),
    current: jsonb('current').$type<Record<string, unknown>>().notNull(),
    suggested: jsonb('suggested').$type<Record<string, unknown>>().notNull(),
    /** Held-out evaluation, expected effect and its uncertainty, the data it was fitted on. */
    evaluation: jsonb('evaluation').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('ml_tunings_team_idx').on(t.teamId, t.kind, t.createdAt)],
);
export type MlTuningRow = typeof mlTunings.$inferSelect;

/** An automation rule: when its condition holds, it starts work (or, in a dry run, says what it would). */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** build-market | refresh-stale-site */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    lastRunAt: at('last_run_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at')
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('automation_rules_team_idx').on(t.teamId)],
);
export type AutomationRuleRow = typeof automationRules.$inferSelect;

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    dryRun: boolean('dry_run').notNull().default(false),
    /** running | done | failed | stopped */
    status: text('status').notNull().default('running'),
    /** What it did or would do: one entry per matched market or site, with the job it started. */
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull().default([]),
    error: text('error'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('automation_runs_team_idx').on(t.teamId, t.startedAt)],
);
export type AutomationRunRow = typeof automationRuns.$inferSelect;

/** The team's kill switch: while halted, rules do not fire and no new automated job starts. */
export const teamAutomationState = pgTable('team_automation_state', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  haltedAt: at('halted_at'),
  haltedBy: uuid('halted_by').references(() => users.id, { onDelete: 'set null' }),
  /** What the last kill switch stopped, by kind of job. */
  lastStopped: jsonb('last_stopped').$type<Record<string, number>>().notNull().default({}),
  updatedAt: at('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});
