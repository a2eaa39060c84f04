import { and, desc, eq, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AutomationRuleRow,
  type AutomationRunRow,
  automationRules,
  automationRuns,
  leads,
  sites,
  teamAutomationState,
} from '../../db/schema/index';

export type { AutomationRuleRow, AutomationRunRow };

// The control room's rows: automation rules, their runs, the team's kill switch. Every query of a
// team's rows filters on team_id. Reads `sites` and `leads` (which markets the team has built, when a
// live site last had a lead); the live feed's reads are in feed.repository.ts.

export async function listRules(db: Db, teamId: string): Promise<AutomationRuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(eq(automationRules.teamId, teamId))
    .orderBy(desc(automationRules.createdAt));
}

export async function findRule(db: Db, teamId: string, id: string): Promise<AutomationRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.teamId, teamId), eq(automationRules.id, id)));
  return row;
}

export async function insertRule(db: Db, values: typeof automationRules.$inferInsert) {
  const [row] = await db.insert(automationRules).values(values).returning();
  return row!;
}

export async function updateRule(
  db: Db,
  teamId: string,
  id: string,
  values: Partial<Pick<AutomationRuleRow, 'name' | 'enabled' | 'params'>>,
) {
  const [row] = await db
    .update(automationRules)
    .set(values)
    .where(and(eq(automationRules.teamId, teamId), eq(automationRules.id, id)))
    .returning();
  return row;
}

export async function deleteRule(db: Db, teamId: string, id: string) {
  const [row] = await db
    .delete(automationRules)
    .where(and(eq(automationRules.teamId, teamId), eq(automationRules.id, id)))
    .returning({ id: automationRules.id });
  return row;
}

/**
 * Takes an enabled rule for one scheduled run: sets last_run_at unless another process (or a run in
 * the last `everyMs`) did. One UPDATE ... RETURNING, so two processes never both run it.
 */
export async function claimDueRules(db: Db, everyMs: number): Promise<AutomationRuleRow[]> {
  const before = new Date(Date.now() - everyMs);
  return db
    .update(automationRules)
    .set({ lastRunAt: sql`now()` })
    .where(
      and(
        eq(automationRules.enabled, true),
        or(isNull(automationRules.lastRunAt), lt(automationRules.lastRunAt, before)),
        // A halted team's rules do not fire.
        sql`not exists (select 1 from ${teamAutomationState} s where s.team_id = ${automationRules.teamId} and s.halted_at is not null)`,
      ),
    )
    .returning();
}

export async function touchRule(db: Db, teamId: string, id: string) {
  await db
    .update(automationRules)
    .set({ lastRunAt: sql`now()` })
    .where(and(eq(automationRules.teamId, teamId), eq(automationRules.id, id)));
}

export async function insertRun(db: Db, values: typeof automationRuns.$inferInsert) {
  const [row] = await db.insert(automationRuns).values(values).returning();
  return row!;
}

/** Ends a running run; undefined when the kill switch stopped it meanwhile. */
export async function finishRun(
  db: Db,
  id: string,
  values: Pick<AutomationRunRow, 'status' | 'actions' | 'error'>,
): Promise<AutomationRunRow | undefined> {
  const [row] = await db
    .update(automationRuns)
    .set({ ...values, finishedAt: sql`now()` })
    .where(and(eq(automationRuns.id, id), eq(automationRuns.status, 'running')))
    .returning();
  return row;
}

export async function listRuns(db: Db, teamId: string, limit: number) {
  return db
    .select({ run: automationRuns, ruleName: automationRules.name })
    .from(automationRuns)
    .leftJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
    .where(eq(automationRuns.teamId, teamId))
    .orderBy(desc(automationRuns.startedAt))
    .limit(limit);
}

/** The kill switch: every running automation run of the team ends as stopped. */
export async function stopRuns(db: Db, teamId: string): Promise<number> {
  const rows = await db
    .update(automationRuns)
    .set({ status: 'stopped', finishedAt: sql`now()`, error: 'Stopped by the kill switch' })
    .where(and(eq(automationRuns.teamId, teamId), eq(automationRuns.status, 'running')))
    .returning({ id: automationRuns.id });
  return rows.length;
}

export async function stateOf(db: Db, teamId: string) {
  const [row] = await db.select().from(teamAutomationState).where(eq(teamAutomationState.teamId, teamId));
  return row;
}

export async function halt(db: Db, teamId: string, userId: string, lastStopped: Record<string, number>) {
  const [row] = await db
    .insert(teamAutomationState)
    .values({ teamId, haltedAt: new Date(), haltedBy: userId, lastStopped })
    .onConflictDoUpdate({
      target: teamAutomationState.teamId,
      set: { haltedAt: sql`now()`, haltedBy: userId, lastStopped },
    })
    .returning();
  return row!;
}

/** What the kill switch stopped, stored once every module answered. */
export async function setLastStopped(db: Db, teamId: string, lastStopped: Record<string, number>) {
  const [row] = await db
    .update(teamAutomationState)
    .set({ lastStopped })
    .where(eq(teamAutomationState.teamId, teamId))
    .returning();
  return row;
}

export async function resume(db: Db, teamId: string) {
  const [row] = await db
    .update(teamAutomationState)
    .set({ haltedAt: null, haltedBy: null })
    .where(eq(teamAutomationState.teamId, teamId))
    .returning();
  return row;
}

/** Market ids the team already has a site for (archived ones do not count). */
export async function builtMarketIds(db: Db, teamId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: sites.opportunityId })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), ne(sites.status, 'archived')));
  return new Set(rows.map((r) => r.id).filter((id): id is string => Boolean(id)));
}

/** The team's live sites (demo ones left out) with their last lead and when they went live. */
export async function liveSitesWithLastLead(db: Db, teamId: string) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      deployedAt: sites.deployedAt,
      lastLeadAt: max(leads.createdAt),
    })
    .from(sites)
    .leftJoin(leads, and(eq(leads.siteId, sites.id), eq(leads.teamId, teamId)))
    .where(and(eq(sites.teamId, teamId), eq(sites.status, 'live'), eq(sites.demo, false)))
    .groupBy(sites.id, sites.name, sites.deployedAt);
}
