import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { predictions } from '../../db/schema/index';
import { dayKey } from '../../lib/periods';

// The rows a prediction is computed from: the team's sites with their renter, visitors and leads
// per site and UTC day (grouped in the database), the newest data time (for the stored
// prediction's freshness) and the stored predictions.

const num = (v: unknown) => Number(v ?? 0);

export interface PredictionSite {
  id: string;
  userId: string;
  name: string;
  status: string;
  opportunityId: string | null;
  verticalSlug: string;
  deployedAt: Date | null;
  /** Active renter's price per lead and monthly rent (null without an active renter). */
  renter: { name: string; pricePerLead: number; monthlyRent: number } | null;
}

/**
 * The team's sites (one, or every live one), with their active renter. The portfolio leaves demo
 * sites out unless `includeDemo` (docs/product/rules.md#demo-portfolio); one site is always itself.
 */
export async function sitesOf(
  db: Db,
  teamId: string,
  siteId: string | null,
  includeDemo = false,
): Promise<PredictionSite[]> {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`select s.id::text as id, s.user_id::text as user_id, s.name, s.status, s.opportunity_id,
          s.vertical_slug, extract(epoch from s.deployed_at) * 1000 as deployed_ms,
          r.name as renter_name, r.price_per_lead, r.monthly_rent
        from sites s
        left join renters r on r.id = s.renter_id and r.team_id = s.team_id and r.active
        where s.team_id = ${teamId}
          ${siteId ? sql`and s.id = ${siteId}` : sql`and s.status = 'live'`}
          ${siteId || includeDemo ? sql`` : sql`and not s.demo`}
        order by s.created_at, s.id`,
  );
  return r.map((x) => ({
    id: String(x.id),
    userId: String(x.user_id),
    name: String(x.name),
    status: String(x.status),
    opportunityId: x.opportunity_id == null ? null : String(x.opportunity_id),
    verticalSlug: String(x.vertical_slug),
    deployedAt: x.deployed_ms == null ? null : new Date(num(x.deployed_ms)),
    renter:
      x.renter_name == null
        ? null
        : {
            name: String(x.renter_name),
            pricePerLead: num(x.price_per_lead),
            monthlyRent: num(x.monthly_rent),
          },
  }));
}

export interface DayCounts {
  siteId: string;
  day: string;
  visitors: number;
  leads: number;
}

/** Distinct visitors and leads per site and UTC day in [from, to). */
export async function dailyCounts(
  db: Db,
  teamId: string,
  siteIds: string[],
  from: Date,
  to: Date,
): Promise<DayCounts[]> {
  if (siteIds.length === 0) return [];
  const ids = sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [events, leadRows] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select e.site_id::text as site_id, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            count(distinct e.visitor_hash) as visitors
          from site_events e
          where e.team_id = ${teamId} and e.site_id in (${ids})
            and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
          group by 1, 2`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select l.site_id::text as site_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            count(*) as leads
          from leads l
          where l.team_id = ${teamId} and l.site_id in (${ids})
            and l.created_at >= ${from.toISOString()} and l.created_at < ${to.toISOString()}
          group by 1, 2`,
    ),
  ]);
  const out = new Map<string, DayCounts>();
  const at = (siteId: string, day: string) => {
    const key = `${siteId}|${day}`;
    let d = out.get(key);
    if (!d) {
      d = { siteId, day, visitors: 0, leads: 0 };
      out.set(key, d);
    }
    return d;
  };
  for (const e of events) at(String(e.site_id), String(e.day)).visitors = num(e.visitors);
  for (const l of leadRows) at(String(l.site_id), String(l.day)).leads = num(l.leads);
  return [...out.values()];
}

/** When the newest event, lead, site or renter change of the scope happened (ms, 0 if none). */
export async function latestDataMs(db: Db, teamId: string, siteId: string | null): Promise<number> {
  const site = (col: SQL) => (siteId ? sql`and ${col} = ${siteId}` : sql``);
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select greatest(
          (select extract(epoch from max(e.created_at)) from site_events e where e.team_id = ${teamId} ${site(sql`e.site_id`)}),
          (select extract(epoch from max(l.updated_at)) from leads l where l.team_id = ${teamId} ${site(sql`l.site_id`)}),
          (select extract(epoch from max(s.updated_at)) from sites s where s.team_id = ${teamId} ${site(sql`s.id`)}),
          (select extract(epoch from max(r.updated_at)) from renters r where r.team_id = ${teamId})
        ) * 1000 as ms`,
  );
  return num(r?.ms);
}

export interface StoredParameters {
  timeRange: string;
  scenario: string;
  confidence: number;
  /** Portfolio forecasts only: demo sites counted (stored only when true). */
  includeDemo?: boolean;
}

/** Rows stored before includeDemo existed counted no demo flag: they match includeDemo=false. */
const demoKey = (params: StoredParameters) =>
  sql`coalesce((${predictions.parameters}->>'includeDemo')::boolean, false) = ${params.includeDemo === true}`;

/** The newest stored prediction of the scope and parameters made after `since`. */
export async function latestStored(
  db: Db,
  teamId: string,
  siteId: string | null,
  params: StoredParameters,
  since: Date,
) {
  const [row] = await db
    .select()
    .from(predictions)
    .where(
      and(
        eq(predictions.teamId, teamId),
        siteId ? eq(predictions.siteId, siteId) : isNull(predictions.siteId),
        eq(predictions.timeRange, params.timeRange),
        sql`${predictions.parameters}->>'scenario' = ${params.scenario}`,
        sql`(${predictions.parameters}->>'confidence')::float8 = ${params.confidence}`,
        demoKey(params),
        gt(predictions.createdAt, since),
      ),
    )
    .orderBy(desc(predictions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function store(
  db: Db,
  row: {
    teamId: string;
    siteId: string | null;
    userId: string | null;
    params: StoredParameters;
    result: Record<string, unknown>;
    model: string;
    createdAt: Date;
  },
) {
  const [saved] = await db
    .insert(predictions)
    .values({
      teamId: row.teamId,
      siteId: row.siteId,
      userId: row.userId,
      timeRange: row.params.timeRange,
      parameters: { ...row.params },
      result: row.result,
      model: row.model,
      createdAt: row.createdAt,
    })
    .returning({ id: predictions.id });
  await prune(db, row.teamId, row.siteId, row.params);
  return saved!.id;
}

/** Stored predictions kept per scope and parameters (older ones are deleted on each store). */
export const KEEP_PER_KEY = 20;

/** Keeps the newest KEEP_PER_KEY rows of one scope and parameters: a busy site does not grow the table. */
async function prune(db: Db, teamId: string, siteId: string | null, params: StoredParameters) {
  const key = sql`team_id = ${teamId} and ${siteId ? sql`site_id = ${siteId}` : sql`site_id is null`}
    and time_range = ${params.timeRange} and parameters->>'scenario' = ${params.scenario}
    and (parameters->>'confidence')::float8 = ${params.confidence}
    and coalesce((parameters->>'includeDemo')::boolean, false) = ${params.includeDemo === true}`;
  await db.execute(
    sql`delete from predictions where ${key} and id not in (
          select id from predictions where ${key} order by created_at desc, id desc limit ${KEEP_PER_KEY})`,
  );
}

export { dayKey };
