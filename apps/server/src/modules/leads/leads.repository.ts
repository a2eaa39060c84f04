import type { LeadKind } from '@sdp/shared';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appSettings,
  type LeadDeliveryRow,
  type LeadRow,
  leadDeliveries,
  leads,
  renters,
  siteEvents,
  sites,
  siteVersions,
} from '../../db/schema/index';

// Lead rows, their deliveries and the site facts the public endpoints need. Every owned read
// filters by team_id; the public endpoints read a site by id only (they are not signed in).

export type { LeadDeliveryRow, LeadRow };

/** A site as the public endpoints see it, with its renter's price (null without a renter). */
export interface IntakeSite {
  id: string;
  teamId: string;
  userId: string;
  name: string;
  slug: string;
  customDomain: string | null;
  status: string;
  renterId: string | null;
  verticalSlug: string;
  demo: boolean;
  /** When the live version was built: a form stamped from it is never "too old". */
  liveBuiltAt: Date | null;
  pricePerLead: number | null;
  renterActive: boolean | null;
}

export async function findIntakeSite(db: Db, siteId: string): Promise<IntakeSite | null> {
  const [row] = await db
    .select({
      id: sites.id,
      teamId: sites.teamId,
      userId: sites.userId,
      name: sites.name,
      slug: sites.slug,
      // Only a verified custom domain is the site's address (redirects, CORS): docs/sites-api.md.
      customDomain: sql<
        string | null
      >`case when ${sites.domainStatus} = 'verified' then ${sites.customDomain} end`,
      status: sites.status,
      renterId: sites.renterId,
      verticalSlug: sites.verticalSlug,
      demo: sites.demo,
      liveBuiltAt: siteVersions.createdAt,
      pricePerLead: renters.pricePerLead,
      renterActive: renters.active,
    })
    .from(sites)
    .leftJoin(siteVersions, eq(siteVersions.id, sites.liveVersionId))
    .leftJoin(renters, and(eq(renters.id, sites.renterId), eq(renters.teamId, sites.teamId)))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}

/** Whether a live site is served on this verified custom domain (CORS of the public endpoints). */
export async function liveDomainExists(db: Db, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.customDomain, domain), eq(sites.domainStatus, 'verified'), eq(sites.status, 'live')))
    .limit(1);
  return !!row;
}

export type NewLead = typeof leads.$inferInsert;
export type NewSiteEvent = typeof siteEvents.$inferInsert;

export interface LeadInput {
  siteId: string;
  page: string;
  name: string;
  phone: string | null;
  email: string | null;
  zip: string | null;
  message: string | null;
  utm: Record<string, string> | null;
  submissionKey: string;
  visitorHash: string;
  /** 'call': a qualified tracked call, valued at the renter's pricePerCall (default 'form'). */
  kind?: LeadKind;
}

export interface StoredLead {
  id: string;
  createdAt: Date;
  /** false: a resubmitted form (same submission key); the first lead is answered. */
  created: boolean;
  /** The renter priced in (active renter of the site when the lead arrived), else null. */
  renterId: string | null;
  /** Delivery rows were written with the lead (a webhook, or a confirmed e-mail address). */
  deliverable: boolean;
}

/**
 * Writes the lead (priced with the site's active renter as it is at this moment), its 'lead' site
 * event and its delivery rows (one per channel of that renter: the webhook when it has a URL, e-mail
 * when its address is confirmed) in one statement, only while the site is live. The delivery rows
 * are due after `leaseMs`: the first attempt is made right after the answer (Delivery.enqueue),
 * and if this process dies before it, a poller retries them when the lease runs out; a lead is
 * never stored without its deliveries (docs/sites-api.md). null: the site is not live (any more).
 */
