import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, serpSnapshots, sites, siteVersions } from '../../db/schema/index';

// Semantic SEO's reads (docs/semantic.md), all scoped to the team: its sites, their tracked
// keywords with Search Console impressions, the latest SERP snapshot per keyword, the projects'
// keywords and the live version's pages. Semantic SEO writes nothing of its own.

export interface SemanticSiteRow {
  id: string;
  userId: string;
  name: string;
  slug: string;
  customDomain: string | null;
  domainStatus: string | null;
  verticalSlug: string;
  opportunityId: string | null;
  liveVersionId: string | null;
  status: string;
}

const siteColumns = {
  id: sites.id,
  userId: sites.userId,
  name: sites.name,
  slug: sites.slug,
  customDomain: sites.customDomain,
  domainStatus: sites.domainStatus,
  verticalSlug: sites.verticalSlug,
  opportunityId: sites.opportunityId,
  liveVersionId: sites.liveVersionId,
  status: sites.status,
};

export async function teamSites(db: Db, teamId: string, limit: number): Promise<SemanticSiteRow[]> {
  return db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.teamId, teamId), sql`${sites.status} <> 'archived'`))
    .orderBy(desc(sites.createdAt))
    .limit(limit);
}

export async function teamSite(db: Db, teamId: string, siteId: string): Promise<SemanticSiteRow | undefined> {
  const [row] = await db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)));
  return row;
}

export interface SiteKeywordRow {
  keyword: string;
  /** Has Search Console rows. */
  gsc: boolean;
  /** GSC impressions over the 28 days up to the site's latest GSC day. */
  impressions: number | null;
}

export async function siteKeywords(db: Db, teamId: string, siteId: string): Promise<SiteKeywordRow[]> {
  const result = (await db.execute(sql`
    with last as (
      select max(day) as day from rank_positions
      where team_id = ${teamId} and site_id = ${siteId} and source = 'gsc'
    )
    select k.keyword,
      exists(select 1 from rank_positions p
        where p.keyword_id = k.id and p.team_id = k.team_id and p.source = 'gsc') as gsc,
      (select sum(p.impressions)::int from rank_positions p, last
        where p.keyword_id = k.id and p.team_id = k.team_id and p.source = 'gsc'
          and p.day > last.day - 28) as impressions
    from site_keywords k
    where k.team_id = ${teamId} and k.site_id = ${siteId}`)) as unknown as {
    rows: { keyword: string; gsc: boolean; impressions: number | null }[];
  };
  return result.rows.map((r) => ({
    keyword: String(r.keyword),
    gsc: r.gsc === true,
    impressions: r.impressions === null || r.impressions === undefined ? null : Number(r.impressions),
  }));
}

/** The latest stored SERP of each tracked keyword of the site: keyword -> top-10 URLs. */
export async function latestSerps(db: Db, teamId: string, siteId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinctOn([serpSnapshots.keywordId], {
      keyword: serpSnapshots.keyword,
      results: serpSnapshots.results,
    })
    .from(serpSnapshots)
    .where(and(eq(serpSnapshots.teamId, teamId), eq(serpSnapshots.siteId, siteId)))
    .orderBy(serpSnapshots.keywordId, desc(serpSnapshots.day), desc(serpSnapshots.createdAt));
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const urls = (Array.isArray(r.results) ? r.results : [])
      .filter((x) => x && typeof x.url === 'string')
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .slice(0, 10)
      .map((x) => x.url);
    if (urls.length) out.set(r.keyword, urls);
  }
  return out;
}

export async function projectKeywords(db: Db, teamId: string, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ keywords: projects.keywords })
    .from(projects)
    .where(and(eq(projects.teamId, teamId), eq(projects.siteId, siteId)));
  return rows.flatMap((r) => (Array.isArray(r.keywords) ? r.keywords : []));
}

export async function liveVersion(db: Db, teamId: string, siteId: string, versionId: string) {
  const [row] = await db
    .select({ pages: siteVersions.pages, pageContents: siteVersions.pageContents })
    .from(siteVersions)
    .where(
      and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId), eq(siteVersions.id, versionId)),
    );
  return row;
}
