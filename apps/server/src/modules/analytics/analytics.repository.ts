import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// Analytics aggregates read straight from site_events, leads and rank_positions. Every query
// groups in the database (per site and UTC day, per source, per page): the rows read back grow
// with days × sites, never with the number of events.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: unknown) => Number(v ?? 0);

/** Scope of a query: the team, optionally one site, and [fromTs, toTs) in UTC. */
export interface Scope {
  teamId: string;
  siteId?: string | null;
  fromTs: Date;
  toTs: Date;
}

const eventScope = (s: Scope) =>
  sql`e.team_id = ${s.teamId} and e.created_at >= ${s.fromTs.toISOString()} and e.created_at < ${s.toTs.toISOString()}
      ${s.siteId ? sql`and e.site_id = ${s.siteId}` : sql``}`;

const eventDay = sql`to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD')`;

export interface SiteDay {
  siteId: string;
  day: string;
  pageviews: number;
  /** Distinct visitor hashes of that site and day (the hash changes daily, and includes the site). */
  visitors: number;
  formViews: number;
  callClicks: number;
  demo: boolean;
}

/** Per site and UTC day: pageviews, distinct visitors, form views, call clicks. */
export async function siteDays(db: Db, s: Scope): Promise<SiteDay[]> {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select e.site_id::text as site_id, ${eventDay} as day,
          count(*) filter (where e.event = 'pageview') as pageviews,
          count(distinct e.visitor_hash) as visitors,
          count(*) filter (where e.event = 'form_view') as form_views,
          count(*) filter (where e.event = 'call_click') as call_clicks,
          bool_or(e.demo) as demo
        from site_events e where ${eventScope(s)}
        group by e.site_id, ${eventDay}`,
  );
  return r.map((x) => ({
    siteId: String(x.site_id),
    day: String(x.day),
    pageviews: num(x.pageviews),
    visitors: num(x.visitors),
    formViews: num(x.form_views),
    callClicks: num(x.call_clicks),
    demo: x.demo === true,
  }));
}

/** Referrer host, lower case, without a leading "www."; null for an empty or odd referrer. */
const host = sql`regexp_replace(lower(substring(e.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www\\.', '')`;

/**
 * Source of a pageview from its referrer host (column `x.host`, computed once per row).
 * Internal navigation (the platform's own host or one of the team's custom domains) is
 * 'Internal' and left out of the sources list by the service.
 */
const sourceCase = (internalHosts: string[]) => sql`case
    when x.referrer = '' then 'Direct'
    when x.host is null or x.host = '' then 'Other'
    when x.host in (${sql.join(
      internalHosts.map((h) => sql`${h}`),
      sql`, `,
    )}) then 'Internal'
    when x.host ~ '(^|\\.)google\\.[a-z.]+$' then 'Search: Google'
    when x.host ~ '(^|\\.)bing\\.com$' then 'Search: Bing'
    when x.host ~ '(^|\\.)duckduckgo\\.com$' then 'Search: DuckDuckGo'
    when x.host ~ '(^|\\.)yahoo\\.[a-z.]+$' then 'Search: Yahoo'
    when x.host ~ '(^|\\.)(facebook\\.com|fb\\.com|fb\\.me)$' then 'Social: Facebook'
    when x.host ~ '(^|\\.)(instagram\\.com)$' then 'Social: Instagram'
    when x.host ~ '(^|\\.)(twitter\\.com|x\\.com|t\\.co)$' then 'Social: X'
    when x.host ~ '(^|\\.)(linkedin\\.com|lnkd\\.in)$' then 'Social: LinkedIn'
    when x.host ~ '(^|\\.)(pinterest\\.[a-z.]+|pin\\.it)$' then 'Social: Pinterest'
    when x.host ~ '(^|\\.)(reddit\\.com)$' then 'Social: Reddit'
    when x.host ~ '(^|\\.)(youtube\\.com|youtu\\.be)$' then 'Social: YouTube'
    when x.host ~ '(^|\\.)(tiktok\\.com)$' then 'Social: TikTok'
    when x.host ~ '(^|\\.)(nextdoor\\.com)$' then 'Social: Nextdoor'
    else x.host end`;

/**
 * Pageviews and visitors (distinct per site and day, summed) per source. One scan of the events,
 * no join (PGlite keeps no table statistics, so joins of large sets could be planned as nested
 * loops); `offset 0` keeps the host computed once per row.
 */
export async function sources(db: Db, s: Scope, internalHosts: string[]) {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select src as source, sum(pv) as pageviews, sum(v) as visitors from (
          select src, day, site_id, count(*) as pv, count(distinct visitor_hash) as v from (
            select ${sourceCase(internalHosts)} as src, x.day, x.site_id, x.visitor_hash from (
              select e.site_id, coalesce(e.referrer, '') as referrer, ${eventDay} as day, e.visitor_hash,
                     case when coalesce(e.referrer, '') = '' then null else ${host} end as host
              from site_events e where ${eventScope(s)} and e.event = 'pageview'
              offset 0
            ) x
          ) y group by 1, 2, 3
        ) per_day
        group by src`,
  );
  return r.map((x) => ({ source: String(x.source), visitors: num(x.visitors), pageviews: num(x.pageviews) }));
}

/** Most viewed pages (per site), visitors = distinct per day summed. */
export async function topPages(db: Db, s: Scope, limit = 10) {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select site_id::text as site_id, path, sum(pv) as pageviews, sum(v) as visitors from (
          select e.site_id, e.path, ${eventDay} as day, count(*) as pv, count(distinct e.visitor_hash) as v
          from site_events e where ${eventScope(s)} and e.event = 'pageview'
          group by 1, 2, 3
        ) d group by site_id, path order by pageviews desc, path limit ${limit}`,
  );
  return r.map((x) => ({
    siteId: String(x.site_id),
    path: String(x.path),
    pageviews: num(x.pageviews),
    visitors: num(x.visitors),
  }));
}

/** Any demo lead in the scope (site events carry their own flag in siteDays). */
export async function demoLeads(db: Db, s: Scope): Promise<boolean> {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select exists (select 1 from leads l where l.team_id = ${s.teamId} and l.demo
          and l.created_at >= ${s.fromTs.toISOString()} and l.created_at < ${s.toTs.toISOString()}
          ${s.siteId ? sql`and l.site_id = ${s.siteId}` : sql``}) as demo`,
  );
  return r[0]?.demo === true;
}

/** Sites of the team (name, status, owner) for bySite and milestones. */
export async function teamSites(db: Db, teamId: string, siteId?: string | null) {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select id::text as id, name, status, user_id::text as user_id, demo, custom_domain from sites
        where team_id = ${teamId} ${siteId ? sql`and id = ${siteId}` : sql``} order by created_at`,
  );
  return r.map((x) => ({
    id: String(x.id),
    name: String(x.name),
    status: String(x.status),
    userId: String(x.user_id),
    demo: x.demo === true,
    customDomain: x.custom_domain == null ? null : String(x.custom_domain),
  }));
}

export interface KeywordStanding {
  siteId: string;
  keywordId: string;
  position: number | null;
  at: Date;
}

/** The latest position of every tracked keyword (latest day, newest row of that day). */
export async function latestPositions(db: Db, teamId: string, siteId?: string | null) {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select k.site_id::text as site_id, k.id::text as keyword_id, p.position, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from site_keywords k
        left join lateral (
          select rp.position, rp.created_at from rank_positions rp where rp.keyword_id = k.id
          order by rp.day desc, rp.created_at desc limit 1
        ) p on true
        where k.team_id = ${teamId} ${siteId ? sql`and k.site_id = ${siteId}` : sql``}`,
  );
  return r.map(
    (x): KeywordStanding => ({
      siteId: String(x.site_id),
      keywordId: String(x.keyword_id),
      position: x.position == null ? null : Number(x.position),
      at: x.at ? new Date(String(x.at)) : new Date(),
    }),
  );
}
