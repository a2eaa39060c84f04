import {
  type BusinessPhoto,
  MAX_SITE_PHOTOS,
  type Site,
  type SiteDefaults,
  type UpdateSiteDefaultsRequest,
  updateSiteDefaultsRequestSchema,
} from '@sdp/shared';
import type { Actor as RequestActor } from '../../lib/actor';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import { encodePhoto } from './photo-image';
import { parse, type SiteContext } from './site-context';
import * as repo from './site-facts.repository';
import type { Actor } from './sites.types';

// A site's business facts beyond the site row's PATCH (docs/product/rules.md#business-facts): its
// photos (upload, delete, the files for thumbnails and builds) and the team's site defaults.

export const SITE_DEFAULTS_FORBIDDEN = 'Only team owners and admins can change the site defaults';

/**
 * The business.photos a PATCH stores: the listed photos in their order with their alt text (an id
 * that is not one of the site's photos is a 400), then any stored photo the list left out, as it
 * was. Sizes always come from the stored files. Without a list, the current photos stay.
 */
export async function mergePhotos(
  db: SiteContext['db'],
  teamId: string,
  siteId: string,
  current: BusinessPhoto[],
  listed: BusinessPhoto[] | undefined,
): Promise<BusinessPhoto[]> {
  if (listed === undefined) return current;
  const stored = await repo.photoSizes(db, teamId, siteId);
  const byId = new Map(stored.map((p) => [p.id, p]));
  const out: BusinessPhoto[] = [];
  const seen = new Set<string>();
  for (const [i, p] of listed.entries()) {
    const file = byId.get(p.id);
    if (!file)
      throw new ValidationError(
        `business.photos.${i}.id: not a photo of this site (upload it with POST /api/sites/:id/photos)`,
      );
    if (seen.has(p.id)) throw new ValidationError(`business.photos.${i}.id: listed twice`);
    seen.add(p.id);
    out.push({ id: p.id, alt: p.alt, width: file.width, height: file.height });
  }
  const oldAlt = new Map(current.map((p) => [p.id, p.alt]));
  for (const f of stored)
    if (!seen.has(f.id))
      out.push({ id: f.id, alt: oldAlt.get(f.id) ?? 'Photo', width: f.width, height: f.height });
  return out;
}

export function createSiteFacts(ctx: SiteContext) {
  const { db, own, one } = ctx;

  async function defaults(actor: RequestActor): Promise<SiteDefaults> {
    const row = await repo.siteDefaults(db, actor.teamId);
    return {
      defaultPhone: row?.defaultPhone ?? null,
      canEdit: actor.role === 'owner' || actor.role === 'admin',
      updatedAt: row?.updatedAt?.toISOString() ?? null,
    };
  }

  /** The team's site that may take one more photo (404, 409 archived, 409 full). */
  async function photoTarget(actor: Actor, siteId: string) {
    const site = await own(actor, siteId);
    if (site.status === 'archived') throw new ConflictError('This site is archived; it takes no photos');
    const stored = await repo.photoSizes(db, actor.teamId, site.id);
    if (stored.length >= MAX_SITE_PHOTOS) throw full();
    return site;
  }

  return {
    /** Checked before the upload is read, so another team's site or a full one costs no upload. */
    async assertPhotoTarget(actor: Actor, siteId: string): Promise<void> {
      await photoTarget(actor, siteId);
    },

    async uploadPhoto(
      actor: Actor,
      siteId: string,
      upload: { bytes: Buffer; type: string; alt: string },
    ): Promise<{ photo: BusinessPhoto; site: Site }> {
      const site = await photoTarget(actor, siteId);
      const files = await encodePhoto(upload.bytes, upload.type);
      const out = await repo.insertPhoto(db, actor.teamId, site.id, files, upload.alt, MAX_SITE_PHOTOS);
      if (out === 'full') throw full();
      if (typeof out === 'string') throw new NotFoundError('Site');
      return { photo: out.photo, site: await one(actor, out.site) };
    },

    async deletePhoto(actor: Actor, siteId: string, photoId: string): Promise<Site> {
      const site = await own(actor, siteId);
      const out = await repo.deletePhoto(db, actor.teamId, site.id, photoId);
      if (out === 'no_photo') throw new NotFoundError('Photo');
      if (typeof out === 'string') throw new NotFoundError('Site');
      return one(actor, out);
    },

    /** One file of a photo (thumbnails on the site's screen). */
    async photoFile(actor: Actor, siteId: string, photoId: string, size: '400' | '800'): Promise<Buffer> {
      const site = await own(actor, siteId);
      const body = await repo.photoFile(db, actor.teamId, site.id, photoId, size);
      if (!body) throw new NotFoundError('Photo');
      return body;
    },

    siteDefaults: defaults,

    async updateSiteDefaults(actor: RequestActor, raw: UpdateSiteDefaultsRequest): Promise<SiteDefaults> {
      const input = parse(updateSiteDefaultsRequestSchema, raw);
      authorize(actor, 'set-site-defaults', { type: 'team', teamId: actor.teamId }, SITE_DEFAULTS_FORBIDDEN);
      await repo.saveSiteDefaults(db, actor.teamId, actor.userId, { defaultPhone: input.defaultPhone });
      return defaults(actor);
    },
  };
}

const full = () =>
  new ConflictError(
    `A site has at most ${MAX_SITE_PHOTOS} photos; delete one before adding another`,
    'too_many_photos',
  );
