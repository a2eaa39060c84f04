import { randomInt, randomUUID } from 'node:crypto';
import {
  type CreateSiteRequest,
  createSiteRequestSchema,
  generateSiteRequestSchema,
  type PageMeta,
  type Site,
  type SiteVersion,
  updateSiteRequestSchema,
  type Vertical,
  websitesQuerySchema,
} from '@sdp/shared';
import { zipSync } from 'fflate';
import type { z } from 'zod';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { SiteRow } from '../../db/schema/index';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { TeamScopes } from '../discovery/team-scope';
import type { RealtimeHub } from '../realtime/index';
import { checkHealth, type Probe, type SiteHealth } from './health-check';
import type { PreviewTokens } from './preview-token';
import { createSiteBuilder } from './site-builder';
import type { SiteHost } from './site-host';
import { iso, toSite, toSiteVersion } from './site-view';
import * as repo from './sites.repository';
import { bundleFiles } from './version-store';

/** Who acts: the signed-in user and the team whose rows they work on. */
export interface Actor {
  userId: string;
  teamId: string;
}

export type DeployStep = 'building' | 'deploying' | 'verifying';

/** Revenue and leads per site, answered by the leads module when it is there. */
export type RevenueBySite = (
  teamId: string,
  siteIds: string[],
) => Promise<
  | Map<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
  | Record<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
>;

export interface SitesServiceOptions {
  scopes: TeamScopes;
  host: SiteHost;
  previews: PreviewTokens;
  /** Verticals with the caller's effective payout (discovery service). */
  verticals: (userId: string) => Promise<Vertical[]>;
  realtime: () => RealtimeHub | undefined;
  /** Requests a path of the app itself (health check). */
  probe: Probe;
  revenueBySite?: () => RevenueBySite | undefined;
  /** The leads module's rental reconciliation (site_rentals from sites.renter_id), when present. */
  syncRentals?: () => ((teamId: string) => Promise<void>) | undefined;
  /** The performance evaluator (issue 5): called when a site went live or failed. */
  performance?: () =>
    | {
        evaluate(teamId: string, siteId?: string | null): unknown;
        schedule?(teamId: string, siteId?: string | null): void;
      }
    | undefined;
}

/** The health check of a just-published version failed; the previous live version is back. */
export class DeployFailedError extends AppError {
  constructor(message: string) {
    super(502, 'deploy_failed', message);
  }
}

export type SitesService = ReturnType<typeof createSitesService>;

const MAX_SEED = 2 ** 31 - 1;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue.path.join('.');
  throw new ValidationError(field ? `${field}: ${issue.message}` : issue.message, r.error.issues);
}

/**
 * Sites of a team: create (build version 1), regenerate, deploy with a health check, roll back,
 * export, archive, update. Every call takes the actor; every row read or written is the actor's team's.
 */
