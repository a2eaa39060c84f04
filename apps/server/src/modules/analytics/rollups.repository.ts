import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { fullDays, host, type Scope, sourceClass } from './analytics-sql.repository';
import { DAY_MS, dayKey } from './range';

// Daily rollups of site_events (schema: db/schema/analytics.ts; migrations 0007, 0018). One row per
// site and UTC day in site_event_days and in site_event_quarters (the same figures as running
// totals per quarter hour, for readers in other time zones: docs/time-zones.md), per site, day and
// source class in site_source_days, per site, day and path in site_page_days, each computed from
// all the events of that site-day, so
// the distinct visitors of a day are exact and sums over days and sites give the figures the
// direct queries give (visitors are distinct per site and day: the hash's salt changes daily).
//
// Freshness: statement triggers on site_events mark every (team, site, day) an insert, update or
// delete touched in site_event_days_dirty (beacon flushes, lead intake, demo removal, tests'
// SQL). Before reading a range, refreshRollups claims the marks of that range (delete … for
// update, in key order) and recomputes those site-days in the same transaction. Between several
// processes the row locks serialise it: a writer's mark waits for a refresh that claimed it and
// comes back afterwards, so no event is left out. Site deletion removes rollups by cascade.

interface SiteDayKey {
  team_id: string;
  site_id: string;
  day: string;
}

/** Consecutive claimed days of one site: [from, to) as YYYY-MM-DD. */
interface Run {
  teamId: string;
  siteId: string;
  from: string;
  to: string;
}

/** Claimed site-days (in key order) as runs of consecutive days per site. */
export function runsOf(keys: SiteDayKey[]): Run[] {
  const runs: Run[] = [];
  for (const k of keys) {
    const last = runs[runs.length - 1];
    if (last && last.teamId === k.team_id && last.siteId === k.site_id && last.to === k.day) {
      last.to = dayKey(new Date(Date.parse(`${k.day}T00:00:00.000Z`) + DAY_MS));
    } else {
      const to = dayKey(new Date(Date.parse(`${k.day}T00:00:00.000Z`) + DAY_MS));
      runs.push({ teamId: k.team_id, siteId: k.site_id, from: k.day, to });
    }
  }
  return runs;
}

/** The first site-day marked dirty before `beforeDay` (YYYY-MM-DD), in key order (the warm-up). */
export async function nextDirtySiteDay(db: Db, beforeDay: string): Promise<SiteDayKey | undefined> {
  const [next] = await rows<SiteDayKey>(
    db,
    sql`select team_id::text as team_id, site_id::text as site_id, to_char(day, 'YYYY-MM-DD') as day
        from site_event_days_dirty where day < ${beforeDay}::date
        order by team_id, site_id, day limit 1`,
  );
  return next;
}

const RUNS_PER_STATEMENT = 200;

/** Brings the rollups of the scope's whole days up to date with site_events. */
export async function refreshRollups(db: Db, s: Scope): Promise<number> {
  const { days } = fullDays(s);
  if (!days) return 0;
  const scope = sql`team_id = ${s.teamId} ${s.siteId ? sql`and site_id = ${s.siteId}` : sql``}
      and day >= ${days.from}::date and day < ${days.to}::date`;
  // Most reads find nothing to do: no transaction then.
  const any = await rows(db, sql`select 1 from site_event_days_dirty where ${scope} limit 1`);
  if (any.length === 0) return 0;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Room for the aggregates of a large first refresh in memory (this transaction only).
    await t.execute(sql`set local work_mem = '64MB'`);
    const claimed = await rows<SiteDayKey>(
      t,
      sql`delete from site_event_days_dirty d
          where (d.team_id, d.site_id, d.day) in (
            select team_id, site_id, day from site_event_days_dirty where ${scope}
            order by team_id, site_id, day for update)
          returning d.team_id::text as team_id, d.site_id::text as site_id, to_char(d.day, 'YYYY-MM-DD') as day`,
    );
    claimed.sort((a, b) =>
      a.team_id !== b.team_id
        ? cmp(a.team_id, b.team_id)
        : a.site_id !== b.site_id
          ? cmp(a.site_id, b.site_id)
          : cmp(a.day, b.day),
    );
    const runs = runsOf(claimed);
    for (let i = 0; i < runs.length; i += RUNS_PER_STATEMENT) {
      await recompute(t, runs.slice(i, i + RUNS_PER_STATEMENT));
    }
    return claimed.length;
  });
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const utc = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString();

