import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankPositions, serpSnapshots, sites } from '../../db/schema/index';

// The rows the patterns are computed from (docs/serp-patterns.md): the team's stored results pages
// and Search Console positions, each with its site's vertical and market.

const siteColumns = {
  siteId: sites.id,
  siteName: sites.name,
  verticalSlug: sites.verticalSlug,
  opportunityId: sites.opportunityId,
};

/** The team's snapshots since `since`, newest first, at most `limit`. */
export function snapshotsSince(db: Db, teamId: string, since: string, limit: number) {
  return db
    .select({
      id: serpSnapshots.id,
      keyword: serpSnapshots.keyword,
      day: serpSnapshots.day,
      provider: serpSnapshots.provider,
      results: serpSnapshots.results,
      features: serpSnapshots.features,
      localPack: serpSnapshots.localPack,
      ownPosition: serpSnapshots.ownPosition,
      ...siteColumns,
    })
    .from(serpSnapshots)
    .innerJoin(sites, eq(sites.id, serpSnapshots.siteId))
    .where(and(eq(serpSnapshots.teamId, teamId), gte(serpSnapshots.day, since)))
    .orderBy(desc(serpSnapshots.day), desc(serpSnapshots.createdAt))
    .limit(limit);
}
export type SnapshotRow = Awaited<ReturnType<typeof snapshotsSince>>[number];

/** One snapshot of the team, with its site's name; undefined when not the team's. */
export async function snapshotOf(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select({
      id: serpSnapshots.id,
      keyword: serpSnapshots.keyword,
      location: serpSnapshots.location,
      day: serpSnapshots.day,
      provider: serpSnapshots.provider,
      results: serpSnapshots.results,
      features: serpSnapshots.features,
      localPack: serpSnapshots.localPack,
      ownPosition: serpSnapshots.ownPosition,
      siteId: sites.id,
      siteName: sites.name,
      siteSlug: sites.slug,
    })
    .from(serpSnapshots)
    .innerJoin(sites, eq(sites.id, serpSnapshots.siteId))
    .where(and(eq(serpSnapshots.teamId, teamId), eq(serpSnapshots.id, id)))
    .limit(1);
  return row;
}

/** The team's Search Console positions since `since` (one row per keyword, day and page). */
export function gscRowsSince(db: Db, teamId: string, since: string, limit: number) {
  return db
    .select({
      keywordId: rankPositions.keywordId,
      url: rankPositions.url,
      clicks: rankPositions.clicks,
      impressions: rankPositions.impressions,
      position: rankPositions.position,
      ...siteColumns,
    })
    .from(rankPositions)
    .innerJoin(sites, eq(sites.id, rankPositions.siteId))
    .where(
      and(eq(rankPositions.teamId, teamId), eq(rankPositions.source, 'gsc'), gte(rankPositions.day, since)),
    )
    .orderBy(desc(rankPositions.day))
    .limit(limit);
}
