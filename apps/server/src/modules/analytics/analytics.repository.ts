import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { zoneSql } from '../../db/zone';
import { addDays, UTC, zoneOrUtc } from '../../lib/periods';
import {
  demoFilter,
  fullDays,
  host,
  localPieces,
  type Scope,
  sourceCase,
  sourceClass,
  utcDaysOf,
} from './analytics-sql.repository';

export type { Scope } from './analytics-sql.repository';
export { utcDaysOf };

// Analytics aggregates of site_events, leads and rank_positions. Every query groups in the
// database (per site and day, per source, per page): the rows read back grow with days × sites,
// never with the number of events. Whole UTC days of a range are read from the daily rollups
// (rollups.repository.ts: site_event_days, site_source_days, site_page_days, refreshed first by
// refreshRollups); a range edge inside a UTC day is read from site_events (the *Raw queries, which
// are also the direct computation the rollups are checked against). A reader in another time zone
// (scope.zone, docs/time-zones.md) gets their local days: the series from the quarter-hour running
// totals (site_event_quarters), sources and pages from whole UTC days plus the two edges.
//
// Visitors: a visitor hash lives one UTC day (its salt changes daily), and is counted once per site
// and that day, in the local day (and range) of its first event that day: so the days of any zone
// add up to the same total, and a whole UTC day gives its distinct visitors.

const num = (v: unknown) => Number(v ?? 0);

const inScope = (s: Scope, column: SQL) =>
  sql`${column} >= ${s.fromTs.toISOString()} and ${column} < ${s.toTs.toISOString()}`;

/** The events of the scope's whole UTC days: a visitor's first event of the day may lie before it. */
const wideScope = (s: Scope) => {
  const w = utcDaysOf(s);
  return sql`e.team_id = ${s.teamId} and e.created_at >= ${w.fromTs.toISOString()} and e.created_at < ${w.toTs.toISOString()}
      ${s.siteId ? sql`and e.site_id = ${s.siteId}` : sql``} ${demoFilter(s, sql.raw('e.site_id'))}`;
};

const utcDay = sql`(e.created_at at time zone 'UTC')::date`;
const localDayOf = (s: Scope, column: SQL) =>
  sql`to_char(${column} at time zone ${zoneSql(s.zone)}, 'YYYY-MM-DD')`;

export interface SiteDay {
  siteId: string;
  day: string;
  pageviews: number;
  /** Visitor hashes of that site whose first event of their (UTC) day falls on this day. */
  visitors: number;
  formViews: number;
  callClicks: number;
  demo: boolean;
}

/** Per site and day (of the scope's zone) from site_events (the direct computation). */
const rawSiteDays = (s: Scope) =>
  sql`select * from (
        with ev as materialized (
          select e.site_id, e.visitor_hash, e.event, e.demo, e.created_at, ${utcDay} as uday
          from site_events e where ${wideScope(s)}
        ), firsts as (
          select site_id, min(created_at) as first_at from ev group by site_id, uday, visitor_hash
        )
        select site_id::text as site_id, day, sum(pv) as pageviews, sum(v) as visitors, sum(fv) as form_views,
          sum(cc) as call_clicks, bool_or(demo) as demo from (
          select site_id, ${localDayOf(s, sql.raw('created_at'))} as day,
            count(*) filter (where event = 'pageview') as pv, 0 as v,
            count(*) filter (where event = 'form_view') as fv,
            count(*) filter (where event = 'call_click') as cc, bool_or(demo) as demo
          from ev where ${inScope(s, sql.raw('created_at'))} group by 1, 2
          union all
          select site_id, ${localDayOf(s, sql.raw('first_at'))}, 0, count(*), 0, 0, false
          from firsts where ${inScope(s, sql.raw('first_at'))} group by 1, 2
        ) x group by 1, 2 having sum(pv) + sum(v) + sum(fv) + sum(cc) > 0
      ) raw_days`;

const toSiteDay = (x: Record<string, unknown>): SiteDay => ({
  siteId: String(x.site_id),
  day: String(x.day),
  pageviews: num(x.pageviews),
  visitors: num(x.visitors),
  formViews: num(x.form_views),
  callClicks: num(x.call_clicks),
  demo: x.demo === true,
});

/** Rollup rows of the scope's team (and site) for the days [from, to). */
const rollupScope = (s: Scope, from: string, to: string) =>
  sql`r.team_id = ${s.teamId} ${s.siteId ? sql`and r.site_id = ${s.siteId}` : sql``}
      and r.day >= ${from}::date and r.day < ${to}::date ${demoFilter(s, sql.raw('r.site_id'))}`;