export async function insertLead(db: Db, input: LeadInput, leaseMs: number): Promise<StoredLead | null> {
  const utm = input.utm ? JSON.stringify(input.utm) : null;
  const kind: LeadKind = input.kind ?? 'form';
  const result = (await db.execute(sql`
    with s as (
      select s.id, s.team_id, s.demo, r.id as renter_id, r.price_per_lead, r.price_per_call,
             (r.email is not null and r.email_confirmed_at is not null) as by_email,
             (r.webhook_url is not null) as by_webhook
      from ${sites} s
      left join ${renters} r on r.id = s.renter_id and r.team_id = s.team_id and r.active
      where s.id = ${input.siteId} and s.status = 'live'
    ), l as (
      insert into ${leads} (team_id, site_id, renter_id, kind, page, name, phone, email, zip, message, utm, status, value, submission_key, demo)
      select s.team_id, s.id, s.renter_id, ${kind}, ${input.page}, ${input.name}, ${input.phone}, ${input.email}, ${input.zip},
             ${input.message}, ${utm}::jsonb, 'new',
             coalesce(case when ${kind} = 'call' then s.price_per_call else s.price_per_lead end, 0),
             ${input.submissionKey}, s.demo
      from s
      on conflict do nothing
      returning id, created_at, renter_id
    ), e as (
      insert into ${siteEvents} (team_id, site_id, event, path, visitor_hash, demo)
      select s.team_id, s.id, 'lead', ${input.page}, ${input.visitorHash}, s.demo from s, l
    ), d as (
      insert into ${leadDeliveries} (team_id, lead_id, renter_id, channel, attempts, next_attempt_at)
      select s.team_id, l.id, l.renter_id, c.channel, 0, now() + ${leaseMs} * interval '1 millisecond'
      from l, s cross join (values ('email'), ('webhook')) as c(channel)
      where l.renter_id is not null
        and ((c.channel = 'email' and s.by_email) or (c.channel = 'webhook' and s.by_webhook))
      returning id
    )
    select l.id, l.created_at, l.renter_id, (select count(*) from d) > 0 as deliverable, true as created
    from l, s
    union all
    select x.id, x.created_at, x.renter_id, false, false
    from ${leads} x, s
    where not exists (select 1 from l) and x.site_id = s.id and x.submission_key = ${input.submissionKey}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at as string),
    created: row.created === true,
    renterId: (row.renter_id as string | null) ?? null,
    deliverable: row.deliverable === true,
  };
}

export async function insertEvents(db: Db, rows: NewSiteEvent[]) {
  if (rows.length > 0) await db.insert(siteEvents).values(rows);
}

export async function setLeadStatus(
  db: Db,
  teamId: string,
  id: string,
  status: 'accepted' | 'rejected' | 'billed',
) {
  const [row] = await db
    .update(leads)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(leads.teamId, teamId), eq(leads.id, id)))
    .returning({ id: leads.id, siteId: leads.siteId, status: leads.status, value: leads.value });
  return row ?? null;
}

/** Lead counts per site (all statuses), for the sites list. */
export async function leadCounts(db: Db, teamId: string, siteIds: string[]) {
  if (siteIds.length === 0) return [];
  return db
    .select({ siteId: leads.siteId, n: count() })
    .from(leads)
    .where(and(eq(leads.teamId, teamId), inArray(leads.siteId, siteIds)))
    .groupBy(leads.siteId);
}

/** Verified custom domains of live sites (warms the CORS cache). */
export async function liveDomains(db: Db): Promise<string[]> {
  const rows = await db
    .select({ d: sites.customDomain })
    .from(sites)
    .where(and(eq(sites.status, 'live'), isNotNull(sites.customDomain), eq(sites.domainStatus, 'verified')));
  return rows.map((r) => r.d as string);
}

export const nowSql = sql`now()`;

// --- delivery (delivery.ts) ---

/**
 * Claims up to `limit` due pending or retrying deliveries (FOR UPDATE SKIP LOCKED, so several processes never
 * take the same row): one more attempt each, and not due again before `leaseMs` from now.
 */
export async function claimDueDeliveries(db: Db, leaseMs: number, limit: number): Promise<LeadDeliveryRow[]> {
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        inArray(leadDeliveries.status, ['pending', 'retrying']),
        lte(leadDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({
      attempts: sql`${leadDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(Date.now() + leaseMs),
    })
    .where(inArray(leadDeliveries.id, due))
    .returning();
}

/** The rows insertLead wrote with these leads, not attempted yet, claimed for their first attempt. */
export async function claimFirstAttempts(
  db: Db,
  leadIds: string[],
  leaseMs: number,
): Promise<LeadDeliveryRow[]> {
  return db
    .update(leadDeliveries)
    .set({ attempts: sql`${leadDeliveries.attempts} + 1`, nextAttemptAt: new Date(Date.now() + leaseMs) })
    .where(
      and(
        inArray(leadDeliveries.leadId, leadIds),
        eq(leadDeliveries.status, 'pending'),
        eq(leadDeliveries.attempts, 0),
      ),
    )
    .returning();
}

/** Each lead with its renter and site (what a delivery sends), by lead id. */
export async function deliveryContexts(db: Db, leadIds: string[]) {
  const rows = await db
    .select({ lead: leads, renter: renters, site: sites })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .innerJoin(renters, eq(renters.id, leads.renterId))
    .where(inArray(leads.id, [...new Set(leadIds)]));
  return new Map(rows.map((r) => [r.lead.id, r]));
}
export type DeliveryContext =
  Awaited<ReturnType<typeof deliveryContexts>> extends Map<string, infer C> ? C : never;

/** Deliveries that went out: `sent`, or `queued` in the mail outbox (no mail server). */
export async function markDeliveriesDone(
  db: Db,
  ids: string[],
  status: 'sent' | 'queued',
  responseStatus: number | null,
  deliveredAt: Date,
) {
  await db
    .update(leadDeliveries)
    .set({ status, deliveredAt, responseStatus, lastError: null, nextAttemptAt: null })
    .where(inArray(leadDeliveries.id, ids));
}

export async function recordDeliveryOutcome(db: Db, id: string, outcome: Partial<LeadDeliveryRow>) {
  await db.update(leadDeliveries).set(outcome).where(eq(leadDeliveries.id, id));
}

/**
 * Leads whose deliveries all went out (sent, or queued in the outbox) with at least one sent: new ->
 * accepted when the renter auto-accepts, else delivered. A lead whose mail only sits in the outbox
 * reached nobody and stays new; demo leads (their renters' `.invalid` addresses are never sent to)
 * settle on queued too. One statement for the whole batch; answers the leads it changed.
 */
export async function settleDeliveredLeads(db: Db, leadIds: string[]) {
  return db
    .update(leads)
    .set({
      status: sql`case when ${renters.autoAccept} then 'accepted' else 'delivered' end`,
      updatedAt: new Date(),
    })
    .from(renters)
    .where(
      and(
        inArray(leads.id, leadIds),
        eq(renters.id, leads.renterId),
        eq(leads.status, 'new'),
        sql`not exists (select 1 from ${leadDeliveries} d where d.lead_id = ${leads.id} and d.status not in ('sent', 'queued'))`,
        sql`(${leads.demo} or exists (select 1 from ${leadDeliveries} d where d.lead_id = ${leads.id} and d.status = 'sent'))`,
      ),
    )
    .returning({
      id: leads.id,
      teamId: leads.teamId,
      siteId: leads.siteId,
      value: leads.value,
      status: leads.status,
    });
}

// --- the beacon's daily salt (beacon.ts) ---

/**
 * The salt stored under `key` (`candidate` is stored first unless a salt is there already: the first
 * writer wins), after which salts under `prefix` older than `oldestKept` are deleted.
 */
export async function dailySaltValue(
  db: Db,
  salt: { key: string; candidate: string; prefix: string; oldestKept: string },
): Promise<string> {
  await db.insert(appSettings).values({ key: salt.key, value: salt.candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = ${salt.key}`);
  await db.execute(
    sql`delete from app_settings where key like ${`${salt.prefix}%`} and key < ${salt.oldestKept}`,
  );
  return row!.value;
}
