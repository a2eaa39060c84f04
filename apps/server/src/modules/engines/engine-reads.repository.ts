import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';

// What the six built-in engines read (docs/engines.md#engines), each query scoped to one team:
// team_members (teams), site_keywords and rank_positions (rankings), sites, site_versions and
// deploy_jobs (sites, jobs), content_drafts. Read only.

/** Who a run acts as when no one asked (an event): the team's owner. */
export async function teamOwner(db: Db, teamId: string): Promise<string | null> {
  const [row] = await rows<{ userId: string }>(
    db,
    sql`select user_id as "userId" from team_members where team_id = ${teamId}
      order by (role = 'owner') desc, created_at asc limit 1`,
  );
  return row?.userId ?? null;
}

export interface TrackedKeywordFacts {
  id: string;
  keyword: string;
  siteId: string;
  siteName: string;
  position: number | null;
  day: string | null;
  source: string | null;
  weekAgo: number | null;
}

/** Every tracked keyword with its latest position and the one 7-14 days before today. */
export async function trackedKeywords(db: Db, teamId: string): Promise<TrackedKeywordFacts[]> {
  const list = await rows<TrackedKeywordFacts>(
    db,
    sql`
    with latest as (
      select distinct on (keyword_id) keyword_id, position, day, source from rank_positions
      where team_id = ${teamId} and position is not null
      order by keyword_id, day desc, (source = 'serp') desc
    ), week as (
      select distinct on (keyword_id) keyword_id, position from rank_positions
      where team_id = ${teamId} and position is not null
        and day <= current_date - 7 and day >= current_date - 14
      order by keyword_id, day desc, (source = 'serp') desc
    )
    select k.id, k.keyword, k.site_id as "siteId", s.name as "siteName", l.position::float8 as position,
      l.day::text as day, l.source, w.position::float8 as "weekAgo"
    from site_keywords k join sites s on s.id = k.site_id
    left join latest l on l.keyword_id = k.id left join week w on w.keyword_id = k.id
    where k.team_id = ${teamId}
    order by k.keyword limit 2000`,
  );
  return list.map((r) => ({
    ...r,
    position: r.position === null ? null : Number(r.position),
    weekAgo: r.weekAgo === null ? null : Number(r.weekAgo),
  }));
}

export interface GscQuery {
  keyword: string;
  siteId: string;
  siteName: string;
  clicks: number;
  impressions: number;
  position: number | null;
}

/** The team's Search Console queries of the last 28 days, most impressions first. */
export async function gscQueries(db: Db, teamId: string, limit = 5): Promise<GscQuery[]> {
  const list = await rows<GscQuery>(
    db,
    sql`
    select k.keyword, k.site_id as "siteId", s.name as "siteName",
      coalesce(sum(p.clicks), 0)::int as clicks, coalesce(sum(p.impressions), 0)::int as impressions,
      round(avg(p.position)::numeric, 1)::float8 as position
    from rank_positions p join site_keywords k on k.id = p.keyword_id join sites s on s.id = p.site_id
    where p.team_id = ${teamId} and p.source = 'gsc' and p.day >= current_date - 28
    group by k.keyword, k.site_id, s.name
    order by impressions desc, clicks desc limit ${limit}`,
  );
  return list.map((r) => ({ ...r, position: r.position === null ? null : Number(r.position) }));
}

export interface SiteVersionFacts {
  siteId: string;
  name: string;
  status: string;
  liveVersionId: string | null;
  versionId: string | null;
  number: number | null;
  pageCount: number | null;
  buildMs: number | null;
  pages: { path: string; title: string; words: number; indexable: boolean }[] | null;
  similarity: {
    threshold?: number;
    max?: number;
    mean?: number;
    maxPair?: [string, string] | null;
    overThreshold?: { path: string; max: number }[];
    sites?: { siteId: string; site: number; maxPage: number }[];
  } | null;
  health: { ok?: boolean; status?: number | null; checkedAt?: string; error?: string } | null;
  deployedAt: string | null;
  versionCreatedAt: string | null;
}

/** Each site of the team with its live version (`live`) or its latest version (`latest`). */
export async function siteVersions(
  db: Db,
  teamId: string,
  which: 'live' | 'latest',
): Promise<SiteVersionFacts[]> {
  const join =
    which === 'live'
      ? sql`join site_versions v on v.id = s.live_version_id`
      : sql`left join lateral (select * from site_versions x where x.site_id = s.id order by x.number desc limit 1) v on true`;
  return rows<SiteVersionFacts>(
    db,
    sql`
    select s.id as "siteId", s.name, s.status, s.live_version_id as "liveVersionId", v.id as "versionId",
      v.number, v.page_count as "pageCount", v.build_ms as "buildMs", v.pages, v.similarity, v.health,
      v.deployed_at::text as "deployedAt", v.created_at::text as "versionCreatedAt"
    from sites s ${join}
    where s.team_id = ${teamId} and s.status <> 'archived'
    order by s.name limit 500`,
  );
}

export interface FailedDeploy {
  id: string;
  kind: string;
  errors: string[];
  finishedAt: string | null;
}

/** Deploy jobs of the team that failed in the last `days` days. */
export async function failedDeploys(db: Db, teamId: string, days = 7): Promise<FailedDeploy[]> {
  return rows<FailedDeploy>(
    db,
    sql`select id, kind, errors, finished_at::text as "finishedAt" from deploy_jobs
      where team_id = ${teamId} and status = 'failed'
        and coalesce(finished_at, created_at) > now() - make_interval(days => ${days})
      order by coalesce(finished_at, created_at) desc limit 50`,
  );
}

export interface DraftReadability {
  id: string;
  title: string;
  keyword: string;
  siteId: string | null;
  readability: number | null;
}

/** The team's content drafts with their readability score (0-100), lowest first. */
export async function draftReadability(db: Db, teamId: string): Promise<DraftReadability[]> {
  const list = await rows<DraftReadability>(
    db,
    sql`select id, title, keyword, site_id as "siteId", (scores ->> 'readability')::float8 as readability
      from content_drafts where team_id = ${teamId} and scores ->> 'readability' is not null
      order by (scores ->> 'readability')::float8 asc nulls last limit 200`,
  );
  return list.map((r) => ({ ...r, readability: r.readability === null ? null : Number(r.readability) }));
}
