import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MeasurementKind, providerCalls, providerCredentials } from '../../db/schema/index';

/** What a provider measures, as stored (provider.types.ts uses it). */
export type { MeasurementKind };

export type NewProviderCall = typeof providerCalls.$inferInsert;

export async function insertCall(db: Db, call: NewProviderCall) {
  await db.insert(providerCalls).values(call);
}

export interface UsageRow {
  providerId: string | null;
  totalCalls: number;
  successes: number;
  spend: number;
  monthlySpend: number;
  dailySpend: number;
  avgDurationMs: number;
  lastUsed: Date | null;
}

/** Meter totals of a team, overall (providerId null) and per provider, from provider_calls. */
export async function usage(
  db: Db,
  teamId: string,
  monthStart: Date,
  dayStart: Date,
): Promise<{ total: UsageRow; byProvider: UsageRow[] }> {
  const columns = {
    totalCalls: sql<number>`count(*)::int`,
    successes: sql<number>`(count(*) filter (where ${providerCalls.success}))::int`,
    spend: sql<number>`coalesce(sum(${providerCalls.costUsd}), 0)::float8`,
    monthlySpend: sql<number>`coalesce(sum(${providerCalls.costUsd}) filter (where ${providerCalls.createdAt} >= ${monthStart.toISOString()}::timestamptz), 0)::float8`,
    dailySpend: sql<number>`coalesce(sum(${providerCalls.costUsd}) filter (where ${providerCalls.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)::float8`,
    avgDurationMs: sql<number>`coalesce(avg(${providerCalls.durationMs}), 0)::float8`,
    lastUsed: sql<Date | null>`max(${providerCalls.createdAt})`.mapWith(providerCalls.createdAt),
  };
  const byProvider = await db
    .select({ providerId: providerCalls.providerId, ...columns })
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId))
    .groupBy(providerCalls.providerId)
    .orderBy(providerCalls.providerId);
  const [total] = await db
    .select({ providerId: sql<string | null>`null`, ...columns })
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId));
  return { total, byProvider };
}

export async function recentCalls(db: Db, teamId: string, limit: number) {
  return db
    .select()
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId))
    .orderBy(desc(providerCalls.createdAt))
    .limit(limit);
}

export async function listCredentials(db: Db, teamId: string) {
  return db
    .select({
      providerId: providerCredentials.providerId,
      keyCiphertext: providerCredentials.keyCiphertext,
      updatedAt: providerCredentials.updatedAt,
    })
    .from(providerCredentials)
    .where(eq(providerCredentials.teamId, teamId));
}

export async function findCredential(db: Db, teamId: string, providerId: string) {
  const [row] = await db
    .select({ keyCiphertext: providerCredentials.keyCiphertext })
    .from(providerCredentials)
    .where(and(eq(providerCredentials.teamId, teamId), eq(providerCredentials.providerId, providerId)));
  return row;
}

export async function upsertCredential(
  db: Db,
  values: { teamId: string; userId: string; providerId: string; keyCiphertext: string },
) {
  await db
    .insert(providerCredentials)
    .values(values)
    .onConflictDoUpdate({
      target: [providerCredentials.teamId, providerCredentials.providerId],
      set: { keyCiphertext: values.keyCiphertext, userId: values.userId, updatedAt: new Date() },
    });
}

export async function deleteCredential(db: Db, teamId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .delete(providerCredentials)
    .where(and(eq(providerCredentials.teamId, teamId), eq(providerCredentials.providerId, providerId)))
    .returning({ id: providerCredentials.id });
  return rows.length > 0;
}

/** Teams holding a key of one of these providers (scheduled SERP checks run only for them). */
export async function teamsWithCredentials(db: Db, providerIds: string[]): Promise<string[]> {
  if (providerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ teamId: providerCredentials.teamId })
    .from(providerCredentials)
    .where(inArray(providerCredentials.providerId, providerIds));
  return rows.map((r) => r.teamId);
}
