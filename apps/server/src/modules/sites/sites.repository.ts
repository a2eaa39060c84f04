import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leads, renters, type SiteRow, siteRentals, sites, siteVersions } from '../../db/schema/index';

export type { SiteRow };

// Drizzle queries of the sites module. Owner queries take the team they are scoped to; the host
// lookups (by slug, by custom domain, by version id) are public by design: a hosted site is public.

/** Every version column but the bundle, the signature and the page contents (all large). */
const versionMeta = {
  id: siteVersions.id,
  siteId: siteVersions.siteId,
  teamId: siteVersions.teamId,
  number: siteVersions.number,
  template: siteVersions.template,
  seed: siteVersions.seed,
  pages: siteVersions.pages,
  similarity: siteVersions.similarity,
  pageCount: siteVersions.pageCount,
  bytes: siteVersions.bytes,
  buildMs: siteVersions.buildMs,
  writer: siteVersions.writer,
  usage: siteVersions.usage,
  health: siteVersions.health,
  createdAt: siteVersions.createdAt,
  deployedAt: siteVersions.deployedAt,
};
/** Version metadata without pages either (lists). */
const { pages: _pages, ...versionListMeta } = versionMeta;

export type VersionMeta = Omit<typeof siteVersions.$inferSelect, 'bundle' | 'signature' | 'pageContents'>;
export type VersionListMeta = Omit<VersionMeta, 'pages'>;
export type NewSite = typeof sites.$inferInsert;
export type NewVersion = typeof siteVersions.$inferInsert;

// --- sites ---

export async function insertSiteWithVersion(db: Db, site: NewSite, version: NewVersion) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sites).values(site).returning();
    await tx.insert(siteVersions).values(version);
    return row;
  });
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)).limit(1);
  return !!row;
}

export async function getSite(db: Db, teamId: string, siteId: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .limit(1);
  return row;
}

export interface SiteFilter {
  kind?: 'goldmine' | 'dominator';
  status?: SiteRow['status'];
  limit: number;
  offset: number;
}

/** A team's sites, newest first; archived ones only when asked for by status. */
export async function listSites(db: Db, teamId: string, f: SiteFilter): Promise<SiteRow[]> {
  return db
    .select()
    .from(sites)
    .where(
      and(
        eq(sites.teamId, teamId),
        f.kind ? eq(sites.kind, f.kind) : undefined,
        f.status ? eq(sites.status, f.status) : ne(sites.status, 'archived'),
      ),
    )
    .orderBy(desc(sites.createdAt), desc(sites.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function findSiteForOpportunity(db: Db, teamId: string, opportunityId: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(
      and(eq(sites.teamId, teamId), eq(sites.opportunityId, opportunityId), ne(sites.status, 'archived')),
    )
    .orderBy(desc(sites.createdAt))
    .limit(1);
  return row;
}

export async function updateSite(
  db: Db,
  teamId: string,
  siteId: string,
  patch: Partial<Omit<NewSite, 'id' | 'teamId' | 'userId'>>,
): Promise<SiteRow | undefined> {
  const [row] = await db
    .update(sites)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .returning();
  return row;
}

/** The site (any team) holding a custom domain, and whether it proved ownership. */
export async function domainHolder(db: Db, domain: string) {
  const [row] = await db
    .select({ id: sites.id, domainStatus: sites.domainStatus })
    .from(sites)
    .where(eq(sites.customDomain, domain))
    .limit(1);
  return row;
}

/** Every custom-domain column cleared (no domain, no claim). */
export const NO_DOMAIN = {
  customDomain: null,
  domainStatus: null,
  domainToken: null,
  domainCheckedAt: null,
  domainVerifiedAt: null,
  domainError: null,
} as const;

/**
 * Updates a site whose patch claims `domain`: in one transaction, an unverified claim of another
 * site on it is dropped first (its rows are answered so the caller can forget and push them), so
 * only a verified domain stays taken. A verified holder makes the update fail with 23505.
 */
export async function updateSiteClaimingDomain(
  db: Db,
  teamId: string,
  siteId: string,
  domain: string,
  patch: Partial<Omit<NewSite, 'id' | 'teamId' | 'userId'>>,
): Promise<{ row: SiteRow | undefined; released: SiteRow[] }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const released = await tx
      .update(sites)
      .set({ ...NO_DOMAIN, updatedAt: now })
      .where(
        and(
          eq(sites.customDomain, domain),
          ne(sites.id, siteId),
          or(isNull(sites.domainStatus), ne(sites.domainStatus, 'verified')),
        ),
      )
      .returning();
    const [row] = await tx
      .update(sites)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
      .returning();
    return { row, released };
  });
}

/**
 * Stores the result of an ownership check, only if the site still claims the same domain with the
 * same token (a PATCH in between wins). Undefined when it no longer does.
 */
export async function recordDomainCheck(
  db: Db,
  teamId: string,
  siteId: string,
  claim: { domain: string; token: string },
  result: { ok: true } | { ok: false; error: string },
): Promise<SiteRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(sites)
    .set(
      result.ok
        ? { domainStatus: 'verified', domainCheckedAt: now, domainVerifiedAt: now, domainError: null }
        : { domainStatus: 'failed', domainCheckedAt: now, domainError: result.error },
    )
    .where(
      and(
        eq(sites.teamId, teamId),
        eq(sites.id, siteId),
        eq(sites.customDomain, claim.domain),
        eq(sites.domainToken, claim.token),
      ),
    )
    .returning();
  return row;
}

// --- versions ---

