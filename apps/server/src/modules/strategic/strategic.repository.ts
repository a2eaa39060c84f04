import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerCalls, rankPositions, seoOpportunities, siteEventDays, sites } from '../../db/schema/index';

// The strategic optimizer's reads (docs/strategic.md); every query filters on the team.

/** The team's sites that are not archived; demo sites only with includeDemo. */
export async function teamSites(db: Db, teamId: string, includeDemo: boolean) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      verticalSlug: sites.verticalSlug,
      opportunityId: sites.opportunityId,
      status: sites.status,
      liveVersionId: sites.liveVersionId,
      renterId: sites.renterId,
      deployedAt: sites.deployedAt,
      demo: sites.demo,
    })
    .from(sites)
    .where(
      and(
        eq(sites.teamId, teamId),
        ne(sites.status, 'archived'),
        includeDemo ? undefined : eq(sites.demo, false),
      ),
    )
    .orderBy(sites.createdAt);
}

/** Distinct visitors per site summed over the days since `fromDay` (YYYY-MM-DD). */
export async function visitorsSince(db: Db, teamId: string, siteIds: string[], fromDay: string) {
  if (!siteIds.length) return new Map<string, number>();
  const rows = await db
    .select({
      siteId: siteEventDays.siteId,
      visitors: sql<string>`coalesce(sum(${siteEventDays.visitors}), 0)`,
    })
    .from(siteEventDays)
    .where(
      and(
        eq(siteEventDays.teamId, teamId),
        inArray(siteEventDays.siteId, siteIds),
        gte(siteEventDays.day, fromDay),
      ),
    )
    .groupBy(siteEventDays.siteId);
  return new Map(rows.map((r) => [r.siteId, Number(r.visitors)]));
}

/** Average position per site over the rank positions found since `fromDay`. */
export async function positionsSince(db: Db, teamId: string, siteIds: string[], fromDay: string) {
  if (!siteIds.length) return new Map<string, number>();
  const rows = await db
    .select({ siteId: rankPositions.siteId, avg: sql<string>`avg(${rankPositions.position})` })
    .from(rankPositions)
    .where(
      and(
        eq(rankPositions.teamId, teamId),
        inArray(rankPositions.siteId, siteIds),
        gte(rankPositions.day, fromDay),
        isNotNull(rankPositions.position),
      ),
    )
    .groupBy(rankPositions.siteId);
  return new Map(rows.filter((r) => r.avg !== null).map((r) => [r.siteId, Number(r.avg)]));
}

/** Open SEO opportunities on the team's hosted sites (among `siteIds`), best score first. */
export async function openSeoOpportunities(db: Db, teamId: string, siteIds: string[], limit: number) {
  if (!siteIds.length) return [];
  return db
    .select({
      id: seoOpportunities.id,
      projectId: seoOpportunities.projectId,
      siteId: seoOpportunities.siteId,
      title: seoOpportunities.title,
      difficulty: seoOpportunities.difficulty,
      automated: seoOpportunities.automated,
      score: seoOpportunities.score,
      expectedEffect: seoOpportunities.expectedEffect,
      demo: seoOpportunities.demo,
    })
    .from(seoOpportunities)
    .where(
      and(
        eq(seoOpportunities.teamId, teamId),
        eq(seoOpportunities.status, 'open'),
        isNull(seoOpportunities.resolvedAt),
        inArray(seoOpportunities.siteId, siteIds),
      ),
    )
    .orderBy(desc(seoOpportunities.score), seoOpportunities.id)
    .limit(limit);
}

/** Mean cost of the team's last metered LLM builds, and how many it rests on. */
export async function recentLlmCost(db: Db, teamId: string, providerId: string) {
  const rows = await db
    .select({ usd: providerCalls.costUsd })
    .from(providerCalls)
    .where(and(eq(providerCalls.teamId, teamId), eq(providerCalls.providerId, providerId)))
    .orderBy(desc(providerCalls.createdAt))
    .limit(20);
  if (!rows.length) return { mean: 0, n: 0 };
  return { mean: rows.reduce((s, r) => s + Number(r.usd), 0) / rows.length, n: rows.length };
}
