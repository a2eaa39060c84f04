import type { Site } from '@sdp/shared';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { DomainEvents } from '../../lib/events';
import { checkHealth, type SiteHealth } from './health-check';
import type { SiteContext } from './site-context';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import type { Actor, OnStep } from './sites.types';

// Deploy and rollback: point the site at a version, check its home page, keep it or go back.
// One deploy/rollback per site at a time (in this process).

/** Why a version goes live, told to `site.published` listeners (the causal engine's interventions). */
export type PublishCause = NonNullable<DomainEvents['site.published']['cause']>;

/** The health check of a just-published version failed; the previous live version is back. */
export class DeployFailedError extends AppError {
  constructor(message: string) {
    super(502, 'deploy_failed', message);
  }
}

export function createSiteDeployer(ctx: SiteContext) {
  const { db, log, host, opts, own, push, one, audit } = ctx;
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

  async function deployInner(
    actor: Actor,
    siteId: string,
    versionId: string | undefined,
    onStep?: OnStep,
    cause?: PublishCause,
  ) {
    const site = await own(actor, siteId);
    if (site.status === 'archived') throw new ConflictError('This site is archived; it cannot be deployed');
    const version = versionId
      ? await repo.getVersion(db, actor.teamId, site.id, versionId)
      : await repo.latestVersion(db, actor.teamId, site.id);
    if (!version) throw new NotFoundError('Version');
    onStep?.('building', 100);
    if (site.liveVersionId === version.id && site.status === 'live') return one(actor, site);
    await opts.limits?.()?.assertDeploy(actor.teamId, { demo: site.demo, live: !!site.liveVersionId });
    return publish(actor, site, version, onStep, cause);
  }

  /** Points the site at a version, checks the home page, and keeps it or goes back. */
  async function publish(
    actor: Actor,
    site: SiteRow,
    version: repo.VersionMeta,
    onStep?: OnStep,
    cause: PublishCause = { kind: 'deploy' },
  ) {
    const rollingBack = cause.kind === 'rollback';
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
    const v = `version ${version.number}`;
    if (health.ok && rollingBack) audit(actor, site, 'site.rolled_back', `Rolled ${site.name} back to ${v}`);
    else if (health.ok) audit(actor, site, 'site.deployed', `Deployed ${site.name} (${v}): live`);
    else
      audit(
        actor,
        site,
        'site.deploy_failed',
        `Deploy of ${site.name} (${v}) failed its health check (${health.error})`,
      );
    if (health.ok) {
      ctx.events
        .emit('site.published', {
          teamId: site.teamId,
          siteId: site.id,
          versionId: version.id,
          userId: actor.userId,
          demo: site.demo,
          cause,
        })
        .catch((err) => log.warn({ err, siteId: site.id }, 'site.published listener failed'));
    }
    if (!health.ok) {
      throw new DeployFailedError(
        `Version ${version.number} failed its health check (${health.error})${previous ? '; the previous version is still live' : ''}`,
      );
    }
    return one(actor, row!);
  }

  return {
    /** `cause`: why it goes live (default a deploy), passed on with `site.published`. */
    async deployVersion(
      actor: Actor,
      siteId: string,
      versionId?: string,
      onStep?: OnStep,
      cause?: PublishCause,
    ): Promise<Site> {
      return serial(siteId, () => deployInner(actor, siteId, versionId, onStep, cause));
    },

    async rollback(actor: Actor, siteId: string, versionId: string): Promise<Site> {
      return serial(siteId, async () => {
        const site = await own(actor, siteId);
        if (site.status === 'archived')
          throw new ConflictError('This site is archived; it cannot be rolled back');
        const version = await repo.getVersion(db, actor.teamId, site.id, versionId);
        if (!version) throw new NotFoundError('Version');
        if (site.liveVersionId === version.id && site.status === 'live') return one(actor, site);
        return publish(actor, site, version, undefined, {
          kind: 'rollback',
          label: `Rolled back to version ${version.number}`,
        });
      });
    },
  };
}
