import { generateSiteRequestSchema, type PageMeta, type SiteVersion } from '@sdp/shared';
import { zipSync } from 'fflate';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { MAX_SEED, parse, type SiteContext } from './site-context';
import { toSiteVersion } from './site-view';
import * as repo from './sites.repository';
import type { Actor } from './sites.types';
import { bundleFiles } from './version-store';

// The versions of a site: regenerate (build the next one), list, preview pages, export as a zip.

export function createSiteVersions(ctx: SiteContext) {
  const { db, opts, builder, own } = ctx;

  return {
    async generateVersion(
      actor: Actor,
      siteId: string,
      raw: z.input<typeof generateSiteRequestSchema> = {},
    ): Promise<SiteVersion> {
      const input = parse(generateSiteRequestSchema, raw);
      const site = await own(actor, siteId);
      if (site.status === 'archived')
        throw new ConflictError('This site is archived; it cannot be regenerated');
      const latest = await repo.latestVersion(db, actor.teamId, site.id);
      const seed = input.seed ?? ((latest?.seed ?? site.seed) + 1) % MAX_SEED;
      const template = input.template ?? site.template;
      const target = { ...site, template, business: site.business as Record<string, unknown> };
      for (let attempt = 0; ; attempt++) {
        const number = await repo.nextVersionNumber(db, actor.teamId, site.id);
        const values = await builder.build(actor.teamId, target, number, seed, { demo: site.demo });
        try {
          const v = await repo.insertVersion(db, values);
          await repo.updateSite(db, actor.teamId, site.id, { template, seed });
          return toSiteVersion(v, site.liveVersionId);
        } catch (err) {
          // Another build of the same site took the number: try the next one once.
          if (attempt > 0 || (err as { code?: string }).code !== '23505') throw err;
        }
      }
    },

    async exportZip(actor: Actor, siteId: string, versionId?: string) {
      const site = await own(actor, siteId);
      const version = versionId
        ? await repo.getVersion(db, actor.teamId, site.id, versionId)
        : site.liveVersionId
          ? await repo.getVersion(db, actor.teamId, site.id, site.liveVersionId)
          : await repo.latestVersion(db, actor.teamId, site.id);
      if (!version) throw new NotFoundError('Version');
      const stored = await repo.versionBundle(db, version.id);
      if (!stored) throw new NotFoundError('Version');
      const zip = zipSync(bundleFiles(stored.bundle), { level: 6 });
      return { filename: `${site.slug}-v${version.number}.zip`, zip, versionId: version.id };
    },

    async listVersions(actor: Actor, siteId: string): Promise<SiteVersion[]> {
      const site = await own(actor, siteId);
      const rows = await repo.listVersions(db, actor.teamId, site.id);
      return rows.map((v) => toSiteVersion(v, site.liveVersionId));
    },

    /** PageMeta of a version with a signed preview URL per page (valid about an hour). */
    async versionPages(actor: Actor, siteId: string, versionId: string) {
      const site = await own(actor, siteId);
      const version = await repo.getVersion(db, actor.teamId, site.id, versionId);
      if (!version) throw new NotFoundError('Version');
      const { token } = opts.previews.sign(version.id);
      const base = `/preview/${version.id}/${token}`;
      return (version.pages as PageMeta[]).map((p) => ({ ...p, previewUrl: `${base}${p.path}` }));
    },
  };
}
