import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { auditIssues, crawlPages, crawls, sites } from '../../db/schema/index';

// What opportunities are derived from, read directly (docs/architecture.md "Reads"): a crawl's
// findings and pages (projects module), keyword positions and Search Console figures (rankings),
// visitors and leads (analytics rollups, leads). Every query filters on the team.

export async function crawlOf(db: Db, teamId: string, crawlId: string) {
  const [row] = await db
    .select({
      id: crawls.id,
      projectId: crawls.projectId,
      status: crawls.status,
      finishedAt: crawls.finishedAt,
    })
    .from(crawls)
    .where(and(eq(crawls.id, crawlId), eq(crawls.teamId, teamId)));
  return row;
}

export interface FindingRow {
  checkId: string;
  category: string;
  severity: 'critical' | 'warning' | 'notice';
  url: string;
  detail: Record<string, unknown>;
}

/** A crawl's findings (first 20,000), grouped by the caller. */
export async function findingsOf(db: Db, teamId: string, crawlId: string): Promise<FindingRow[]> {
  return db
    .select({
      checkId: auditIssues.checkId,
      category: auditIssues.category,
      severity: auditIssues.severity,
      url: auditIssues.url,
      detail: auditIssues.detail,
    })
    .from(auditIssues)
    .where(and(eq(auditIssues.crawlId, crawlId), eq(auditIssues.teamId, teamId)))
    .orderBy(auditIssues.checkId, auditIssues.url)
    .limit(20_000);
}

export interface PageFacts {
  url: string;
  title: string | null;
  description: string | null;
  wordCount: number;
  inlinks: number;
  depth: number;
  data: Record<string, unknown>;
}

/** The crawl's pages at these URLs (what a fix is computed from). */
export async function pagesOf(db: Db, teamId: string, crawlId: string, urls: string[]): Promise<PageFacts[]> {
  if (urls.length === 0) return [];
  return db
    .select({
      url: crawlPages.url,
      title: crawlPages.title,
      description: crawlPages.description,
      wordCount: crawlPages.wordCount,
      inlinks: crawlPages.inlinks,
      depth: crawlPages.depth,
      data: crawlPages.data,
    })
    .from(crawlPages)
    .where(
      and(eq(crawlPages.crawlId, crawlId), eq(crawlPages.teamId, teamId), inArray(crawlPages.url, urls)),
    );
}

/** Visitors per path of a site over the last `days` days (site_page_days). */
export async function visitorsByPath(db: Db, teamId: string, siteId: string, days: number) {
  return rows<{ path: string; visitors: number }>(
    db,
    sql`select path, sum(visitors)::int as visitors from site_page_days
        where team_id = ${teamId} and site_id = ${siteId} and day >= current_date - ${days}::int
        group by path`,
  );
}

/** Leads per page path of a site over the last `days` days. */
export async function leadsByPath(db: Db, teamId: string, siteId: string, days: number) {
  return rows<{ page: string; leads: number }>(
    db,
    sql`select page, count(*)::int as leads from leads
        where team_id = ${teamId} and site_id = ${siteId} and created_at >= now() - make_interval(days => ${days}::int)
        group by page`,
  );
}

export interface KeywordStanding {
  keywordId: string;
  keyword: string;
  /** The newest position (any source). */
  position: number | null;
  url: string | null;
  day: string | null;
  /** Search Console sums over the last 28 days (null without GSC rows). */
  impressions: number | null;
  clicks: number | null;
  /** Impression-weighted average GSC position over the same days. */
  gscPosition: number | null;
}

/** Each tracked keyword of a site: its newest position and its Search Console figures of 28 days. */
export async function keywordStandings(db: Db, teamId: string, siteId: string): Promise<KeywordStanding[]> {
  return rows<KeywordStanding>(
    db,
    sql`select k.id as "keywordId", k.keyword,
          latest.position::float8 as position, latest.url, latest.day::text as day,
          g.impressions::int as impressions, g.clicks::int as clicks, g.position::float8 as "gscPosition"
        from site_keywords k
        left join lateral (
          select p.position, p.url, p.day from rank_positions p
          where p.keyword_id = k.id and p.team_id = ${teamId}
          order by p.day desc, (p.source = 'serp') desc limit 1
        ) latest on true
        left join lateral (
          select sum(p.impressions) as impressions, sum(p.clicks) as clicks,
            sum(p.position * p.impressions) / nullif(sum(p.impressions), 0) as position
          from rank_positions p
          where p.keyword_id = k.id and p.team_id = ${teamId} and p.source = 'gsc'
            and p.impressions is not null and p.day >= (current_date - 28)::date
        ) g on true
        where k.team_id = ${teamId} and k.site_id = ${siteId}
        order by k.keyword
        limit 1000`,
  );
}

/** Visitors (site_event_days) and leads per day of a site between two days (inclusive, local). */
export async function siteTotals(db: Db, teamId: string, siteId: string, from: string, to: string) {
  const [v] = await rows<{ visitors: number }>(
    db,
    sql`select coalesce(sum(visitors), 0)::int as visitors from site_event_days
        where team_id = ${teamId} and site_id = ${siteId} and day between ${from}::date and ${to}::date`,
  );
  const [l] = await rows<{ leads: number }>(
    db,
    sql`select count(*)::int as leads from leads
        where team_id = ${teamId} and site_id = ${siteId}
          and created_at >= ${from}::date and created_at < ${to}::date + 1`,
  );
  return { visitors: v?.visitors ?? 0, leads: l?.leads ?? 0 };
}

/** Average position per keyword of a site between two days (SERP and GSC rows alike). */
export async function positionsBetween(db: Db, teamId: string, siteId: string, from: string, to: string) {
  return rows<{ keyword: string; position: number | null }>(
    db,
    sql`select k.keyword, avg(p.position)::float8 as position
        from site_keywords k join rank_positions p on p.keyword_id = k.id
        where k.team_id = ${teamId} and k.site_id = ${siteId} and p.position is not null
          and p.day between ${from}::date and ${to}::date
        group by k.keyword order by k.keyword limit 200`,
  );
}

/** What the market source needs of a hosted site: its kind, vertical, market and area. */
export async function siteMarket(db: Db, teamId: string, siteId: string) {
  const [row] = await db
    .select({
      kind: sites.kind,
      verticalSlug: sites.verticalSlug,
      opportunityId: sites.opportunityId,
      area: sites.area,
    })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return row;
}
