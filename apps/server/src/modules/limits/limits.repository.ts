import { and, eq, gte, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, sites, siteVersions } from '../../db/schema/index';

// Usage read from the rows the work leaves (no table of its own): site versions built and deployed,
// the provider meter's LLM rows, and a per-team day counter of demo loads in app_settings (a demo
// portfolio's rows are deleted when it is removed, so they cannot be counted afterwards).

/**
 * Builds and deploys of a team's (not demo) sites since `since`: versions created, plus versions
 * whose last deploy (or rollback to them) was since then.
 */
export async function buildsSince(db: Db, teamId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({
      built: sql<number>`count(*) filter (where ${gte(siteVersions.createdAt, since)})`.mapWith(Number),
      deployed: sql<number>`count(*) filter (where ${gte(siteVersions.deployedAt, since)})`.mapWith(Number),
    })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.siteId, sites.id))
    .where(
      and(
        eq(sites.teamId, teamId),
        eq(siteVersions.teamId, teamId),
        eq(sites.demo, false),
        or(gte(siteVersions.createdAt, since), gte(siteVersions.deployedAt, since)),
      ),
    );
  return (row?.built ?? 0) + (row?.deployed ?? 0);
}

const demoPrefix = (teamId: string) => `limits:demo-runs:${teamId}:`;

/** Demo loads a team started on a UTC day ("2025-03-01"). */
export async function demoRunsOn(db: Db, teamId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, `${demoPrefix(teamId)}${day}`))
    .limit(1);
  const n = Number(row?.value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Counts one demo load of a team on a UTC day (one atomic upsert); drops its older days' counters. */
export async function countDemoRun(db: Db, teamId: string, day: string): Promise<number> {
  const key = `${demoPrefix(teamId)}${day}`;
  const [row] = await db
    .insert(appSettings)
    .values({ key, value: '1' })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::int + 1)::text`, updatedAt: sql`now()` },
    })
    .returning({ value: appSettings.value });
  await db
    .delete(appSettings)
    .where(and(like(appSettings.key, `${demoPrefix(teamId)}%`), ne(appSettings.key, key)));
  return Number(row?.value ?? 1);
}
