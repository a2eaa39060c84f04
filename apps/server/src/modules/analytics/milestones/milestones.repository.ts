import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rows } from '../../../db/rows';
import { appSettings } from '../../../db/schema/index';

// Facts the evaluator reads per site (grouped in SQL) and the milestone/achievement rows it writes.

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const date = (v: unknown) => (v ? new Date(String(v)) : null);
const num = (v: unknown) => Number(v ?? 0);

export interface SiteFacts {
  id: string;
  name: string;
  userId: string;
  status: string;
  demo: boolean;
  renterId: string | null;
  firstEventAt: Date | null;
  leads: number;
  firstLeadAt: Date | null;
  tenthLeadAt: Date | null;
  /** When accepted/billed lead values (by arrival) first summed to $100, if they did. */
  leadValue100At: Date | null;
  /** When one calendar month's lead values first summed to $1,000, if they did. */
  leadMonth1000At: Date | null;
  pageviewsToday: number;
  visitorsToday: number;
}

/** Sites of a team with the facts milestones need; first-event lookups use (site_id, created_at). */
export async function siteFacts(db: Db, teamId: string, todayIso: string): Promise<SiteFacts[]> {
  const r = await rows(
    db,
    sql`with lead_rows as materialized (
          select l.site_id, l.created_at, l.value, l.status in ('accepted', 'billed') as earning,
                 row_number() over (partition by l.site_id order by l.created_at, l.id) as rn,
                 sum(case when l.status in ('accepted', 'billed') then l.value else 0 end)
                   over (partition by l.site_id order by l.created_at, l.id) as cum,
                 sum(case when l.status in ('accepted', 'billed') then l.value else 0 end)
                   over (partition by l.site_id, date_trunc('month', l.created_at at time zone 'UTC') order by l.created_at, l.id) as month_cum
          from leads l where l.team_id = ${teamId}
        ), lead_facts as materialized (
          select site_id, count(*) as n, min(created_at) as first_at,
                 min(created_at) filter (where rn = 10) as tenth_at,
                 min(created_at) filter (where earning and cum >= 100) as value100_at,
                 min(created_at) filter (where earning and month_cum >= 1000) as month1000_at
          from lead_rows group by site_id
        ), today as materialized (
          select e.site_id, count(*) filter (where e.event = 'pageview') as pv, count(distinct e.visitor_hash) as v
          from site_events e where e.team_id = ${teamId} and e.created_at >= ${todayIso}
          group by e.site_id
        )
        select s.id::text as id, s.name, s.user_id::text as user_id, s.status, s.demo, s.renter_id::text as renter_id,
          (select ${iso('min(e.created_at)')} from site_events e where e.site_id = s.id) as first_event_at,
          coalesce(f.n, 0) as leads,
          ${iso('f.first_at')} as first_lead_at, ${iso('f.tenth_at')} as tenth_lead_at,
          ${iso('f.value100_at')} as value100_at, ${iso('f.month1000_at')} as month1000_at,
          coalesce(t.pv, 0) as pv_today, coalesce(t.v, 0) as v_today
        from sites s
        left join lead_facts f on f.site_id = s.id
        left join today t on t.site_id = s.id
        where s.team_id = ${teamId}
        order by s.created_at`,
  );
  return r.map((x) => ({
    id: String(x.id),
    name: String(x.name),
    userId: String(x.user_id),
    status: String(x.status),
    demo: x.demo === true,
    renterId: x.renter_id ? String(x.renter_id) : null,
    firstEventAt: date(x.first_event_at),
    leads: num(x.leads),
    firstLeadAt: date(x.first_lead_at),
    tenthLeadAt: date(x.tenth_lead_at),
    leadValue100At: date(x.value100_at),
    leadMonth1000At: date(x.month1000_at),
    pageviewsToday: num(x.pv_today),
    visitorsToday: num(x.v_today),
  }));
}

/** Sites that ever had a rental period (for the first_renter achievement). */
export async function rentedSites(db: Db, teamId: string): Promise<Set<string>> {
  const r = await rows(
    db,
    sql`select distinct site_id::text as id from site_rentals where team_id = ${teamId}`,
  );
  return new Set(r.map((x) => String(x.id)));
}

export interface MilestoneDbRow {
  id: string;
  siteId: string;
  kind: string;
  status: 'pending' | 'achieved' | 'dismissed';
  progress: number;
  target: number;
  achievedAt: Date | null;
  acknowledged: boolean;
  note: string | null;
  siteName: string;
}

const milestoneCols = sql`m.id::text as id, m.site_id::text as site_id, m.kind, m.status, m.progress, m.target,
  ${iso('m.achieved_at')} as achieved_at, m.acknowledged, m.note, s.name as site_name`;

const toMilestone = (x: Record<string, unknown>): MilestoneDbRow => ({
  id: String(x.id),
  siteId: String(x.site_id),
  kind: String(x.kind),
  status: x.status as MilestoneDbRow['status'],
  progress: num(x.progress),
  target: num(x.target),
  achievedAt: date(x.achieved_at),
  acknowledged: x.acknowledged === true,
  note: x.note == null ? null : String(x.note),
  siteName: String(x.site_name),
});