export function createSitesService({ db, config, log }: ServiceDeps, opts: SitesServiceOptions) {
  const { host } = opts;
  const publicUrl = config.PUBLIC_URL;
  const locks = new Map<string, Promise<unknown>>();

  /** One deploy/rollback per site at a time (in this process). */
  async function serial<T>(siteId: string, run: () => Promise<T>): Promise<T> {
    const before = locks.get(siteId) ?? Promise.resolve();
    const mine = before.catch(() => {}).then(run);
    locks.set(siteId, mine);
    try {
      return await mine;
    } finally {
      if (locks.get(siteId) === mine) locks.delete(siteId);
    }
  }

  /** Rental periods after a site's renter changed: the leads module's sync, else end + start here. */
  async function rentals(teamId: string, siteId: string, renter: { id: string; monthlyRent: number } | null) {
    const sync = opts.syncRentals?.();
    if (sync) await sync(teamId);
    else await repo.switchRental(db, teamId, siteId, renter);
  }

  async function own(actor: Actor, siteId: string): Promise<SiteRow> {
    const row = await repo.getSite(db, actor.teamId, siteId);
    if (!row) throw new NotFoundError('Site');
    return row;
  }

  function push(site: SiteRow) {
    try {
      opts.realtime()?.toTeam(site.teamId, 'site:updated', {
        siteId: site.id,
        status: site.status,
        liveVersionId: site.liveVersionId,
        url: `${publicUrl}/s/${site.slug}/`,
        at: new Date().toISOString(),
      });
    } catch (err) {
      log.warn({ err }, 'site:updated push failed');
    }
    if (site.status === 'live' || site.status === 'failed') {
      try {
        // Coalesced: a batch of deploys evaluates the team once at the start, then every 2 s at most.
        const perf = opts.performance?.();
        if (perf?.schedule) perf.schedule(site.teamId, site.id);
        else void perf?.evaluate(site.teamId, site.id);
      } catch (err) {
        log.warn({ err }, 'performance evaluate failed');
      }
    }
  }

  async function revenue(teamId: string, ids: string[]) {
    const out = new Map<string, { revenue: number; leads: number }>();
    const fn = opts.revenueBySite?.();
    if (fn) {
      const got = await fn(teamId, ids);
      const entries = got instanceof Map ? [...got.entries()] : Object.entries(got);
      for (const [id, v] of entries) {
        if (typeof v === 'number') out.set(id, { revenue: v, leads: 0 });
        else out.set(id, { revenue: v.currentRevenue ?? v.revenue ?? 0, leads: v.leadCount ?? v.leads ?? 0 });
      }
      return out;
    }
    for (const [id, n] of await repo.leadCounts(db, teamId, ids)) out.set(id, { revenue: 0, leads: n });
    return out;
  }

  async function view(actor: Actor, rows: SiteRow[]): Promise<Site[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const liveIds = rows.map((r) => r.liveVersionId).filter((x): x is string => !!x);
    const [verticals, latest, live, money] = await Promise.all([
      opts.verticals(actor.userId),
      repo.latestVersions(db, actor.teamId, ids),
      repo.versionsByIds(db, actor.teamId, liveIds),
      revenue(actor.teamId, ids),
    ]);
    const payout = new Map(verticals.map((v) => [v.slug, v.effectivePayout]));
    const latestBy = new Map(latest.map((v) => [v.siteId, v]));
    const liveBy = new Map(live.map((v) => [v.id, v]));
    return rows.map((row) =>
      toSite(row, {
        latest: latestBy.get(row.id),
        live: row.liveVersionId ? liveBy.get(row.liveVersionId) : undefined,
        payout: payout.get(row.verticalSlug) ?? VERTICAL_BY_SLUG.get(row.verticalSlug)?.payout.typical ?? 0,
        revenue: money.get(row.id)?.revenue ?? 0,
        leads: money.get(row.id)?.leads ?? 0,
        publicUrl,
      }),
    );
  }

  const one = async (actor: Actor, row: SiteRow) => (await view(actor, [row]))[0];

  const builder = createSiteBuilder(db, publicUrl);

  async function deployInner(actor: Actor, siteId: string, versionId: string | undefined, onStep?: OnStep) {
    const site = await own(actor, siteId);
    if (site.status === 'archived') throw new ConflictError('This site is archived; it cannot be deployed');
    const version = versionId
      ? await repo.getVersion(db, actor.teamId, site.id, versionId)
      : await repo.latestVersion(db, actor.teamId, site.id);
    if (!version) throw new NotFoundError('Version');
    onStep?.('building', 100);
    if (site.liveVersionId === version.id && site.status === 'live') return one(actor, site);
    return publish(actor, site, version, onStep);
  }

  type OnStep = (step: DeployStep, pct: number) => void;

  /** Points the site at a version, checks the home page, and keeps it or goes back. */
  async function publish(actor: Actor, site: SiteRow, version: repo.VersionMeta, onStep?: OnStep) {
    const previous = site.liveVersionId;
    const previousDeployedAt = site.deployedAt;
    const deploying = await repo.updateSite(db, actor.teamId, site.id, { status: 'deploying' });
    if (deploying) push(deploying);
    let health: SiteHealth;
    try {
      onStep?.('deploying', 30);
      const now = new Date();
      await repo.updateSite(db, actor.teamId, site.id, { liveVersionId: version.id, deployedAt: now });
      await repo.markVersionDeployed(db, version.id, now);
      host.forget(site);
      onStep?.('verifying', 60);
      health = await checkHealth(opts.probe, site.slug, version.pages);
      await repo.setHealth(db, version.id, { ...health });
    } catch (err) {
      // Anything unexpected half-way is a failed deploy too: the previous version goes back.
      log.error({ err, siteId: site.id }, 'deploy failed');
      health = {
        ok: false,
        status: null,
        title: null,
        checkedAt: new Date().toISOString(),
        error: 'internal error',
      };
    }
    let row: SiteRow | undefined;
    if (health.ok) {
      row = await repo.updateSite(db, actor.teamId, site.id, { status: 'live' });
    } else {
      row = await repo.updateSite(db, actor.teamId, site.id, {
        status: 'failed',
        liveVersionId: previous,
        deployedAt: previousDeployedAt,
      });
    }
    host.forget(site);
    if (row) push(row);
    onStep?.('verifying', 100);
    if (!health.ok) {
      throw new DeployFailedError(
        `Version ${version.number} failed its health check (${health.error})${previous ? '; the previous version is still live' : ''}`,
      );
    }
    return one(actor, row!);
  }

  return {
    async resolveActor(userId: string): Promise<Actor> {
      const scope = await opts.scopes.resolve(userId);
      return { userId: scope.userId, teamId: scope.teamId };
    },

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
      const business = { ...input.business, name: input.business?.name ?? `${city} ${target.verticalName}` };
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
      const version = await builder.build(actor.teamId, site, 1, seed);
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
      return one(actor, row);
    },

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
        const values = await builder.build(actor.teamId, target, number, seed);
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

    async deployVersion(actor: Actor, siteId: string, versionId?: string, onStep?: OnStep): Promise<Site> {
      return serial(siteId, () => deployInner(actor, siteId, versionId, onStep));
    },

    async rollback(actor: Actor, siteId: string, versionId: string): Promise<Site> {
      return serial(siteId, async () => {
        const site = await own(actor, siteId);
        if (site.status === 'archived')
          throw new ConflictError('This site is archived; it cannot be rolled back');
        const version = await repo.getVersion(db, actor.teamId, site.id, versionId);
        if (!version) throw new NotFoundError('Version');
        if (site.liveVersionId === version.id && site.status === 'live') return one(actor, site);
        return publish(actor, site, version);
      });
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

    async archive(actor: Actor, siteId: string): Promise<void> {
      const site = await own(actor, siteId);
      if (site.status === 'archived') return;
      const row = await repo.updateSite(db, actor.teamId, site.id, {
        status: 'archived',
        customDomain: null,
      });
      if (site.renterId) await rentals(actor.teamId, site.id, null);
      host.forget(site, site.customDomain);
      if (site.liveVersionId) host.dropVersion(site.liveVersionId);
      if (row) push(row);
    },

    async update(actor: Actor, siteId: string, raw: z.input<typeof updateSiteRequestSchema>): Promise<Site> {
      const input = parse(updateSiteRequestSchema, raw);
      const site = await own(actor, siteId);
      const patch: Partial<repo.NewSite> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.business !== undefined) patch.business = { ...input.business };
      if (input.customDomain !== undefined && input.customDomain !== site.customDomain) {
        const domain = input.customDomain;
        if (domain) {
          if (host.isPlatformHost(domain)) {
            throw new ValidationError(
              'customDomain: this is the platform’s own host name',
              undefined,
              'invalid_domain',
            );
          }
          const owner = await repo.domainOwner(db, domain);
          if (owner && owner !== site.id) {
            throw new ConflictError(
              `customDomain: ${domain} is already used by another site`,
              'domain_taken',
            );
          }
        }
        patch.customDomain = domain;
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
      try {
        row = await repo.updateSite(db, actor.teamId, site.id, patch);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          throw new ConflictError(
            `customDomain: ${input.customDomain} is already used by another site`,
            'domain_taken',
          );
        }
        throw err;
      }
      if (!row) throw new NotFoundError('Site');
      if (renterChange !== undefined) await rentals(actor.teamId, site.id, renterChange);
      host.forget(row, site.customDomain);
      if (patch.customDomain !== undefined) push(row);
      return one(actor, row);
    },

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

    /** A site as the leads and beacon endpoints need it (public lookup by id; null when unknown). */
    async hostedSite(siteId: string) {
      const row = await repo.siteById(db, siteId);
      if (!row) return null;
      const platform = `${publicUrl}/s/${row.slug}/`;
      const origins = [new URL(publicUrl).origin];
      if (row.customDomain) origins.push(`https://${row.customDomain}`, `http://${row.customDomain}`);
      return {
        id: row.id,
        teamId: row.teamId,
        userId: row.userId,
        slug: row.slug,
        customDomain: row.customDomain,
        status: row.status,
        url: row.customDomain ? `https://${row.customDomain}/` : platform,
        origins,
        renterId: row.renterId,
        verticalSlug: row.verticalSlug,
        demo: row.demo,
        deployedAt: iso(row.deployedAt),
      };
    },
  };
}
