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

// The rows revenue is computed from, grouped per UTC day in the database so the amount read does
// not grow with the number of leads.

const leadDay = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const costDay = sql<string>`to_char(${providerCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const EARNING = sql`${leads.status} in ('accepted', 'billed')`;

export interface LeadDay {
  siteId: string;
  day: string;
  /** Value of accepted and billed leads that arrived that day. */
  value: number;
  /** Leads that arrived that day, any status. */
  leads: number;
}

export async function leadDays(db: Db, teamId: string, siteIds?: string[]): Promise<LeadDay[]> {
  const rows = await db
    .select({
      siteId: leads.siteId,
      day: leadDay,
      value: sql<string>`coalesce(sum(${leads.value}) filter (where ${EARNING}), 0)`,
      leads: count(),
    })
    .from(leads)
    .where(and(eq(leads.teamId, teamId), siteIds ? inArray(leads.siteId, siteIds) : undefined))
    .groupBy(leads.siteId, leadDay);
  return rows.map((r) => ({ siteId: r.siteId, day: r.day, value: Number(r.value), leads: Number(r.leads) }));
}

export async function costDays(db: Db, teamId: string): Promise<Array<{ day: string; cost: number }>> {
  const rows = await db
    .select({ day: costDay, cost: sql<string>`coalesce(sum(${providerCalls.costUsd}), 0)` })
    .from(providerCalls)
    .where(eq(providerCalls.teamId, teamId))
    .groupBy(costDay);
  return rows.map((r) => ({ day: r.day, cost: Number(r.cost) }));
}

export function rentals(db: Db, teamId: string, siteIds?: string[]) {
  return db
    .select({
      siteId: siteRentals.siteId,
      monthlyRent: siteRentals.monthlyRent,
      startedAt: siteRentals.startedAt,
      endedAt: siteRentals.endedAt,
    })
    .from(siteRentals)
    .where(and(eq(siteRentals.teamId, teamId), siteIds ? inArray(siteRentals.siteId, siteIds) : undefined));
}

export function teamSites(db: Db, teamId: string) {
  return db
    .select({ id: sites.id, verticalSlug: sites.verticalSlug, status: sites.status })
    .from(sites)
    .where(eq(sites.teamId, teamId));
}

/** Pipeline counts of a team: saved markets, sites built, live, earning. */
export async function pipelineCounts(db: Db, teamId: string) {
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
      .where(and(eq(sites.teamId, teamId), ne(sites.status, 'archived'))),
  ]);
  return {
    opportunities: Number(saved!.n),
    build: Number(counts!.build),
    deploy: Number(counts!.deploy),
    revenue: Number(counts!.revenue),
  };
}
