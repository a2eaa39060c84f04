import { and, desc, eq, inArray, isNotNull, like, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appSettings,
  type CompetitorPageRow,
  competitorPages,
  crawlPages,
  crawls,
  projects,
  rankPositions,
  siteKeywords,
  sites,
} from '../../db/schema/index';

// Competitive intelligence's SQL (docs/competitive.md): its competitor_pages, the projects it
// compares (projects), the project's crawled page (crawls, crawl_pages), the results above the
// user's site (rank_positions, site_keywords) and its hourly fetch counter (app_settings).

export type ProjectRow = typeof projects.$inferSelect;

export async function teamProjects(db: Db, teamId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.teamId, teamId)).orderBy(desc(projects.createdAt));
}

export async function teamProject(db: Db, teamId: string, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.teamId, teamId), eq(projects.id, id)))
    .limit(1);
  return row;
}

export async function siteProject(db: Db, teamId: string, siteId: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.teamId, teamId), eq(projects.siteId, siteId)))
    .limit(1);
  return row;
}

/** Per project of the team: competitor pages stored (not the own page) and the newest fetch. */
export async function pageStats(db: Db, teamId: string) {
  return db
    .select({
      projectId: competitorPages.projectId,
      pages: sql<number>`(count(*) filter (where coalesce(${competitorPages.facts}->>'role', '') <> 'own'))::int`,
      fetchedAt: sql<Date | string | null>`max(${competitorPages.fetchedAt})`,
    })
    .from(competitorPages)
    .where(eq(competitorPages.teamId, teamId))
    .groupBy(competitorPages.projectId);
}

export async function projectPages(db: Db, teamId: string, projectId: string): Promise<CompetitorPageRow[]> {
  return db
    .select()
    .from(competitorPages)
    .where(and(eq(competitorPages.teamId, teamId), eq(competitorPages.projectId, projectId)))
    .orderBy(competitorPages.url);
}

export type NewCompetitorPage = typeof competitorPages.$inferInsert;

export async function upsertPage(db: Db, row: NewCompetitorPage) {
  await db
    .insert(competitorPages)
    .values(row)
    .onConflictDoUpdate({
      target: [competitorPages.projectId, competitorPages.url],
      set: {
        domain: row.domain,
        source: row.source,
        keyword: row.keyword ?? null,
        statusCode: row.statusCode ?? null,
        facts: row.facts,
        error: row.error ?? null,
        fetchedAt: sql`now()`,
      },
    });
}

/** Drops the project's rows whose URL is no longer compared. */
export async function dropOtherPages(db: Db, teamId: string, projectId: string, keep: string[]) {
  const scope = and(eq(competitorPages.teamId, teamId), eq(competitorPages.projectId, projectId));
  await db
    .delete(competitorPages)
    .where(keep.length ? and(scope, notInArray(competitorPages.url, keep)) : scope);
}

/** The project's latest crawl's row of one of `urls` (2xx first). */
export async function crawledPage(db: Db, teamId: string, project: ProjectRow, urls: string[]) {
  if (!project.lastCrawlId || !urls.length) return undefined;
  const [row] = await db
    .select({
      url: crawlPages.url,
      statusCode: crawlPages.statusCode,
      title: crawlPages.title,
      description: crawlPages.description,
      wordCount: crawlPages.wordCount,
      bytes: crawlPages.bytes,
      loadMs: crawlPages.loadMs,
      data: crawlPages.data,
      finishedAt: crawls.finishedAt,
    })
    .from(crawlPages)
    .innerJoin(crawls, and(eq(crawls.id, crawlPages.crawlId), eq(crawls.teamId, teamId)))
    .where(
      and(
        eq(crawlPages.teamId, teamId),
        eq(crawlPages.crawlId, project.lastCrawlId),
        inArray(crawlPages.url, urls),
      ),
    )
    .orderBy(desc(crawlPages.statusCode))
    .limit(1);
  return row;
}

/** The newest positions of the site's keywords that name other results: [{ keyword, position, competitors }]. */
export async function serpRows(db: Db, teamId: string, siteId: string) {
  return db
    .select({
      keyword: siteKeywords.keyword,
      keywordId: rankPositions.keywordId,
      position: rankPositions.position,
      day: rankPositions.day,
      competitors: rankPositions.competitors,
    })
    .from(rankPositions)
    .innerJoin(siteKeywords, eq(siteKeywords.id, rankPositions.keywordId))
    .where(
      and(
        eq(rankPositions.teamId, teamId),
        eq(rankPositions.siteId, siteId),
        isNotNull(rankPositions.competitors),
      ),
    )
    .orderBy(desc(rankPositions.day))
    .limit(100);
}

const counterPrefix = (teamId: string) => `competitive:fetches:${teamId}:`;

export async function fetchesThisHour(db: Db, teamId: string, hour: string): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, `${counterPrefix(teamId)}${hour}`))
    .limit(1);
  const n = Number(row?.value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Adds `n` page fetches to the team's counter of this hour (one atomic upsert); returns the new total. */
export async function addFetches(db: Db, teamId: string, hour: string, n: number): Promise<number> {
  const key = `${counterPrefix(teamId)}${hour}`;
  const [row] = await db
    .insert(appSettings)
    .values({ key, value: String(n) })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::int + ${n})::text`, updatedAt: sql`now()` },
    })
    .returning({ value: appSettings.value });
  await db
    .delete(appSettings)
    .where(and(like(appSettings.key, `${counterPrefix(teamId)}%`), ne(appSettings.key, key)));
  return Number(row?.value ?? n);
}

/** A site's market and template, for the demo's rival pages (any team: the page holds no team data). */
export async function demoSiteMarket(db: Db, siteId: string) {
  const [site] = await db
    .select({ opportunityId: sites.opportunityId, template: sites.template, demo: sites.demo })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return site;
}
