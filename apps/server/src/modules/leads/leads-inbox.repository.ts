import type { LeadStatus } from '@sdp/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadDeliveries, leads, renters, sites } from '../../db/schema/index';
import { addDays, dayStartIn, zoneOrUtc } from '../../lib/periods';

// The team's leads as the inbox reads them (docs/sites-api.md "Signed-in routes"): filters, search,
// pages, the CSV export's batches and bulk decisions. Every statement filters by team_id.

export interface InboxFilters {
  siteId?: string;
  status?: LeadStatus;
  kind?: 'form' | 'call';
  /** Calendar days of `zone`, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  q?: string;
  /** The reader's time zone (docs/time-zones.md); absent: UTC. Set by the service, not the query. */
  zone?: string;
}

/** A lead row with its site's and renter's names. */
export type InboxLeadRow = typeof leads.$inferSelect & { siteName: string; renterName: string | null };

/** `q` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
}

const PHONE_CHARS = '0123456789 ()+-.';

/** The digits of a search that looks like (part of) a phone number, else null. */
export function phoneDigits(q: string): string | null {
  if (![...q].every((c) => PHONE_CHARS.includes(c))) return null;
  const digits = [...q].filter((c) => c >= '0' && c <= '9').join('');
  return digits.length >= 3 ? digits : null;
}

/** The WHERE of the team's leads under these filters (bound parameters only). */
export function inboxWhere(teamId: string, f: InboxFilters): SQL {
  const conds: SQL[] = [eq(leads.teamId, teamId)];
  if (f.siteId) conds.push(eq(leads.siteId, f.siteId));
  if (f.status) conds.push(eq(leads.status, f.status));
  if (f.kind) conds.push(eq(leads.kind, f.kind));
  const zone = zoneOrUtc(f.zone);
  if (f.from) conds.push(gte(leads.createdAt, dayStartIn(f.from, zone)));
  if (f.to) conds.push(lt(leads.createdAt, dayStartIn(addDays(f.to, 1), zone)));
  const q = f.q?.trim();
  if (q) {
    const like = containsPattern(q);
    const digits = phoneDigits(q);
    const search = [
      ilike(leads.name, like),
      ilike(leads.email, like),
      ilike(leads.phone, like),
      ilike(leads.message, like),
      ilike(leads.zip, like),
    ];
    if (digits)
      search.push(sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    conds.push(or(...search)!);
  }
  return and(...conds)!;
}

const columns = { lead: leads, siteName: sites.name, renterName: renters.name };
const flatten = (r: { lead: typeof leads.$inferSelect; siteName: string; renterName: string | null }) => ({
  ...r.lead,
  siteName: r.siteName,
  renterName: r.renterName,
});

function selectLeads(db: Db) {
  return db
    .select(columns)
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(renters, and(eq(renters.id, leads.renterId), eq(renters.teamId, leads.teamId)));
}

/** A page of the team's leads under the filters, newest first, with the total. */
export async function listInbox(
  db: Db,
  teamId: string,
  f: InboxFilters & { limit: number; offset: number },
): Promise<{ rows: InboxLeadRow[]; total: number }> {
  const where = inboxWhere(teamId, f);
  const [rows, [counted]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(counted?.total ?? 0) };
}

/** One of the team's leads. */
export async function getInboxLead(db: Db, teamId: string, id: string): Promise<InboxLeadRow | null> {
  const [row] = await selectLeads(db)
    .where(and(eq(leads.teamId, teamId), eq(leads.id, id)))
    .limit(1);
  return row ? flatten(row) : null;
}

/**
 * The next batch of the export after `after` (newest first): keyset paging on (created_at, id),
 * so a long export reads each row once whatever arrives meanwhile.
 */
export async function inboxBatch(
  db: Db,
  teamId: string,
  f: InboxFilters,
  size: number,
  after: { createdAt: Date; id: string } | null,
): Promise<InboxLeadRow[]> {
  const where = after
    ? and(inboxWhere(teamId, f), sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}, ${after.id})`)
    : inboxWhere(teamId, f);
  const rows = await selectLeads(db).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(size);
  return rows.map(flatten);
}

/** Deliveries of these leads, oldest first per lead. */
export async function deliveriesOf(db: Db, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, leadIds))
    .orderBy(leadDeliveries.createdAt, leadDeliveries.channel);
}
export type DeliveryRow = Awaited<ReturnType<typeof deliveriesOf>>[number];

/** Sets the status of those of `ids` that are the team's; answers the leads changed. */
export async function setStatuses(db: Db, teamId: string, ids: string[], status: 'accepted' | 'rejected') {
  if (ids.length === 0) return [];
  return db
    .update(leads)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(leads.teamId, teamId), inArray(leads.id, ids)))
    .returning({ id: leads.id, siteId: leads.siteId, status: leads.status, value: leads.value });
}
