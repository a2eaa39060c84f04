import { and, asc, eq, gte, inArray, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CostBudgetRow,
  costBudgets,
  providerCalls,
  sites,
  siteVersions,
  teamMembers,
  users,
} from '../../db/schema/index';
import { zoneSql } from '../../db/zone';

// The cost dashboard's reads: provider_calls (the meter's rows), the team's sites with their first
// deployment (hosting days), its cost_budgets; team_members and users for the alert's addressees.

export type { CostBudgetRow };

const localDay = (zone: string) =>
  sql<string>`to_char(${providerCalls.createdAt} at time zone ${zoneSql(zone)}, 'YYYY-MM-DD')`;

export interface CostCell {
  day: string;
  providerId: string;
  siteId: string | null;
  cost: number;
  calls: number;
  tokens: number;
}

/** Metered cost, calls and tokens per local day, provider and site of the team, from `from` on. */
export async function costCells(db: Db, teamId: string, zone: string, from: Date): Promise<CostCell[]> {
  const day = localDay(zone);
  const rows = await db
    .select({
      day,
      providerId: providerCalls.providerId,
      siteId: providerCalls.siteId,
      cost: sql<string>`coalesce(sum(${providerCalls.costUsd}), 0)`,
      calls: sql<number>`count(*)::int`,
      tokens: sql<string>`coalesce(sum(${providerCalls.tokens}), 0)`,
    })
    .from(providerCalls)
    .where(and(eq(providerCalls.teamId, teamId), gte(providerCalls.createdAt, from)))
    .groupBy(day, providerCalls.providerId, providerCalls.siteId);
  return rows.map((r) => ({
    day: r.day,
    providerId: r.providerId,
    siteId: r.siteId,
    cost: Number(r.cost),
    calls: Number(r.calls),
    tokens: Number(r.tokens),
  }));
}

/** Metered cost per provider and site since `from` (a budget's month to date). */
export async function spendCells(db: Db, teamId: string, from: Date) {
  const rows = await db
    .select({
      providerId: providerCalls.providerId,
      siteId: providerCalls.siteId,
      cost: sql<string>`coalesce(sum(${providerCalls.costUsd}), 0)`,
    })
    .from(providerCalls)
    .where(and(eq(providerCalls.teamId, teamId), gte(providerCalls.createdAt, from)))
    .groupBy(providerCalls.providerId, providerCalls.siteId);
  return rows.map((r) => ({ providerId: r.providerId, siteId: r.siteId, cost: Number(r.cost) }));
}

/** The first metered call of the team (the projection's basis starts no earlier). */
export async function firstCallAt(db: Db, teamId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(providerCalls.createdAt) })
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId));
  return row?.at ?? null;
}

/** The team's sites, with the instant each first went live (its earliest deployed version). */
export async function teamSites(db: Db, teamId: string) {
  const firstDeploy = db
    .select({ siteId: siteVersions.siteId, at: min(siteVersions.deployedAt).as('first_deployed_at') })
    .from(siteVersions)
    .where(eq(siteVersions.teamId, teamId))
    .groupBy(siteVersions.siteId)
    .as('first_deploy');
  return db
    .select({
      id: sites.id,
      name: sites.name,
      verticalSlug: sites.verticalSlug,
      status: sites.status,
      demo: sites.demo,
      deployedAt: sites.deployedAt,
      firstDeployedAt: firstDeploy.at,
    })
    .from(sites)
    .leftJoin(firstDeploy, eq(firstDeploy.siteId, sites.id))
    .where(eq(sites.teamId, teamId));
}

export function listBudgets(db: Db, teamId: string) {
  return db
    .select()
    .from(costBudgets)
    .where(eq(costBudgets.teamId, teamId))
    .orderBy(asc(costBudgets.createdAt), asc(costBudgets.id));
}

export async function findBudget(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(costBudgets)
    .where(and(eq(costBudgets.teamId, teamId), eq(costBudgets.id, id)));
  return row ?? null;
}

export async function insertBudget(db: Db, values: typeof costBudgets.$inferInsert) {
  const [row] = await db.insert(costBudgets).values(values).returning();
  return row!;
}

export async function updateBudget(
  db: Db,
  teamId: string,
  id: string,
  set: { monthlyUsd?: number; alertAtPercent?: number; alertedMonth?: string | null },
) {
  const [row] = await db
    .update(costBudgets)
    .set(set)
    .where(and(eq(costBudgets.teamId, teamId), eq(costBudgets.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteBudget(db: Db, teamId: string, id: string) {
  const rows = await db
    .delete(costBudgets)
    .where(and(eq(costBudgets.teamId, teamId), eq(costBudgets.id, id)))
    .returning({ id: costBudgets.id });
  return rows.length > 0;
}

/** Teams with at least one budget (the alert check's round). */
export async function teamsWithBudgets(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ teamId: costBudgets.teamId }).from(costBudgets);
  return rows.map((r) => r.teamId);
}

/**
 * Marks a budget's alert level sent (`level` sorts after every earlier level: 'YYYY-MM' then
 * 'YYYY-MM:100'); true only for the one caller whose UPDATE moved it, so several processes send once.
 */
export async function claimAlert(db: Db, teamId: string, id: string, level: string): Promise<boolean> {
  const rows = await db
    .update(costBudgets)
    .set({ alertedMonth: level })
    .where(
      and(
        eq(costBudgets.teamId, teamId),
        eq(costBudgets.id, id),
        or(
          isNull(costBudgets.alertedMonth),
          sql`${costBudgets.alertedMonth} collate "C" < ${level} collate "C"`,
        ),
      ),
    )
    .returning({ id: costBudgets.id });
  return rows.length > 0;
}

/** Owners and admins of the team: who hears of its budgets. */
export function teamManagers(db: Db, teamId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        inArray(teamMembers.role, ['owner', 'admin']),
        isNull(users.disabledAt),
      ),
    );
}
