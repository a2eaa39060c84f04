import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leadDeliveries,
  leads,
  renterPortalLinks,
  renters,
  sites,
  teams,
  users,
} from '../../db/schema/index';

// The renter portal's SQL (docs/renter-portal.md): its own table renter_portal_links, and reads of
// renters, sites, leads, lead_deliveries and teams (docs/architecture.md "Reads"). Operator calls
// filter by the actor's team; the public reads start from a link's token hash and then filter by the
// link's team and renter, so a link never reaches another renter's rows.

/** The renter of the team (id and name), or undefined. */
export async function teamRenter(db: Db, teamId: string, renterId: string) {
  const [row] = await db
    .select({ id: renters.id, name: renters.name })
    .from(renters)
    .where(and(eq(renters.teamId, teamId), eq(renters.id, renterId)));
  return row;
}

const linkColumns = {
  id: renterPortalLinks.id,
  createdAt: renterPortalLinks.createdAt,
  lastViewedAt: renterPortalLinks.lastViewedAt,
  revokedAt: renterPortalLinks.revokedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
export type LinkRow = {
  id: string;
  createdAt: Date;
  lastViewedAt: Date | null;
  revokedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export async function insertLink(
  db: Db,
  v: { teamId: string; renterId: string; createdBy: string; tokenHash: string },
) {
  const [row] = await db.insert(renterPortalLinks).values(v).returning({ id: renterPortalLinks.id });
  return row!.id;
}

/** The renter's links, newest first (at most `limit`), with their makers' names. */
export function listLinks(db: Db, teamId: string, renterId: string, limit = 50): Promise<LinkRow[]> {
  return db
    .select(linkColumns)
    .from(renterPortalLinks)
    .leftJoin(users, eq(users.id, renterPortalLinks.createdBy))
    .where(and(eq(renterPortalLinks.teamId, teamId), eq(renterPortalLinks.renterId, renterId)))
    .orderBy(desc(renterPortalLinks.createdAt), desc(renterPortalLinks.id))
    .limit(limit);
}

export async function getLink(db: Db, teamId: string, renterId: string, id: string) {
  const [row] = await db
    .select(linkColumns)
    .from(renterPortalLinks)
    .leftJoin(users, eq(users.id, renterPortalLinks.createdBy))
    .where(
      and(
        eq(renterPortalLinks.teamId, teamId),
        eq(renterPortalLinks.renterId, renterId),
        eq(renterPortalLinks.id, id),
      ),
    );
  return row;
}

/** Revokes the link (once: a revoked link keeps its first date); false when it is not the renter's. */
export async function revokeLink(db: Db, teamId: string, renterId: string, id: string) {
  await db
    .update(renterPortalLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(renterPortalLinks.teamId, teamId),
        eq(renterPortalLinks.renterId, renterId),
        eq(renterPortalLinks.id, id),
        isNull(renterPortalLinks.revokedAt),
      ),
    );
}

/** The live link of this token hash with its renter's and team's names, or undefined. */
export async function liveLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: renterPortalLinks.id,
      teamId: renterPortalLinks.teamId,
      renterId: renterPortalLinks.renterId,
      renterName: renters.name,
      teamName: teams.name,
    })
    .from(renterPortalLinks)
    .innerJoin(
      renters,
      and(eq(renters.id, renterPortalLinks.renterId), eq(renters.teamId, renterPortalLinks.teamId)),
    )
    .innerJoin(teams, eq(teams.id, renterPortalLinks.teamId))
    .where(and(eq(renterPortalLinks.tokenHash, tokenHash), isNull(renterPortalLinks.revokedAt)));
  return row;
}

/** Notes a view, at most once per `minutes` per link (so a refreshing page does not write each time). */
export async function touchLink(db: Db, id: string, minutes: number) {
  await db
    .update(renterPortalLinks)
    .set({ lastViewedAt: sql`now()` })
    .where(
      and(
        eq(renterPortalLinks.id, id),
        sql`(${renterPortalLinks.lastViewedAt} is null or ${renterPortalLinks.lastViewedAt} < now() - make_interval(mins => ${minutes}))`,
      ),
    );
}

/** The sites the renter rents now (not archived), oldest first. */
export function renterSites(db: Db, teamId: string, renterId: string) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      verticalSlug: sites.verticalSlug,
      status: sites.status,
      liveVersionId: sites.liveVersionId,
      customDomain: sites.customDomain,
      domainStatus: sites.domainStatus,
    })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.renterId, renterId), ne(sites.status, 'archived')))
    .orderBy(sites.createdAt, sites.id);
}

const renterLeads = (teamId: string, renterId: string) =>
  and(eq(leads.teamId, teamId), eq(leads.renterId, renterId));

/** The renter's leads, newest first (at most `limit`), with the site's name and vertical. */
export function leadsOf(db: Db, teamId: string, renterId: string, limit: number) {
  return db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      name: leads.name,
      phone: leads.phone,
      status: leads.status,
      siteName: sites.name,
      verticalSlug: sites.verticalSlug,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(renterLeads(teamId, renterId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

export async function countLeads(db: Db, teamId: string, renterId: string) {
  const [row] = await db.select({ n: count() }).from(leads).where(renterLeads(teamId, renterId));
  return Number(row?.n ?? 0);
}

/** Delivery statuses of these leads to this renter (one row per channel). */
export function deliveriesOf(db: Db, teamId: string, renterId: string, leadIds: string[]) {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db
    .select({ leadId: leadDeliveries.leadId, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.teamId, teamId),
        eq(leadDeliveries.renterId, renterId),
        inArray(leadDeliveries.leadId, leadIds),
      ),
    );
}