/** Creates the missing milestone rows of the given sites (one statement). */
export async function ensureMilestones(
  db: Db,
  teamId: string,
  siteIds: string[],
  targets: ReadonlyArray<readonly [string, number]>,
) {
  if (siteIds.length === 0) return;
  const values = sql.join(
    siteIds.flatMap((siteId) =>
      targets.map(([kind, target]) => sql`(${teamId}::uuid, ${siteId}::uuid, ${kind}, ${target})`),
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into milestones (team_id, site_id, kind, target) values ${values} on conflict (site_id, kind) do nothing`,
  );
}

export async function listMilestones(
  db: Db,
  teamId: string,
  siteId?: string | null,
): Promise<MilestoneDbRow[]> {
  const r = await rows(
    db,
    sql`select ${milestoneCols} from milestones m join sites s on s.id = m.site_id
        where m.team_id = ${teamId} and s.status <> 'archived' ${siteId ? sql`and m.site_id = ${siteId}` : sql``}
        order by s.created_at, m.site_id, m.target, m.kind`,
  );
  return r.map(toMilestone);
}

export async function getMilestone(db: Db, teamId: string, id: string): Promise<MilestoneDbRow | null> {
  const r = await rows(
    db,
    sql`select ${milestoneCols} from milestones m join sites s on s.id = m.site_id
        where m.team_id = ${teamId} and m.id = ${id}`,
  );
  return r[0] ? toMilestone(r[0]) : null;
}

/** Progress of many milestones in one statement. */
export async function setProgress(db: Db, updates: Array<{ id: string; progress: number }>) {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map((u) => sql`(${u.id}::uuid, ${u.progress}::numeric)`),
    sql`, `,
  );
  await db.execute(
    sql`update milestones m set progress = v.progress, updated_at = now()
        from (values ${values}) as v(id, progress) where m.id = v.id`,
  );
}

/** Marks achieved only if still pending: true when this call made it (pushed once). */
export async function achieve(db: Db, id: string, progress: number, at: Date): Promise<boolean> {
  const r = await rows(
    db,
    sql`update milestones set status = 'achieved', progress = ${progress}, achieved_at = ${at.toISOString()}, updated_at = now()
        where id = ${id} and status = 'pending' returning id`,
  );
  return r.length > 0;
}

export async function patchMilestone(
  db: Db,
  id: string,
  patch: { acknowledged?: boolean; status?: 'pending' | 'dismissed'; note?: string | null },
) {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.acknowledged !== undefined) sets.push(sql`acknowledged = ${patch.acknowledged}`);
  if (patch.status !== undefined) sets.push(sql`status = ${patch.status}`);
  if (patch.note !== undefined) sets.push(sql`note = ${patch.note}`);
  await db.execute(sql`update milestones set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Inserts an achievement once per user+kind: true when this call inserted it. */
export async function grantAchievement(
  db: Db,
  a: {
    teamId: string;
    userId: string;
    kind: string;
    title: string;
    description: string;
    badge: string;
    at: Date;
  },
): Promise<boolean> {
  const r = await rows(
    db,
    sql`insert into achievements (team_id, user_id, kind, title, description, badge, earned_at)
        values (${a.teamId}, ${a.userId}, ${a.kind}, ${a.title}, ${a.description}, ${a.badge}, ${a.at.toISOString()})
        on conflict (user_id, kind) do nothing returning id`,
  );
  return r.length > 0;
}

export async function listAchievements(db: Db, userId: string) {
  const r = await rows(
    db,
    sql`select id::text as id, kind, title, description, badge, ${iso('earned_at')} as earned_at
        from achievements where user_id = ${userId} order by earned_at, kind`,
  );
  return r.map((x) => ({
    id: String(x.id),
    kind: String(x.kind),
    title: String(x.title),
    description: String(x.description),
    badge: x.badge == null ? null : String(x.badge),
    earnedAt: String(x.earned_at),
  }));
}

/** Live-or-failed sites whose last health check failed. */
export async function failedHealth(db: Db, teamId: string) {
  const r = await rows(
    db,
    sql`select s.id::text as id, s.name, s.status, v.health->>'error' as error
        from sites s left join site_versions v on v.id = s.live_version_id
        where s.team_id = ${teamId} and s.live_version_id is not null
          and (s.status = 'failed' or (s.status = 'live' and v.health->>'ok' = 'false'))`,
  );
  return r.map((x) => ({
    id: String(x.id),
    name: String(x.name),
    error: x.error == null ? null : String(x.error),
  }));
}

/** Deliveries that failed for good, of leads that arrived since `since`, per site. */
export async function failedDeliveries(db: Db, teamId: string, since: Date) {
  const r = await rows(
    db,
    sql`select l.site_id::text as id, s.name, count(*) as n from lead_deliveries d
        join leads l on l.id = d.lead_id join sites s on s.id = l.site_id
        where d.team_id = ${teamId} and d.status = 'failed' and d.created_at >= ${since.toISOString()}
        group by l.site_id, s.name`,
  );
  return r.map((x) => ({ id: String(x.id), name: String(x.name), failed: num(x.n) }));
}

/** Distinct visitors per live site and UTC day within [from, to). */
export async function visitorDays(db: Db, teamId: string, from: Date, to: Date) {
  const r = await rows(
    db,
    sql`select e.site_id::text as id, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(distinct e.visitor_hash) as v
        from site_events e join sites s on s.id = e.site_id and s.status = 'live'
        where e.team_id = ${teamId} and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
        group by 1, 2`,
  );
  return r.map((x) => ({ siteId: String(x.id), day: String(x.day), visitors: num(x.v) }));
}

// --- the alerts' once-a-day guard (alerts.ts): rows in app_settings, first writer wins ---

/** Deletes the guard rows under `prefix` older than `oldestKept`. */
export async function deleteAlertGuardsBefore(db: Db, prefix: string, oldestKept: string) {
  await db.execute(sql`delete from app_settings where key like ${`${prefix}%`} and key < ${oldestKept}`);
}

/** Stores the guard row `key`; false when it was there already (the alert was sent). */
export async function claimAlertGuard(db: Db, key: string, at: Date): Promise<boolean> {
  const claimed = await db
    .insert(appSettings)
    .values({ key, value: at.toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return claimed.length > 0;
}
