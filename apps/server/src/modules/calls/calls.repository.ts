import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CallRow,
  calls,
  renters,
  siteEvents,
  sites,
  type TrackingNumberRow,
  teamSiteDefaults,
  trackingNumbers,
} from '../../db/schema/index';

// Tracking numbers and calls (modules/calls). Owned reads filter by team_id; the webhooks find a
// number by its phone number or a call by its CallSid (they are not signed in, their signature is
// checked with the team's Auth Token once the team is known). Reads sites, renters, site_events
// and team_site_defaults (docs/architecture.md "Reads").

export type { CallRow, TrackingNumberRow };

/** What call tracking needs of a site: where it is, its phones, its renter's call terms. */
export interface CallSite {
  id: string;
  teamId: string;
  name: string;
  status: string;
  opportunityId: string | null;
  area: Record<string, unknown> | null;
  business: Record<string, unknown>;
  defaultPhone: string | null;
  renterPhone: string | null;
  /** The active renter's qualifying length; null without an active renter. */
  callMinSeconds: number | null;
}

const callSiteColumns = {
  id: sites.id,
  teamId: sites.teamId,
  name: sites.name,
  status: sites.status,
  opportunityId: sites.opportunityId,
  area: sites.area,
  business: sites.business,
  defaultPhone: teamSiteDefaults.defaultPhone,
  renterPhone: renters.phone,
  callMinSeconds: renters.callMinSeconds,
};

function callSiteQuery(db: Db) {
  return db
    .select(callSiteColumns)
    .from(sites)
    .leftJoin(teamSiteDefaults, eq(teamSiteDefaults.teamId, sites.teamId))
    .leftJoin(
      renters,
      and(eq(renters.id, sites.renterId), eq(renters.teamId, sites.teamId), eq(renters.active, true)),
    );
}

/** A site of the team (any status but archived), or null. */
export async function findSite(db: Db, teamId: string, siteId: string): Promise<CallSite | null> {
  const [row] = await callSiteQuery(db)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId), sql`${sites.status} <> 'archived'`))
    .limit(1);
  return row ?? null;
}

export type NumberWithSite = TrackingNumberRow & {
  siteName: string;
  opportunityId: string | null;
  area: Record<string, unknown> | null;
};

export async function teamNumbers(db: Db, teamId: string): Promise<NumberWithSite[]> {
  const rows = await db
    .select({
      n: trackingNumbers,
      siteName: sites.name,
      opportunityId: sites.opportunityId,
      area: sites.area,
    })
    .from(trackingNumbers)
    .innerJoin(sites, eq(sites.id, trackingNumbers.siteId))
    .where(eq(trackingNumbers.teamId, teamId))
    .orderBy(sites.name);
  return rows.map((r) => ({ ...r.n, siteName: r.siteName, opportunityId: r.opportunityId, area: r.area }));
}

export async function siteNumber(db: Db, teamId: string, siteId: string): Promise<TrackingNumberRow | null> {
  const [row] = await db
    .select()
    .from(trackingNumbers)
    .where(and(eq(trackingNumbers.teamId, teamId), eq(trackingNumbers.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** A tracking number by its E.164 form, any team (the voice webhook). */
export async function numberByPhone(db: Db, phoneNumber: string): Promise<TrackingNumberRow | null> {
  const [row] = await db
    .select()
    .from(trackingNumbers)
    .where(eq(trackingNumbers.phoneNumber, phoneNumber))
    .limit(1);
  return row ?? null;
}

/** The number held by any site, to refuse a second site the same number. */
export async function holderOf(db: Db, phoneNumber: string) {
  const [row] = await db
    .select({ teamId: trackingNumbers.teamId, siteId: trackingNumbers.siteId })
    .from(trackingNumbers)
    .where(eq(trackingNumbers.phoneNumber, phoneNumber))
    .limit(1);
  return row ?? null;
}

/** Stores the site's number; null when another site took the number or the site got one meanwhile. */
export async function insertNumber(
  db: Db,
  row: typeof trackingNumbers.$inferInsert,
): Promise<TrackingNumberRow | null> {
  const [stored] = await db.insert(trackingNumbers).values(row).onConflictDoNothing().returning();
  return stored ?? null;
}

export async function deleteNumber(
  db: Db,
  teamId: string,
  siteId: string,
): Promise<TrackingNumberRow | null> {
  const [row] = await db
    .delete(trackingNumbers)
    .where(and(eq(trackingNumbers.teamId, teamId), eq(trackingNumbers.siteId, siteId)))
    .returning();
  return row ?? null;
}

export async function setRecording(db: Db, teamId: string, siteId: string, recording: boolean) {
  const [row] = await db
    .update(trackingNumbers)
    .set({ recording })
    .where(and(eq(trackingNumbers.teamId, teamId), eq(trackingNumbers.siteId, siteId)))
    .returning();
  return row ?? null;
}

/** A site by id for the webhooks (the tracking number's team is already known). */
export async function siteOfNumber(db: Db, n: TrackingNumberRow): Promise<CallSite | null> {
  return findSite(db, n.teamId, n.siteId);
}

export async function callBySid(db: Db, callSid: string): Promise<CallRow | null> {
  const [row] = await db.select().from(calls).where(eq(calls.callSid, callSid)).limit(1);
  return row ?? null;
}

/** The call's row, made by its first webhook; a repeated webhook answers the stored row. */
export async function insertCall(db: Db, row: typeof calls.$inferInsert): Promise<CallRow> {
  const [stored] = await db.insert(calls).values(row).onConflictDoNothing().returning();
  return stored ?? (await callBySid(db, row.callSid))!;
}

export async function updateCall(
  db: Db,
  id: string,
  patch: Partial<Pick<CallRow, 'status' | 'durationSeconds' | 'recordingUrl'>>,
): Promise<CallRow | null> {
  const [row] = await db.update(calls).set(patch).where(eq(calls.id, id)).returning();
  return row ?? null;
}

/** Marks the call over; true only the first time (its cost is metered once). */
export async function markEnded(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(calls)
    .set({ endedAt: new Date() })
    .where(and(eq(calls.id, id), isNull(calls.endedAt)))
    .returning({ id: calls.id });
  return rows.length > 0;
}

export async function setLead(db: Db, id: string, leadId: string) {
  await db
    .update(calls)
    .set({ leadId })
    .where(and(eq(calls.id, id), isNull(calls.leadId)));
}

export async function siteCalls(db: Db, teamId: string, siteId: string, limit: number): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.teamId, teamId), eq(calls.siteId, siteId)))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(limit);
}

/** Taps on the site's call buttons since `since` (beacon call_click events). */
export async function callClicks(db: Db, teamId: string, siteId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteEvents)
    .where(
      and(
        eq(siteEvents.teamId, teamId),
        eq(siteEvents.siteId, siteId),
        eq(siteEvents.event, 'call_click'),
        gte(siteEvents.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}
