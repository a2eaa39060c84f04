import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerCalls } from '../../db/schema/index';

// provider_calls: one row per metered call (data providers and the LLM writer).

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

/** What a team's calls to one provider cost since `since` (USD). */
export async function spendSince(db: Db, teamId: string, providerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ usd: sql<number>`coalesce(sum(${providerCalls.costUsd}), 0)`.mapWith(Number) })
    .from(providerCalls)
    .where(
      and(
        eq(providerCalls.teamId, teamId),
        eq(providerCalls.providerId, providerId),
        gte(providerCalls.createdAt, since),
      ),
    );
  return row?.usd ?? 0;
}