/** Replaces the rollup rows of these runs of site-days by aggregates of their events. */
async function recompute(db: Db, runs: Run[]) {
  // The events of the runs: one index range scan (site_events_site_created_idx) per run.
  const events = sql`(${sql.join(
    runs.map(
      (r) => sql`select e.team_id, e.site_id, (e.created_at at time zone 'UTC')::date as day, e.event, e.path,
          e.referrer, e.visitor_hash, e.demo, e.created_at
        from site_events e where e.site_id = ${r.siteId} and e.team_id = ${r.teamId}
          and e.created_at >= ${utc(r.from)} and e.created_at < ${utc(r.to)}`,
    ),
    sql` union all `,
  )}) e`;
  const rollupRows = sql.join(
    runs.map(
      (r) =>
        sql`(r.team_id = ${r.teamId} and r.site_id = ${r.siteId} and r.day >= ${r.from}::date and r.day < ${r.to}::date)`,
    ),
    sql` or `,
  );
  for (const table of ['site_event_days', 'site_event_quarters', 'site_source_days', 'site_page_days']) {
    await db.execute(sql`delete from ${sql.identifier(table)} r where ${rollupRows}`);
  }
  // Distinct visitors by grouping per visitor first (hash aggregates, no sort of every event),
  // and the source rules run once per distinct referrer, not once per pageview.
  await db.execute(
    sql`insert into site_event_days (team_id, site_id, day, pageviews, visitors, form_views, call_clicks, demo)
        select team_id, site_id, day, sum(pv), count(*), sum(fv), sum(cc), bool_or(demo) from (
          select e.team_id, e.site_id, e.day, e.visitor_hash,
            count(*) filter (where e.event = 'pageview') as pv,
            count(*) filter (where e.event = 'form_view') as fv,
            count(*) filter (where e.event = 'call_click') as cc,
            bool_or(e.demo) as demo
          from ${events}
          group by 1, 2, 3, 4
        ) v group by 1, 2, 3`,
  );
  await db.execute(quarterRollups(events));
  await db.execute(
    sql`with pv as materialized (
          select e.team_id, e.site_id, e.day, coalesce(e.referrer, '') as referrer, e.path, e.visitor_hash
          from ${events} where e.event = 'pageview'
        ), classes as materialized (
          select x.referrer, ${sourceClass} as src from (
            select e.referrer, case when e.referrer = '' then null else ${host} end as host
            from (select distinct referrer from pv) e
          ) x
        ), by_source as (
          insert into site_source_days (team_id, site_id, day, source, pageviews, visitors)
          select team_id, site_id, day, src, sum(n), count(*) from (
            select pv.team_id, pv.site_id, pv.day, c.src, pv.visitor_hash, count(*) as n
            from pv join classes c on c.referrer = pv.referrer
            group by 1, 2, 3, 4, 5
          ) v group by 1, 2, 3, 4
        )
        insert into site_page_days (team_id, site_id, day, path, pageviews, visitors)
        select team_id, site_id, day, path, sum(n), count(*) from (
          select team_id, site_id, day, path, visitor_hash, count(*) as n from pv group by 1, 2, 3, 4, 5
        ) v group by 1, 2, 3, 4`,
  );
}

/**
 * site_event_quarters of the events: per site-day, 96 running totals (one per quarter hour UTC) of
 * pageviews, form views, call clicks and visitors, each visitor in the quarter of its first event
 * of the day. A grid of every quarter of every site-day, summed in order by a window.
 */
const quarterRollups = (events: SQL) =>
  sql`insert into site_event_quarters (team_id, site_id, day, pageviews, visitors, form_views, call_clicks, demo)
      with ev as materialized (
        select e.team_id, e.site_id, e.day, e.visitor_hash, e.event, e.demo,
          (extract(hour from e.created_at at time zone 'UTC') * 4
            + floor(extract(minute from e.created_at at time zone 'UTC') / 15))::int as q
        from ${events}
      ), firsts as (
        select team_id, site_id, day, min(q) as q from ev group by team_id, site_id, day, visitor_hash
      ), cells as (
        select team_id, site_id, day, q, sum(pv) as pv, sum(v) as v, sum(fv) as fv, sum(cc) as cc from (
          select team_id, site_id, day, q, count(*) filter (where event = 'pageview') as pv, 0 as v,
            count(*) filter (where event = 'form_view') as fv, count(*) filter (where event = 'call_click') as cc
          from ev group by 1, 2, 3, 4
          union all
          select team_id, site_id, day, q, 0, count(*), 0, 0 from firsts group by 1, 2, 3, 4
        ) c group by 1, 2, 3, 4
      ), days as (
        select team_id, site_id, day, bool_or(demo) as demo from ev group by 1, 2, 3
      ), running as (
        select d.team_id, d.site_id, d.day, g.q,
          sum(coalesce(c.pv, 0)) over w as pv, sum(coalesce(c.v, 0)) over w as v,
          sum(coalesce(c.fv, 0)) over w as fv, sum(coalesce(c.cc, 0)) over w as cc
        from days d cross join generate_series(0, 95) g(q)
        left join cells c on c.team_id = d.team_id and c.site_id = d.site_id and c.day = d.day and c.q = g.q
        window w as (partition by d.team_id, d.site_id, d.day order by g.q)
      )
      select r.team_id, r.site_id, r.day, array_agg(r.pv::int order by r.q), array_agg(r.v::int order by r.q),
        array_agg(r.fv::int order by r.q), array_agg(r.cc::int order by r.q), bool_or(d.demo)
      from running r join days d on d.team_id = r.team_id and d.site_id = r.site_id and d.day = r.day
      group by r.team_id, r.site_id, r.day`;