export async function latestVersions(db: Db, teamId: string, siteIds: string[]): Promise<VersionListMeta[]> {
  if (!siteIds.length) return [];
  return db
    .selectDistinctOn([siteVersions.siteId], versionListMeta)
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), inArray(siteVersions.siteId, siteIds)))
    .orderBy(siteVersions.siteId, desc(siteVersions.number));
}

export async function versionsByIds(db: Db, teamId: string, ids: string[]): Promise<VersionListMeta[]> {
  if (!ids.length) return [];
  return db
    .select(versionListMeta)
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), inArray(siteVersions.id, ids)));
}

export async function listVersions(db: Db, teamId: string, siteId: string): Promise<VersionListMeta[]> {
  return db
    .select(versionListMeta)
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId)))
    .orderBy(desc(siteVersions.number));
}

export async function getVersion(
  db: Db,
  teamId: string,
  siteId: string,
  versionId: string,
): Promise<VersionMeta | undefined> {
  const [row] = await db
    .select(versionMeta)
    .from(siteVersions)
    .where(
      and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId), eq(siteVersions.id, versionId)),
    )
    .limit(1);
  return row;
}

export async function latestVersion(
  db: Db,
  teamId: string,
  siteId: string,
): Promise<VersionMeta | undefined> {
  const [row] = await db
    .select(versionMeta)
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId)))
    .orderBy(desc(siteVersions.number))
    .limit(1);
  return row;
}

export async function nextVersionNumber(db: Db, teamId: string, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${siteVersions.number}), 0)::int` })
    .from(siteVersions)
    .where(and(eq(siteVersions.teamId, teamId), eq(siteVersions.siteId, siteId)));
  return Number(row?.n ?? 0) + 1;
}

export async function insertVersion(db: Db, version: NewVersion): Promise<VersionListMeta> {
  const [row] = await db.insert(siteVersions).values(version).returning(versionListMeta);
  return row;
}

/**
 * The stored bundle of a version and its home page's canonical URL (host and export; the caller
 * checked ownership, liveness or a preview token).
 */
export async function versionBundle(db: Db, versionId: string) {
  const [row] = await db
    .select({
      bundle: siteVersions.bundle,
      homeUrl: sql<string | null>`${siteVersions.pages}->0->>'canonical'`,
    })
    .from(siteVersions)
    .where(eq(siteVersions.id, versionId))
    .limit(1);
  return row;
}

/** Version id -> site and team, for preview links (the token already proves access). */
export async function versionOwner(db: Db, versionId: string) {
  const [row] = await db
    .select({ siteId: siteVersions.siteId, teamId: siteVersions.teamId, pages: siteVersions.pages })
    .from(siteVersions)
    .where(eq(siteVersions.id, versionId))
    .limit(1);
  return row;
}

export async function setHealth(db: Db, versionId: string, health: Record<string, unknown>) {
  await db.update(siteVersions).set({ health }).where(eq(siteVersions.id, versionId));
}

export async function markVersionDeployed(db: Db, versionId: string, at: Date) {
  await db.update(siteVersions).set({ deployedAt: at }).where(eq(siteVersions.id, versionId));
}

/** Signatures of the latest version of the team's most recently changed other sites. */
export async function otherSignatures(db: Db, teamId: string, exceptSiteId: string, limit: number) {
  const recent = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), ne(sites.id, exceptSiteId), ne(sites.status, 'archived')))
    .orderBy(desc(sites.updatedAt))
    .limit(limit);
  if (!recent.length) return [];
  return db
    .selectDistinctOn([siteVersions.siteId], {
      siteId: siteVersions.siteId,
      signature: siteVersions.signature,
    })
    .from(siteVersions)
    .where(
      and(
        eq(siteVersions.teamId, teamId),
        inArray(
          siteVersions.siteId,
          recent.map((r) => r.id),
        ),
      ),
    )
    .orderBy(siteVersions.siteId, desc(siteVersions.number));
}

// --- host lookups (public) ---

export async function siteBySlug(db: Db, slug: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug)).limit(1);
  return row;
}

/** The site served on a custom domain: only once its ownership is verified. */
export async function siteByDomain(db: Db, domain: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.customDomain, domain), eq(sites.domainStatus, 'verified')))
    .limit(1);
  return row;
}

export async function siteById(db: Db, siteId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return row;
}

// --- renters and rentals ---

export async function renterOfTeam(db: Db, teamId: string, renterId: string) {
  const [row] = await db
    .select({ id: renters.id, monthlyRent: renters.monthlyRent })
    .from(renters)
    .where(and(eq(renters.teamId, teamId), eq(renters.id, renterId)))
    .limit(1);
  return row;
}

/** Ends the site's open rental and, for a renter paying rent, starts a new one. */
export async function switchRental(
  db: Db,
  teamId: string,
  siteId: string,
  renter: { id: string; monthlyRent: number } | null,
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(siteRentals)
      .set({ endedAt: now })
      .where(
        and(eq(siteRentals.teamId, teamId), eq(siteRentals.siteId, siteId), isNull(siteRentals.endedAt)),
      );
    if (renter && renter.monthlyRent > 0) {
      await tx
        .insert(siteRentals)
        .values({ teamId, siteId, renterId: renter.id, monthlyRent: renter.monthlyRent, startedAt: now });
    }
  });
}

// --- leads (count until the leads module answers revenue per site) ---

export async function leadCounts(db: Db, teamId: string, siteIds: string[]): Promise<Map<string, number>> {
  if (!siteIds.length) return new Map();
  const rows = await db
    .select({ siteId: leads.siteId, n: count() })
    .from(leads)
    .where(and(eq(leads.teamId, teamId), inArray(leads.siteId, siteIds)))
    .groupBy(leads.siteId);
  return new Map(rows.map((r) => [r.siteId, Number(r.n)]));
}
