import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { type SiteInterventionRow, siteInterventions, sites } from '../../db/schema/index';
import { refreshRollups } from '../analytics/index';

export type { SiteInterventionRow };

// The causal module's SQL (docs/causal.md): its interventions, and read-only daily series of the
// team's sites: visitors from the analytics rollups (brought up to date first), leads per day from
// the leads table, average tracked position per day from rank_positions.

export interface NewIntervention {
  teamId: string;
  siteId: string;
  kind: SiteInterventionRow['kind'];
  at: Date;
  label: string;
  refId: string | null;
  paths: string[];
  demo: boolean;
}

/** Records an intervention; the same (kind, refId) twice is kept once. */
export async function insertIntervention(db: Db, row: NewIntervention): Promise<void> {
  await db.insert(siteInterventions).values(row).onConflictDoNothing();
}

export interface InterventionRow extends SiteInterventionRow {
  siteName: string;
}

const withSite = {
  id: siteInterventions.id,
  teamId: siteInterventions.teamId,
  siteId: siteInterventions.siteId,
  kind: siteInterventions.kind,
  at: siteInterventions.at,
  label: siteInterventions.label,
  refId: siteInterventions.refId,
  paths: siteInterventions.paths,
  demo: siteInterventions.demo,
  createdAt: siteInterventions.createdAt,
  siteName: sites.name,
};

/** The team's interventions, newest first (of one site when given). */
export async function listInterventions(
  db: Db,
  teamId: string,
  siteId: string | undefined,
  limit: number,
): Promise<InterventionRow[]> {
  return db
    .select(withSite)
    .from(siteInterventions)
    .innerJoin(sites, eq(sites.id, siteInterventions.siteId))
    .where(
      and(eq(siteInterventions.teamId, teamId), siteId ? eq(siteInterventions.siteId, siteId) : undefined),
    )
    .orderBy(desc(siteInterventions.at), desc(siteInterventions.id))
    .limit(limit);
}

export async function getIntervention(db: Db, teamId: string, id: string): Promise<InterventionRow | null> {
  const [row] = await db
    .select(withSite)
    .from(siteInterventions)
    .innerJoin(sites, eq(sites.id, siteInterventions.siteId))
    .where(and(eq(siteInterventions.teamId, teamId), eq(siteInterventions.id, id)))
    .limit(1);
  return row ?? null;
}

/** Every intervention of the team (when and where), to leave changed sites out of the controls. */
export async function interventionDays(
  db: Db,
  teamId: string,
): Promise<{ id: string; siteId: string; day: string; paths: string[] }[]> {
  return rows(
    db,
    sql`select id::text as id, site_id::text as "siteId", to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day,
          paths from site_interventions where team_id = ${teamId}`,
  );
}

export interface TeamSite {
  id: string;
  name: string;
  /** First UTC day with an event, else the day it was created. */
  activeSince: string;
}

/** The team's sites and since when each has data. */
export async function teamSites(db: Db, teamId: string): Promise<TeamSite[]> {
  return rows<TeamSite>(
    db,
    sql`select s.id::text as id, s.name,
          to_char(least(s.created_at,
            (select min(e.created_at) from site_events e where e.site_id = s.id)) at time zone 'UTC',
            'YYYY-MM-DD') as "activeSince"
        from sites s where s.team_id = ${teamId} order by s.created_at, s.id`,
  );
}

export interface DayValue {
  key: string;
  day: string;
  value: number;
}

const utc = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Distinct visitors per site and UTC day in [from, to] (inclusive days). */
export async function siteVisitors(db: Db, teamId: string, from: string, to: string): Promise<DayValue[]> {
  await refreshRollups(db, { teamId, fromTs: utc(from), toTs: new Date(utc(to).getTime() + 86_400_000) });
  return rows<DayValue>(
    db,
    sql`select site_id::text as key, to_char(day, 'YYYY-MM-DD') as day, visitors::float8 as value
        from site_event_days where team_id = ${teamId} and day >= ${from}::date and day <= ${to}::date`,
  );
}

/** Distinct visitors per page path and UTC day of one site (rollups refreshed by siteVisitors). */
export async function pageVisitors(
  db: Db,
  teamId: string,
  siteId: string,
  from: string,
  to: string,
): Promise<DayValue[]> {
  return rows<DayValue>(
    db,
    sql`select path as key, to_char(day, 'YYYY-MM-DD') as day, visitors::float8 as value
        from site_page_days where team_id = ${teamId} and site_id = ${siteId}
          and day >= ${from}::date and day <= ${to}::date`,
  );
}

/** Leads (forms and qualified calls) per site and UTC day. */
export async function siteLeads(db: Db, teamId: string, from: string, to: string): Promise<DayValue[]> {
  return rows<DayValue>(
    db,
    sql`select site_id::text as key, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
          count(*)::float8 as value
        from leads where team_id = ${teamId}
          and created_at >= ${utc(from).toISOString()} and created_at < ${new Date(utc(to).getTime() + 86_400_000).toISOString()}
        group by 1, 2`,
  );
}

/** Average position of the tracked keywords found, per site and day. */
export async function sitePositions(db: Db, teamId: string, from: string, to: string): Promise<DayValue[]> {
  return rows<DayValue>(
    db,
    sql`select site_id::text as key, to_char(day, 'YYYY-MM-DD') as day, avg(position)::float8 as value
        from rank_positions where team_id = ${teamId} and position is not null
          and day >= ${from}::date and day <= ${to}::date
        group by 1, 2`,
  );
}

/** The number of a site's version (for a deploy's label), null when it is gone. */
export async function versionNumber(db: Db, siteId: string, versionId: string): Promise<number | null> {
  const [row] = await rows<{ number: number }>(
    db,
    sql`select number from site_versions where id = ${versionId} and site_id = ${siteId}`,
  );
  return row ? Number(row.number) : null;
}
