import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leads,
  providerCalls,
  savedOpportunities,
  siteRentals,
  sites,
  siteVersions,
} from '../../db/schema/index';
import { zoneSql } from '../../db/zone';
import type { LeadDayRow } from './revenue-ledger';

// The rows revenue is computed from, grouped per calendar day of the reader's time zone in the
// database (docs/time-zones.md) so the amount read does not grow with the number of leads.

const leadDay = (zone: string) =>
  sql<string>`to_char(${leads.createdAt} at time zone ${zoneSql(zone)}, 'YYYY-MM-DD')`;
const costDay = (zone: string) =>
  sql<string>`to_char(${providerCalls.createdAt} at time zone ${zoneSql(zone)}, 'YYYY-MM-DD')`;
const EARNING = sql`${leads.status} in ('accepted', 'billed')`;

export type { LeadDayRow as LeadDay } from './revenue-ledger';

/** Rows of demo sites, and demo leads, are left out unless `includeDemo`. */
const realLead = sql`not ${leads.demo} and not exists (select 1 from ${sites} ds where ds.id = ${leads.siteId} and ds.demo)`;

export interface LedgerQuery {
  siteIds?: string[];
  /** One renter's share: its leads, and the rent of its own rental periods (the renter portal). */
  renterId?: string;
  includeDemo?: boolean;
  /** Whose calendar days (an IANA zone, lib/periods zoneOf); default UTC. */
  zone?: string;
}

/** Per site and day (of q.zone): value of accepted/billed form leads and calls, and leads received (any status). */
export async function leadDays(db: Db, teamId: string, q: LedgerQuery = {}): Promise<LeadDayRow[]> {
  const day = leadDay(q.zone ?? 'UTC');
  const rows = await db
    .select({
      siteId: leads.siteId,
      day,
      formValue: sql<string>`coalesce(sum(${leads.value}) filter (where ${EARNING} and ${leads.kind} = 'form'), 0)`,
      callValue: sql<string>`coalesce(sum(${leads.value}) filter (where ${EARNING} and ${leads.kind} = 'call'), 0)`,
      leads: count(),
    })
    .from(leads)
    .where(
      and(
        eq(leads.teamId, teamId),
        q.siteIds ? inArray(leads.siteId, q.siteIds) : undefined,
        q.renterId ? eq(leads.renterId, q.renterId) : undefined,
        q.includeDemo ? undefined : realLead,
      ),
    )
    .groupBy(leads.siteId, day);
  return rows.map((r) => ({
    siteId: r.siteId,
    day: r.day,
    formValue: Number(r.formValue),
    callValue: Number(r.callValue),
    leads: Number(r.leads),
  }));
}

/** Metered cost per day of the zone. */
export async function costDays(
  db: Db,
  teamId: string,
  zone = 'UTC',
): Promise<Array<{ day: string; cost: number }>> {
  const day = costDay(zone);
  const rows = await db
    .select({ day, cost: sql<string>`coalesce(sum(${providerCalls.costUsd}), 0)` })
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId))
    .groupBy(day);
  return rows.map((r) => ({ day: r.day, cost: Number(r.cost) }));
}

/** Whether the site belongs to the team. */
export async function teamSiteExists(db: Db, teamId: string, siteId: string) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .limit(1);
  return row !== undefined;
}

export function teamSites(db: Db, teamId: string) {
  return db
    .select({ id: sites.id, verticalSlug: sites.verticalSlug, status: sites.status })
    .from(sites)
    .where(eq(sites.teamId, teamId));
}

/** Pipeline counts of a team: saved markets, sites built, live, earning. */
export async function pipelineCounts(db: Db, teamId: string, includeDemo = false) {
  const built = sql`exists (select 1 from ${siteVersions} where ${siteVersions.siteId} = ${sites.id})`;
  const earning = sql`(exists (select 1 from ${leads} where ${leads.siteId} = ${sites.id} and ${leads.status} in ('accepted', 'billed'))
    or exists (select 1 from ${siteRentals} where ${siteRentals.siteId} = ${sites.id} and ${siteRentals.endedAt} is null))`;
  const [[saved], [counts]] = await Promise.all([
    db.select({ n: count() }).from(savedOpportunities).where(eq(savedOpportunities.teamId, teamId)),
    db
      .select({
        build: sql<string>`count(*) filter (where ${built})`,
        deploy: sql<string>`count(*) filter (where ${sites.status} = 'live')`,
        revenue: sql<string>`count(*) filter (where ${earning})`,
      })
      .from(sites)
      .where(
        and(
          eq(sites.teamId, teamId),
          ne(sites.status, 'archived'),
          includeDemo ? undefined : eq(sites.demo, false),
        ),
      ),
  ]);
  return {
    opportunities: Number(saved!.n),
    build: Number(counts!.build),
    deploy: Number(counts!.deploy),
    revenue: Number(counts!.revenue),
  };
}