/** Rows of one site and day added up (a local day read in several pieces). */
function merged(list: SiteDay[]): SiteDay[] {
  const out = new Map<string, SiteDay>();
  for (const d of list) {
    const k = `${d.siteId}|${d.day}`;
    const m = out.get(k);
    if (!m) out.set(k, { ...d });
    else {
      m.pageviews += d.pageviews;
      m.visitors += d.visitors;
      m.formViews += d.formViews;
      m.callClicks += d.callClicks;
      m.demo ||= d.demo;
    }
  }
  return [...out.values()];
}

/** `x[b] - x[a]` of a running-total column of site_event_quarters (x[0] is 0). */
const span = (column: string) =>
  sql`coalesce(${sql.raw(`r.${column}`)}[p.qb], 0) - coalesce(${sql.raw(`r.${column}`)}[p.qa], 0)`;

/** A reader's local days from the quarter-hour rollups (pieces of UTC days), odd pieces raw. */
async function localSiteDays(db: Db, s: Scope): Promise<SiteDay[]> {
  const { pieces, raw } = localPieces(s);
  const parts = raw.map(rawSiteDays);
  if (pieces.length) {
    const from = pieces[0]!.day;
    const to = addDays(pieces[pieces.length - 1]!.day, 1);
    parts.unshift(
      sql`select site_id, day, sum(pv) as pageviews, sum(v) as visitors, sum(fv) as form_views,
            sum(cc) as call_clicks, bool_or(demo) as demo from (
            select r.site_id::text as site_id, p.local_day as day, ${span('pageviews')} as pv, ${span('visitors')} as v,
              ${span('form_views')} as fv, ${span('call_clicks')} as cc, r.demo
            from site_event_quarters r
            join json_to_recordset(${JSON.stringify(pieces)}::json) as p(day date, qa int, qb int, local_day text)
              on r.day = p.day
            where ${rollupScope(s, from, to)}
          ) x where pv + v + fv + cc > 0 group by 1, 2`,
    );
  }
  if (parts.length === 0) return [];
  const r = await rows<Record<string, unknown>>(db, sql.join(parts, sql` union all `));
  return merged(r.map(toSiteDay));
}

/**
 * Per site and day: pageviews, visitors, form views, call clicks. UTC days: whole days from
 * site_event_days (call refreshRollups first), edges inside a day from site_events; another zone's
 * days from site_event_quarters.
 */
export async function siteDays(db: Db, s: Scope): Promise<SiteDay[]> {
  if (zoneOrUtc(s.zone) !== UTC) return localSiteDays(db, s);
  const { days, edges } = fullDays(s);
  const parts = edges.map(rawSiteDays);
  if (days) {
    parts.unshift(
      sql`select r.site_id::text as site_id, to_char(r.day, 'YYYY-MM-DD') as day, r.pageviews, r.visitors,
            r.form_views, r.call_clicks, r.demo
          from site_event_days r where ${rollupScope(s, days.from, days.to)}`,
    );
  }
  if (parts.length === 0) return []; // an empty range
  const r = await rows<Record<string, unknown>>(db, sql.join(parts, sql` union all `));
  return merged(r.map(toSiteDay));
}

/** The same figures straight from site_events (for checks and benchmarks). */
export async function siteDaysRaw(db: Db, s: Scope): Promise<SiteDay[]> {
  return (await rows<Record<string, unknown>>(db, rawSiteDays(s))).map(toSiteDay);
}

/**
 * Pageviews and visitors per source and site, from site_events. One scan of the events, no join
 * (PGlite keeps no table statistics, so joins of large sets could be planned as nested loops);
 * `offset 0` keeps the host computed once per row. A visitor counts for a source once per site
 * and UTC day, where their first pageview of that source that day is in the scope.
 */
const rawSourceDays = (s: Scope, internalHosts: string[]) =>
  sql`select src, site_id, sum(n) as pv, count(*) filter (where ${inScope(s, sql.raw('first_at'))}) as v from (
        select src, site_id, uday, visitor_hash, min(created_at) as first_at,
          count(*) filter (where ${inScope(s, sql.raw('created_at'))}) as n from (
          select ${sourceCase(internalHosts)} as src, x.site_id, x.uday, x.visitor_hash, x.created_at from (
            select e.site_id, coalesce(e.referrer, '') as referrer, ${utcDay} as uday, e.visitor_hash, e.created_at,
                   case when coalesce(e.referrer, '') = '' then null else ${host} end as host
            from site_events e where ${wideScope(s)} and e.event = 'pageview'
            offset 0
          ) x
        ) y group by 1, 2, 3, 4 having count(*) filter (where ${inScope(s, sql.raw('created_at'))}) > 0
      ) z group by 1, 2`;

const toSource = (x: Record<string, unknown>) => ({
  source: String(x.source),
  visitors: num(x.visitors),
  pageviews: num(x.pageviews),
});

