import type { DeploymentProgressEvent, TemplateId } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emitAudit } from '../../lib/audit';
import type { EventBus } from '../../lib/events';
import type { DeployJobItemRow, DeployJobRow } from './jobs.repository';
import * as repo from './jobs.repository';
import type { Actor, MarketPort, RealtimeGetter, SitesPort } from './jobs.types';

// Runs one deployment job: claim it, deploy its pending items in order, count each one in the same
// statement that marks it done, push progress, finish. Safe to run again after a crash: the claim
// keeps two processes apart, done items are skipped, an item's site is stored as soon as it exists
// and deploying the live version again is a no-op, so no site is ever deployed twice.

export interface WorkerDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The activity log hears of items that failed before a health check (docs/activity.md). */
  events?: EventBus;
  sites: () => SitesPort | undefined;
  market: MarketPort;
  realtime: RealtimeGetter;
  heartbeatMs: number;
  itemPauseMs?: number;
}

export interface Worker {
  run(jobId: string): Promise<void>;
  /** Jobs this process runs now. */
  running(): string[];
  /** Stop before the next item; waits up to timeoutMs for the current one. */
  stop(timeoutMs: number): Promise<void>;
  staleMs: number;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 500);

export function createWorker(deps: WorkerDeps): Worker {
  const { db, log } = deps;
  const staleMs = deps.heartbeatMs * 2.5;
  const active = new Map<string, Promise<void>>();
  let stopping = false;

  const shown = new Map<string, number>(); // progress last pushed per job: events never go back

  function push(
    job: DeployJobRow,
    event: Omit<DeploymentProgressEvent, 'jobId' | 'sitesPlanned' | 'sitesDeployed'>,
  ) {
    const progress = Math.max(shown.get(job.id) ?? 0, event.progress);
    shown.set(job.id, progress);
    event = { ...event, progress };
    deps.realtime()?.toUser(job.userId, 'deployment:progress', {
      jobId: job.id,
      sitesPlanned: job.sitesPlanned,
      sitesDeployed: job.sitesDeployed,
      ...event,
    });
  }

  async function describe(item: DeployJobItemRow, actor?: Actor) {
    if (!item.itemKey.includes('~')) {
      const site =
        actor && item.siteId
          ? await deps
              .sites()
              ?.getSite(actor, item.siteId)
              .catch(() => null)
          : null;
      return site?.name ?? item.itemKey;
    }
    return (await deps.market.label(item.itemKey).catch(() => null)) ?? item.itemKey;
  }

  async function deployItem(job: DeployJobRow, item: DeployJobItemRow, actor: Actor): Promise<DeployJobRow> {
    const sites = deps.sites();
    if (!sites) throw new Error('The sites service is not available');
    const params = job.params as { template?: TemplateId; versionId?: string };
    let siteId = item.siteId;
    const finished = Math.round((job.progress / 100) * job.sitesPlanned);
    const stepProgress = (pct: number) =>
      job.sitesPlanned === 0
        ? 100
        : Math.min(99, Math.floor(((finished + pct / 100) / job.sitesPlanned) * 100));
    if (!siteId) {
      push(job, {
        status: 'building',
        progress: stepProgress(0),
        message: `Building ${await describe(item)}`,
      });
      const site =
        (await sites.findSiteForOpportunity(actor, item.itemKey)) ??
        (await sites.createSite(actor, {
          kind: 'goldmine',
          opportunityId: item.itemKey,
          ...(params.template ? { template: params.template } : {}),
        }));
      siteId = site.id;
      await repo.setItemSite(db, item.id, siteId);
    }
    const site = await sites.deployVersion(
      actor,
      siteId,
      job.kind === 'deploy' ? params.versionId : undefined,
      // 'building' 100 means the build is done; deploying and verifying then run 30 -> 100.
      (step, pct) =>
        push(job, {
          status: step,
          siteId: siteId!,
          progress: stepProgress(step === 'building' ? pct * 0.3 : pct),
        }),
    );
    if (site.status !== 'live') throw new Error(`the site did not go live (status ${site.status})`);
    const updated = (await repo.markItemDone(db, job.id, item.id)) ?? job;
    push(updated, {
      status: 'deploying',
      siteId: site.id,
      progress: updated.progress,
      message: `Deployed ${site.name} at ${site.url}`,
    });
    return updated;
  }

  async function execute(claimed: DeployJobRow) {
    const run = claimed.runs;
    const actor: Actor = { userId: claimed.userId, teamId: claimed.teamId };
    let job = claimed;
    let lost = false;
    let cancelled = false;
    const beat = setInterval(() => {
      repo
        .heartbeat(db, job.id, run)
        .then((status) => {
          if (status === null) lost = true;
          else if (status === 'cancelled') cancelled = true;
        })
        .catch((err) => log.warn({ err, jobId: job.id }, 'jobs: heartbeat failed'));
    }, deps.heartbeatMs);
    beat.unref();
    try {
      push(job, { status: 'building', progress: job.progress, message: 'Job started' });
      let first = true;
      for (const item of await repo.pendingItems(db, job.id)) {
        // PGlite answers in microtasks, so without a macrotask turn here a long job would keep
        // every request, timer and socket of the process waiting until it ends.
        await new Promise((r) => setImmediate(r));
        if (!first && deps.itemPauseMs) await new Promise((r) => setTimeout(r, deps.itemPauseMs));
        first = false;
        if (stopping || lost || cancelled) break;
        const status = await repo.heartbeat(db, job.id, run);
        if (status !== 'running') {
          if (status === null) lost = true;
          else cancelled = true;
          break;
        }
        try {
          job = await deployItem(job, item, actor);
        } catch (err) {
          const message = `${await describe(item, actor)}: ${errorText(err)}`;
          log.warn({ err, jobId: job.id, item: item.itemKey }, 'jobs: item failed');
          job = (await repo.markItemFailed(db, job.id, item.id, message)) ?? job;
          // A failed health check is logged by the sites module itself.
          if (deps.events && (err as { code?: string }).code !== 'deploy_failed')
            emitAudit(
              { events: deps.events, log },
              {
                kind: 'site.deploy_failed',
                teamId: job.teamId,
                userId: job.userId,
                summary: `Deploy failed: ${message}`.slice(0, 300),
                target: item.siteId ? { type: 'site', id: item.siteId } : null,
              },
            );
          push(job, { status: 'failed', siteId: item.siteId ?? undefined, progress: job.progress, message });
        }
      }
      if (lost) return;
      if (stopping && !cancelled) {
        const { pending } = await repo.itemCounts(db, job.id);
        if (pending > 0) {
          await repo.releaseJob(db, job.id, run);
          log.info({ jobId: job.id }, 'jobs: stopped between items; the job resumes on the next start');
          return;
        }
      }
      const fresh = (await repo.jobById(db, job.id)) ?? job;
      if (cancelled || fresh.status === 'cancelled') {
        deps.realtime()?.toUser(job.userId, 'deployment:completed', {
          jobId: job.id,
          status: 'cancelled',
          errors: fresh.errors,
          completedAt: (fresh.finishedAt ?? new Date()).toISOString(),
        });
        return;
      }
      const counts = await repo.itemCounts(db, job.id);
      const status = counts.done === 0 && counts.failed > 0 ? 'failed' : 'completed';
      const done = await repo.finishJob(db, job.id, run, status);
      if (!done) return;
      const ids = (await repo.deployedSiteIds(db, [done.id])).get(done.id) ?? [];
      push(done, {
        status,
        progress: 100,
        message: `${done.sitesDeployed} of ${done.sitesPlanned} sites deployed`,
      });
      deps.realtime()?.toUser(done.userId, 'deployment:completed', {
        jobId: done.id,
        status,
        ...(ids.length === 1 ? { siteId: ids[0] } : {}),
        errors: done.errors,
        completedAt: (done.finishedAt ?? new Date()).toISOString(),
      });
    } finally {
      clearInterval(beat);
    }
  }

  return {
    staleMs,

    async run(jobId) {
      if (stopping || active.has(jobId)) return;
      const claimed = await repo.claimJob(db, jobId, staleMs);
      if (!claimed) return; // finished, cancelled, or another worker holds it
      const running = execute(claimed).catch((err) => {
        log.error({ err, jobId }, 'jobs: run failed; the job resumes once its heartbeat is stale');
      });
      active.set(jobId, running);
      try {
        await running;
      } finally {
        active.delete(jobId);
        shown.delete(jobId);
      }
    },

    running: () => [...active.keys()],

    async stop(timeoutMs) {
      stopping = true;
      if (active.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...active.values()]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
