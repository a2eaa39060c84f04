import type { BusinessPhoto } from '@sdp/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SiteRow, sitePhotos, sites, teamSiteDefaults, trackingNumbers } from '../../db/schema/index';

// Drizzle queries of a site's photos and the team's site defaults (docs/product/rules.md#business-facts).
// Every query is scoped to the team (and the site) it is given.

export interface NewPhotoFiles {
  width: number;
  height: number;
  large: Buffer;
  smallWidth: number;
  smallHeight: number;
  small: Buffer;
}

/** Why a photo write did not happen: no such site of the team, or the site is full. */
export type PhotoWriteRefusal = 'no_site' | 'full' | 'no_photo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const photosOf = (business: Record<string, unknown>): BusinessPhoto[] =>
  Array.isArray(business.photos) ? (business.photos as BusinessPhoto[]) : [];

/** Locks the team's site row for the rest of the transaction (photo writes of one site run one at a time). */
async function lockSite(tx: Pick<Db, 'select'>, teamId: string, siteId: string) {
  const [row] = await tx
    .select({ business: sites.business })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Stores a photo and appends it to the site's business.photos in one transaction, unless the site
 * already has `max` photos.
 */
export async function insertPhoto(
  db: Db,
  teamId: string,
  siteId: string,
  files: NewPhotoFiles,
  alt: string,
  max: number,
): Promise<{ site: SiteRow; photo: BusinessPhoto } | PhotoWriteRefusal> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, teamId, siteId);
    if (!site) return 'no_site' as const;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(sitePhotos)
      .where(and(eq(sitePhotos.teamId, teamId), eq(sitePhotos.siteId, siteId)));
    if (n >= max) return 'full' as const;
    const [stored] = await tx
      .insert(sitePhotos)
      .values({ teamId, siteId, ...files })
      .returning({ id: sitePhotos.id });
    const photo: BusinessPhoto = { id: stored.id, alt, width: files.width, height: files.height };
    const business = { ...site.business, photos: [...photosOf(site.business), photo] };
    const [row] = await tx
      .update(sites)
      .set({ business, updatedAt: sql`now()` })
      .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
      .returning();
    return { site: row, photo };
  });
}

/** Deletes a photo and takes it off the site's business.photos in one transaction. */
export async function deletePhoto(
  db: Db,
  teamId: string,
  siteId: string,
  photoId: string,
): Promise<SiteRow | PhotoWriteRefusal> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, teamId, siteId);
    if (!site) return 'no_site' as const;
    const gone = await tx
      .delete(sitePhotos)
      .where(and(eq(sitePhotos.teamId, teamId), eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId)))
      .returning({ id: sitePhotos.id });
    if (!gone.length) return 'no_photo' as const;
    const business = { ...site.business, photos: photosOf(site.business).filter((p) => p.id !== photoId) };
    const [row] = await tx
      .update(sites)
      .set({ business, updatedAt: sql`now()` })
      .where(and(eq(sites.teamId, teamId), eq(sites.id, siteId)))
      .returning();
    return row;
  });
}

/** The stored photos of a site (no bytes), oldest first. */
export async function photoSizes(db: Db, teamId: string, siteId: string) {
  return db
    .select({ id: sitePhotos.id, width: sitePhotos.width, height: sitePhotos.height })
    .from(sitePhotos)
    .where(and(eq(sitePhotos.teamId, teamId), eq(sitePhotos.siteId, siteId)))
    .orderBy(asc(sitePhotos.createdAt), asc(sitePhotos.id));
}

/** One file of a photo of the team's site. */
export async function photoFile(
  db: Db,
  teamId: string,
  siteId: string,
  photoId: string,
  size: '400' | '800',
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ body: size === '800' ? sitePhotos.large : sitePhotos.small })
    .from(sitePhotos)
    .where(and(eq(sitePhotos.teamId, teamId), eq(sitePhotos.siteId, siteId), eq(sitePhotos.id, photoId)))
    .limit(1);
  return row?.body;
}

/** Both files of the given photos of the team's site (a build copies them into the site). */
export async function photoFiles(db: Db, teamId: string, siteId: string, listed: string[]) {
  const ids = listed.filter((id) => UUID.test(id));
  if (!ids.length) return [];
  return db
    .select({ id: sitePhotos.id, large: sitePhotos.large, small: sitePhotos.small })
    .from(sitePhotos)
    .where(and(eq(sitePhotos.teamId, teamId), eq(sitePhotos.siteId, siteId), inArray(sitePhotos.id, ids)));
}

// --- team site defaults ---

export async function siteDefaults(db: Db, teamId: string) {
  const [row] = await db.select().from(teamSiteDefaults).where(eq(teamSiteDefaults.teamId, teamId)).limit(1);
  return row;
}

/** The site's call-tracking number (E.164), or null; read from the calls module's table (docs/calls.md). */
export async function trackingNumberOf(db: Db, teamId: string, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: trackingNumbers.phoneNumber })
    .from(trackingNumbers)
    .where(and(eq(trackingNumbers.teamId, teamId), eq(trackingNumbers.siteId, siteId)))
    .limit(1);
  return row?.phoneNumber ?? null;
}

export async function saveSiteDefaults(
  db: Db,
  teamId: string,
  userId: string,
  values: { defaultPhone: string | null },
) {
  const [row] = await db
    .insert(teamSiteDefaults)
    .values({ teamId, updatedBy: userId, ...values })
    .onConflictDoUpdate({
      target: teamSiteDefaults.teamId,
      set: { ...values, updatedBy: userId, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}
