import { randomInt, randomUUID } from 'node:crypto';
import {
  type BusinessPhoto,
  type CreateSiteRequest,
  createSiteRequestSchema,
  type Site,
  updateSiteRequestSchema,
  websitesQuerySchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { createContentPages } from './content-pages';
import { createSiteContext, MAX_SEED, parse, type SiteContext } from './site-context';
import { createSiteDeployer } from './site-deploy';
import { createSiteDomains, domainTaken } from './site-domains';
import { createSiteFacts, mergePhotos } from './site-facts';
import { createSitePages } from './site-pages';
import { createSiteVersions } from './site-versions';
import { iso, servedDomain } from './site-view';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import type { Actor, SitesServiceOptions } from './sites.types';

export { DeployFailedError } from './site-deploy';
export type { Actor, DeployStep, RevenueBySite, SitesServiceOptions } from './sites.types';

export type SitesService = ReturnType<typeof createSitesService>;

/**
 * Sites of a team: create (build version 1), regenerate, deploy with a health check, roll back,
 * export, archive, update. Every call takes the actor; every row read or written is the actor's team's.
 * This file holds the site rows (create, read, update with custom domain and renter, archive);
 * site-versions.ts the versions, site-deploy.ts deploy and rollback, site-domains.ts the custom
 * domain's ownership proof, site-facts.ts the photos and the team's site defaults, site-context.ts
 * what they share.
 */
export function createSitesService(
  deps: ServiceDeps,
  opts: SitesServiceOptions,
  ctx: SiteContext = createSiteContext(deps, opts),
) {
  const { db, host, publicUrl, builder, rentals, own, push, view, one, audit } = ctx;
  const domains = createSiteDomains(ctx);
  const versions = createSiteVersions(ctx);

  return {
    ...versions,
    ...createSitePages(ctx, versions),
    ...createSiteDeployer(ctx),
    ...createSiteFacts(ctx),
    ...createContentPages(ctx),

    async createSite(actor: Actor, raw: CreateSiteRequest, options: { demo?: boolean } = {}): Promise<Site> {
      const input = parse(createSiteRequestSchema, raw);
      const target = builder.resolveTarget(input);
      const id = randomUUID();
      const seed = input.seed ?? randomInt(0, MAX_SEED);
      const { city, state } = target.place;
      const name =
        input.kind === 'goldmine'
          ? `${target.verticalName} in ${city}, ${state}`
          : `${target.verticalName} around ${city}, ${state}`;
      // A new site has no photos yet: they are uploaded to it once it exists.
      const { photos: _none, ...given } = input.business ?? {};
      const business = { ...given, name: given.name ?? `${city} ${target.verticalName}` };
      const slug = await builder.freeSlug(`${target.verticalSlug}-${city}-${state}`);
      const site = {
        id,
        kind: input.kind,
        opportunityId: target.opportunityId,
        area: target.area,
        template: input.template,
        business,
        slug,
        customDomain: null,
      };
      const version = await builder.build(actor.teamId, site, 1, seed, { demo: !!options.demo });
      const row = await repo.insertSiteWithVersion(
        db,
        {
          ...site,
          teamId: actor.teamId,
          userId: actor.userId,
          verticalSlug: target.verticalSlug,
          name,
          seed,
          demo: !!options.demo,
        },
        version,
      );
      audit(actor, row, 'site.created', `Created the site ${row.name}`);
      return one(actor, row);
    },

    async archive(actor: Actor, siteId: string): Promise<void> {
      const site = await own(actor, siteId);
      if (site.status === 'archived') return;
      // The domain is freed in the same update: another site (any team) may claim it at once.
      const row = await repo.updateSite(db, actor.teamId, site.id, { status: 'archived', ...repo.NO_DOMAIN });
      if (site.renterId) await rentals(actor.teamId, site.id, null);
      host.forget(site, site.customDomain);
      if (site.liveVersionId) host.dropVersion(site.liveVersionId);
      if (row) push(row);
      audit(actor, site, 'site.deleted', `Deleted the site ${site.name}`);
    },

    async update(actor: Actor, siteId: string, raw: z.input<typeof updateSiteRequestSchema>): Promise<Site> {
      const input = parse(updateSiteRequestSchema, raw);
      const site = await own(actor, siteId);
      const patch: Partial<repo.NewSite> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.business !== undefined) {
        // The facts are replaced; the photos are only reordered and re-captioned (site-facts.ts).
        const current = (site.business.photos ?? []) as BusinessPhoto[];
        const photos = await mergePhotos(db, actor.teamId, site.id, current, input.business.photos);
        const { photos: _listed, ...facts } = input.business;
        patch.business = photos.length ? { ...facts, photos } : facts;
      }
      let claim: string | null | undefined;
      if (input.customDomain !== undefined && input.customDomain !== site.customDomain) {
        if (site.status === 'archived')
          throw new ConflictError('This site is archived; it has no custom domain');
        claim = input.customDomain;
        Object.assign(patch, await domains.claimPatch(site, claim));
      }
      let renterChange: { id: string; monthlyRent: number } | null | undefined;
      if (input.renterId !== undefined && input.renterId !== site.renterId) {
        if (input.renterId) {
          const renter = await repo.renterOfTeam(db, actor.teamId, input.renterId);
          if (!renter) throw new NotFoundError('Renter');
          renterChange = renter;
        } else renterChange = null;
        patch.renterId = input.renterId;
      }
      if (!Object.keys(patch).length) return one(actor, site);
      let row: SiteRow | undefined;
      let released: SiteRow[] = [];
      try {
        if (claim)
          ({ row, released } = await repo.updateSiteClaimingDomain(db, actor.teamId, site.id, claim, patch));
        else row = await repo.updateSite(db, actor.teamId, site.id, patch);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw domainTaken(claim);
        throw err;
      }
      if (!row) throw new NotFoundError('Site');
      if (renterChange !== undefined) await rentals(actor.teamId, site.id, renterChange);
      host.forget(row, site.customDomain);
      if (claim) domains.released(released, claim);
      if (claim !== undefined) push(row);
      return one(actor, row);
    },

    verifyDomain: domains.verifyDomain,

    async getSite(actor: Actor, siteId: string): Promise<Site> {
      return one(actor, await own(actor, siteId));
    },

    async listSites(actor: Actor, raw: z.input<typeof websitesQuerySchema> = {}): Promise<Site[]> {
      const q = parse(websitesQuerySchema, raw);
      const rows = await repo.listSites(db, actor.teamId, {
        kind: q.type === 'all' ? undefined : q.type,
        status: q.status,
        limit: q.limit,
        offset: q.offset,
      });
      return view(actor, rows);
    },

    async findSiteForOpportunity(actor: Actor, opportunityId: string): Promise<Site | null> {
      const row = await repo.findSiteForOpportunity(db, actor.teamId, opportunityId);
      return row ? one(actor, row) : null;
    },

    /** A site as the leads and beacon endpoints need it (public lookup by id; null when unknown). */
    async hostedSite(siteId: string) {
      const row = await repo.siteById(db, siteId);
      if (!row) return null;
      const platform = `${publicUrl}/s/${row.slug}/`;
      const domain = servedDomain(row);
      const origins = [new URL(publicUrl).origin];
      if (domain) origins.push(`https://${domain}`, `http://${domain}`);
      return {
        id: row.id,
        teamId: row.teamId,
        userId: row.userId,
        name: row.name,
        slug: row.slug,
        customDomain: domain,
        status: row.status,
        url: domain ? `https://${domain}/` : platform,
        origins,
        renterId: row.renterId,
        verticalSlug: row.verticalSlug,
        demo: row.demo,
        deployedAt: iso(row.deployedAt),
      };
    },
  };
}