/**
 * Whether the rollup's source classes give the same sources as the direct computation for these
 * internal hosts: not when an internal host would match a rule (it is internal first) or is empty.
 */
async function classesFit(db: Db, internalHosts: string[]) {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select count(*) as n from (
          select h as host, 'x' as referrer from (values ${sql.join(
            internalHosts.map((h) => sql`(${h}::text)`),
            sql`, `,
          )}) v(h)
        ) x where (${sourceClass}) is distinct from x.host`,
  );
  return num(r?.n) === 0;
}

/**
 * Pageviews and visitors (distinct per site and day, summed) per source, internal navigation left
 * out (its visitors are distinct per internal host in the rollups, not across them).
 */
export async function sources(db: Db, s: Scope, internalHosts: string[]) {
  const { days, edges } = fullDays(s);
  if (!days || !(await classesFit(db, internalHosts))) {
    return (await sourcesRaw(db, s, internalHosts)).filter((x) => x.source !== 'Internal');
  }
  const internal = sql.join(
    internalHosts.map((h) => sql`${h}`),
    sql`, `,
  );
  const parts = [
    sql`select r.source as src, r.pageviews as pv, r.visitors as v
        from site_source_days r where ${rollupScope(s, days.from, days.to)} and r.source not in (${internal})`,
    ...edges.map(
      (edge) =>
        sql`select src, pv, v from (${rawSourceDays(edge, internalHosts)}) edge where src <> 'Internal'`,
    ),
  ];
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select src as source, sum(pv) as pageviews, sum(v) as visitors from (${sql.join(parts, sql` union all `)}) per_day
        group by src`,
  );
  return r.map(toSource);
}

/** The same figures straight from site_events. */
export async function sourcesRaw(db: Db, s: Scope, internalHosts: string[]) {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select src as source, sum(pv) as pageviews, sum(v) as visitors from (${rawSourceDays(s, internalHosts)}) per_day
        group by src`,
  );
  return r.map(toSource);
}

/** Pageviews and visitors per site and path (visitors as in rawSourceDays, per path). */
const rawPageDays = (s: Scope) =>
  sql`select site_id, path, sum(n) as pv, count(*) filter (where ${inScope(s, sql.raw('first_at'))}) as v from (
        select e.site_id, e.path, ${utcDay} as uday, e.visitor_hash, min(e.created_at) as first_at,
          count(*) filter (where ${inScope(s, sql.raw('e.created_at'))}) as n
        from site_events e where ${wideScope(s)} and e.event = 'pageview'
        group by 1, 2, 3, 4 having count(*) filter (where ${inScope(s, sql.raw('e.created_at'))}) > 0
      ) y group by 1, 2`;

const toPage = (x: Record<string, unknown>) => ({
  siteId: String(x.site_id),
  path: String(x.path),
  pageviews: num(x.pageviews),
  visitors: num(x.visitors),
});

/**
 * The first `limit` pages by pageviews, then path; ties of those (the same path on several sites
 * of a portfolio) by visitors, then the sites' creation order, as the service sorts them.
 */
const topOf = (perDay: SQL, limit: number) =>
  sql`select site_id::text as site_id, path, sum(pv) as pageviews, sum(v) as visitors from (${perDay}) d
      group by site_id, path
      order by pageviews desc, path, visitors desc, (select s.created_at from sites s where s.id = d.site_id), site_id
      limit ${limit}`;

/** Most viewed pages (per site), visitors = distinct per day summed. */
export async function topPages(db: Db, s: Scope, limit = 10) {
  const { days, edges } = fullDays(s);
  const parts = edges.map((edge) => sql`select site_id, path, pv, v from (${rawPageDays(edge)}) edge`);
  if (days) {
    parts.unshift(
      sql`select r.site_id, r.path, r.pageviews as pv, r.visitors as v
          from site_page_days r where ${rollupScope(s, days.from, days.to)}`,
    );
  }
  if (parts.length === 0) return []; // an empty range
  return (await rows<Record<string, unknown>>(db, topOf(sql.join(parts, sql` union all `), limit))).map(
    toPage,
  );
}

/** The same figures straight from site_events. */
export async function topPagesRaw(db: Db, s: Scope, limit = 10) {
  return (await rows<Record<string, unknown>>(db, topOf(rawPageDays(s), limit))).map(toPage);
}

/** Any demo lead in the scope (site events carry their own flag in siteDays). */
export async function demoLeads(db: Db, s: Scope): Promise<boolean> {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select exists (select 1 from leads l where l.team_id = ${s.teamId} and l.demo
          and l.created_at >= ${s.fromTs.toISOString()} and l.created_at < ${s.toTs.toISOString()}
          ${s.siteId ? sql`and l.site_id = ${s.siteId}` : sql``} ${demoFilter(s, sql.raw('l.site_id'))}) as demo`,
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
