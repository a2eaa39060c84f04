import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CrawlPageRow,
  crawlPages,
  crawls,
  projects,
  type QuickRankCheckRow,
  quickRankChecks,
  seoOpportunities,
  sites,
} from '../../db/schema/index';

export type { CrawlPageRow, QuickRankCheckRow };

// Quick rank's reads: its own checks, and (read only) projects, their latest crawl's pages, the
// team's hosted sites, tracked keywords with their latest positions, and SEO opportunities.

export async function insertCheck(
  db: Db,
  row: {
    teamId: string;
    userId: string;
    url: string;
    keyword: string;
    score: number;
    result: Record<string, unknown>;
  },
): Promise<QuickRankCheckRow> {
  const [inserted] = await db.insert(quickRankChecks).values(row).returning();
  return inserted!;
}

export async function listChecks(db: Db, teamId: string, limit: number): Promise<QuickRankCheckRow[]> {
  return db
    .select()
    .from(quickRankChecks)
    .where(eq(quickRankChecks.teamId, teamId))
    .orderBy(desc(quickRankChecks.createdAt))
    .limit(limit);
}

export interface HostedSite {
  id: string;
  name: string;
  slug: string;
  customDomain: string | null;
  domainStatus: string | null;
  verticalSlug: string;
  opportunityId: string | null;
  liveVersionId: string | null;
}

const siteColumns = {
  id: sites.id,
  name: sites.name,
  slug: sites.slug,
  customDomain: sites.customDomain,
  domainStatus: sites.domainStatus,
  verticalSlug: sites.verticalSlug,
  opportunityId: sites.opportunityId,
  liveVersionId: sites.liveVersionId,
};

export async function teamSites(db: Db, teamId: string): Promise<HostedSite[]> {
  return db.select(siteColumns).from(sites).where(eq(sites.teamId, teamId));
}

export interface ProjectCrawl {
  projectId: string;
  url: string;
  siteId: string | null;
  location: Record<string, unknown> | null;
  crawlId: string;
  crawledAt: Date;
}

/** The team's projects with a completed last crawl. */
export async function crawledProjects(db: Db, teamId: string): Promise<ProjectCrawl[]> {
  const rows = await db
    .select({
      projectId: projects.id,
      url: projects.url,
      siteId: projects.siteId,
      location: projects.location,
      crawlId: crawls.id,
      crawledAt: crawls.finishedAt,
      createdAt: crawls.createdAt,
    })
    .from(projects)
    .innerJoin(crawls, and(eq(crawls.id, projects.lastCrawlId), eq(crawls.teamId, projects.teamId)))
    .where(and(eq(projects.teamId, teamId), isNotNull(projects.lastCrawlId)));
  return rows.map((r) => ({ ...r, crawledAt: r.crawledAt ?? r.createdAt }));
}

/** The crawl's row of a page, trying the URL with and without its trailing slash. */
export async function crawlPage(db: Db, teamId: string, crawlId: string, urls: string[]) {
  if (!urls.length) return undefined;
  const [row] = await db
    .select()
    .from(crawlPages)
    .where(and(eq(crawlPages.teamId, teamId), eq(crawlPages.crawlId, crawlId), inArray(crawlPages.url, urls)))
    .orderBy(desc(crawlPages.statusCode))
    .limit(1);
  return row as CrawlPageRow | undefined;
}

/** Anchor texts of the crawl's internal links to any of `urls` (data.links of every page). */
export async function inlinkAnchors(
  db: Db,
  teamId: string,
  crawlId: string,
  urls: string[],
): Promise<string[]> {
  if (!urls.length) return [];
  const targets = new Set(urls);
  const anchors: string[] = [];
  for (const url of urls) {
    const rows = await db
      .select({ url: crawlPages.url, links: sql<unknown>`${crawlPages.data}->'links'` })
      .from(crawlPages)
      .where(
        and(
          eq(crawlPages.teamId, teamId),
          eq(crawlPages.crawlId, crawlId),
          sql`${crawlPages.data}->'links' @> ${JSON.stringify([{ url }])}::jsonb`,
        ),
      );
    for (const row of rows) {
      if (targets.has(row.url)) continue; // a page's link to itself is no vote
      for (const link of Array.isArray(row.links) ? row.links : []) {
        const l = link as { url?: unknown; text?: unknown; internal?: unknown };
        if (l.url === url && l.internal !== false) anchors.push(typeof l.text === 'string' ? l.text : '');
      }
    }
  }
  return anchors;
}

export interface RankedKeyword {
  keywordId: string;
  keyword: string;
  siteId: string;
  position: number | null;
  url: string | null;
  day: string;
  impressions30d: number | null;
}

/** Every tracked keyword of the team with its latest position row (any source). */
export async function latestPositions(db: Db, teamId: string): Promise<RankedKeyword[]> {
  const result = (await db.execute(sql`
    select distinct on (k.id)
      k.id as "keywordId", k.keyword, k.site_id as "siteId",
      p.position::float8 as position, p.url, p.day::text as day,
      (select sum(g.impressions)::int from rank_positions g
        where g.keyword_id = k.id and g.team_id = k.team_id and g.impressions is not null
          and g.day >= (p.day - 30)) as "impressions30d"
    from site_keywords k
    join rank_positions p on p.keyword_id = k.id and p.team_id = k.team_id
    where k.team_id = ${teamId}
    order by k.id, p.day desc, p.created_at desc`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    keywordId: String(r.keywordId),
    keyword: String(r.keyword),
    siteId: String(r.siteId),
    position: r.position === null ? null : Number(r.position),
    url: (r.url as string | null) ?? null,
    day: String(r.day),
    impressions30d:
      r.impressions30d === null || r.impressions30d === undefined ? null : Number(r.impressions30d),
  }));
}

/** The team's SEO opportunity ids by sourceKey. */
export async function opportunitiesByKey(
  db: Db,
  teamId: string,
  keys: string[],
): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ id: seoOpportunities.id, key: seoOpportunities.sourceKey })
    .from(seoOpportunities)
    .where(and(eq(seoOpportunities.teamId, teamId), inArray(seoOpportunities.sourceKey, keys)));
  return new Map(rows.map((r) => [r.key, r.id]));
}
