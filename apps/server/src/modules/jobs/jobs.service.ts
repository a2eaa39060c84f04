import type {
  batchDeployRequestSchema,
  DeploymentJob,
  deployGoldminesRequestSchema,
  generateAndDeployRequestSchema,
  OpportunityQuery,
  Site,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { DeployJobRow } from './jobs.repository';
import * as repo from './jobs.repository';
import type { Actor, JobsConfig, LimitsPort, MarketPort, RealtimeGetter, SitesPort } from './jobs.types';
import { createWorker } from './jobs.worker';
import { createJobQueue } from './queue';

// Deployment jobs (docs/product/rules.md#deployment-jobs): creating one is one transaction
// (the job and its items), then a queue message; a worker in any process runs it (jobs.worker).
// Every read and write is scoped to the caller's team; another team's job answers 404.

export type JobsService = ReturnType<typeof createJobsService>;
type BatchDeployBody = z.output<typeof batchDeployRequestSchema>;
type GoldminesBody = z.output<typeof deployGoldminesRequestSchema>;
type GenerateAndDeployBody = z.output<typeof generateAndDeployRequestSchema>;

export interface JobsServiceOptions {
  database: Pick<Database, 'db' | 'driver'>;
  config: JobsConfig;
  market: MarketPort;
  /** Getters: the sites service and the realtime hub are made after this one. */
  sites: () => SitesPort | undefined;
  realtime: RealtimeGetter;
  /** The team's usage limits (modules/limits): a job's size and the builds left today. */
  limits?: () => LimitsPort | undefined;
}

/** How long generate-and-deploy waits for its job (under common 300 s proxy timeouts). */
export const GENERATE_AND_DEPLOY_WAIT_MS = 280_000;
/** How long POST /api/sites/:id/deploy waits for its one-site job before answering it as it stands. */
export const DEPLOY_SITE_WAIT_MS = 30_000;
const WAIT_POLL_MS = 250;

export function toJobView(row: DeployJobRow, siteIds: string[]): DeploymentJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    sitesPlanned: row.sitesPlanned,
    sitesDeployed: row.sitesDeployed,
    errors: row.errors,
    startedAt: row.startedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    siteIds,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJobsService(deps: ServiceDeps, opts: JobsServiceOptions) {
  const { db, log } = deps;
  const queue = createJobQueue({
    database: opts.database,
    databaseUrl: deps.config.DATABASE_URL,
    pollMs: opts.config.pollMs,
    concurrency: opts.config.concurrency,
    log,
  });
  const worker = createWorker({
    db,
    log,
    events: deps.events,
    sites: opts.sites,
    market: opts.market,
    realtime: opts.realtime,
    heartbeatMs: opts.config.heartbeatMs,
    itemPauseMs: opts.config.itemPauseMs ?? 0,
  });
  let sweeper: NodeJS.Timeout | undefined;

  async function view(row: DeployJobRow): Promise<DeploymentJob> {
    const ids = await repo.deployedSiteIds(db, [row.id]);
    return toJobView(row, ids.get(row.id) ?? []);
  }

  async function create(
    actor: Actor,
    kind: repo.JobKind,
    params: Record<string, unknown>,
    items: { itemKey: string; siteId?: string }[],
  ) {
    const row = await repo.insertJob(db, { ...actor, kind, params, items });
    // Pushed before the message is sent: a worker may take the job (and push 'building') before
    // the send returns here, and the first progress a user sees is 'queued'.
    opts.realtime()?.toUser(actor.userId, 'deployment:progress', {
      jobId: row.id,
      status: 'queued',
      progress: 0,
      sitesPlanned: row.sitesPlanned,
      sitesDeployed: 0,
      message: `${row.sitesPlanned} site${row.sitesPlanned === 1 ? '' : 's'} planned`,
    });
    await queue
      .send(row.id)
      .catch((err) => log.warn({ err, jobId: row.id }, 'jobs: send failed; the sweep re-sends it'));
    // Start here now rather than at the next poll when this process has a free slot (always for
    // the small jobs someone waits for). The claim makes it safe: the queue message then finds the
    // job taken or finished and does nothing.
    const waited = kind === 'deploy' || kind === 'generate-and-deploy';
    if (queue.started && (waited || worker.running().length < opts.config.concurrency)) {
      void worker.run(row.id).catch((err) => log.warn({ err, jobId: row.id }, 'jobs: direct run failed'));
    }
    return row;
  }

  /** Explicit ids: de-duplicated, each a known market, else a 400 naming the entry. */
  async function checkMarkets(ids: string[]) {
    for (const [i, id] of ids.entries()) {
      if (ids.indexOf(id) === i && !(await opts.market.label(id))) {
        throw new ValidationError(`opportunityIds.${i}: unknown market ${id}`);
      }
    }
    return [...new Set(ids)];
  }

  function marketQuery(
    body: BatchDeployBody | GoldminesBody,
    limit: number,
    goldmineOnly: boolean,
  ): OpportunityQuery {
    return {
      tier: body.tier ? (String(body.tier) as '1' | '2' | '3') : 'all',
      ...(body.vertical ? { vertical: body.vertical } : {}),
      ...(body.state ? { location: body.state } : {}),
      ...(body.minPayout !== undefined ? { minPayout: body.minPayout } : {}),
      status: 'all',
      ...(goldmineOnly ? { goldmineOnly: 'true' as const } : {}),
      sort: 'quantumScore',
      order: 'desc',
      limit,
      offset: 0,
    };
  }

  async function waitFor(jobId: string, timeoutMs: number): Promise<DeployJobRow> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await repo.jobById(db, jobId);
      if (!row) throw new NotFoundError('Job');
      if (!['queued', 'running'].includes(row.status) || Date.now() >= until) return row;
      await sleep(WAIT_POLL_MS);
    }
  }

  async function sweep(staleMs: number, minAgeMs: number) {
    const mine = new Set(worker.running());
    for (const id of await repo.orphanedJobIds(db, staleMs, minAgeMs)) {
      // One waiting message is enough: sweeps of several processes must not pile them up.
      if (!mine.has(id) && !(await repo.hasWaitingMessage(db, id))) await queue.send(id);
    }
  }

  const service = {
    /** Starts the queue and its workers, then re-queues jobs nobody runs (after a restart). */
    async start() {
      await queue.start(({ jobId }) => worker.run(jobId));
      if (opts.database.driver === 'pglite') {
        // One process owns a PGlite folder: any job left queued or running was this folder's
        // previous process's, so it resumes now whatever its heartbeat says.
        await repo.clearHeartbeats(db);
        await sweep(0, 0);
      } else {
        await sweep(worker.staleMs, 0);
        sweeper = setInterval(() => {
          sweep(worker.staleMs, worker.staleMs).catch((err) => log.warn({ err }, 'jobs: sweep failed'));
        }, worker.staleMs);
        sweeper.unref();
      }
    },

    /** Stops taking jobs; the running item may finish (up to timeoutMs); the rest resumes later. */
    async stop(timeoutMs = 4000) {
      clearInterval(sweeper);
      await worker.stop(timeoutMs);
      await queue.stop(1000);
    },

    async enqueueDeploy(actor: Actor, siteId: string, versionId?: string): Promise<DeploymentJob> {
      const sites = opts.sites();
      if (!sites) throw new NotFoundError('Site');
      const site = await sites.getSite(actor, siteId); // 404 unless it is the team's
      if (site.status === 'archived') throw new ConflictError('This site is archived; it cannot be deployed');
      if (versionId && !(await sites.listVersions(actor, siteId)).some((v) => v.id === versionId)) {
        throw new NotFoundError('Version');
      }
      // Answered here rather than as a failed job; deploying the live version again is a no-op.
      const target = versionId ?? site.latestVersion?.id;
      if (!(site.status === 'live' && target === site.liveVersionId)) {
        await opts.limits?.()?.assertDeploy(actor.teamId, { demo: site.demo, live: !!site.liveVersionId });
      }
      const row = await create(actor, 'deploy', versionId ? { versionId } : {}, [
        { itemKey: siteId, siteId },
      ]);
      return view(row);
    },

    /**
     * POST /api/sites/:id/deploy: a 'deploy' job for one site, answered when it has finished (one
     * site takes about a second) or after `waitMs` as it stands, with the site as it is then.
     */
    async deploySite(actor: Actor, siteId: string, versionId?: string, waitMs = DEPLOY_SITE_WAIT_MS) {
      const queued = await service.enqueueDeploy(actor, siteId, versionId);
      const job = await view(await waitFor(queued.id, waitMs));
      const site = await opts.sites()!.getSite(actor, siteId);
      return { job, site };
    },

    async batchDeploy(actor: Actor, body: BatchDeployBody) {
      let ids: string[];
      if (body.opportunityIds) {
        ids = await checkMarkets(body.opportunityIds);
        await opts.limits?.()?.assertJob(actor.teamId, ids.length);
      } else {
        await opts.limits?.()?.assertJob(actor.teamId, body.limit);
        const page = await opts.market.search(actor, marketQuery(body, body.limit, false));
        ids = page.items.map((o) => o.id);
      }
      const row = await create(
        actor,
        'batch-deploy',
        { ...body },
        ids.map((itemKey) => ({ itemKey })),
      );
      return { job: await view(row), totalSitesPlanned: row.sitesPlanned };
    },

    async deployGoldmines(actor: Actor, body: GoldminesBody) {
      await opts.limits?.()?.assertJob(actor.teamId, body.limit);
      const built = await repo.builtMarketIds(db, actor.teamId);
      const page = await opts.market.search(
        actor,
        marketQuery(body, Math.min(500, body.limit + built.size), true),
      );
      const ids = page.items
        .map((o) => o.id)
        .filter((id) => !built.has(id))
        .slice(0, body.limit);
      const row = await create(
        actor,
        'deploy-goldmines',
        { ...body },
        ids.map((itemKey) => ({ itemKey })),
      );
      return { job: await view(row), totalSitesPlanned: row.sitesPlanned };
    },

    /** Creates the job and answers when it has finished (or after ~280 s, as it stands then). */
    async generateAndDeploy(actor: Actor, body: GenerateAndDeployBody, waitMs = GENERATE_AND_DEPLOY_WAIT_MS) {
      const ids = await checkMarkets(body.opportunityIds);
      await opts.limits?.()?.assertJob(actor.teamId, ids.length);
      const created = await create(
        actor,
        'generate-and-deploy',
        { ...body },
        ids.map((itemKey) => ({ itemKey })),
      );
      const row = await waitFor(created.id, waitMs);
      const job = await view(row);
      const deployedSites: Site[] = [];
      const sites = opts.sites();
      for (const id of job.siteIds) {
        const site = await sites?.getSite(actor, id).catch(() => null);
        if (site?.status === 'live') deployedSites.push(site);
      }
      return { job, deployedSites };
    },

    async list(actor: Actor, limit: number, offset = 0): Promise<DeploymentJob[]> {
      const rows = await repo.listJobs(db, actor.teamId, limit, offset);
      const ids = await repo.deployedSiteIds(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toJobView(r, ids.get(r.id) ?? []));
    },

    async get(actor: Actor, jobId: string): Promise<DeploymentJob> {
      const row = await repo.findJob(db, actor.teamId, jobId);
      if (!row) throw new NotFoundError('Job');
      return view(row);
    },

    async cancel(actor: Actor, jobId: string): Promise<DeploymentJob> {
      const row = await repo.findJob(db, actor.teamId, jobId);
      if (!row) throw new NotFoundError('Job');
      const cancelled = await repo.cancelJob(db, actor.teamId, jobId);
      return view(cancelled ?? row); // already finished: answered as it is
    },

    /**
     * The kill switch: cancels every queued or running job of the team. Workers stop before their
     * next item (the item being deployed finishes; a live site is never taken down).
     */
    async cancelAllForTeam(teamId: string): Promise<number> {
      return (await repo.cancelTeamJobs(db, teamId)).length;
    },

    /**
     * A failed job started again (a platform admin's retry, docs/admin.md#jobs): a new job of the
     * same kind and parameters over the items the failed one did not finish, for the same user.
     */
    async retry(actor: Actor, jobId: string): Promise<DeploymentJob> {
      const row = await repo.findJob(db, actor.teamId, jobId);
      if (!row) throw new NotFoundError('Job');
      if (row.status !== 'failed')
        throw new ConflictError('Only a failed job can be retried.', 'job_not_failed');
      const items = await repo.unfinishedItems(db, jobId);
      const created = await create(
        { teamId: row.teamId, userId: row.userId },
        row.kind,
        { ...row.params, retryOf: row.id },
        items.map((i) => (i.siteId ? { itemKey: i.itemKey, siteId: i.siteId } : { itemKey: i.itemKey })),
      );
      return view(created);
    },

    /** Sends a job to the queue again (it runs unless it is finished or another worker holds it). */
    resume: (jobId: string) => queue.send(jobId),

    /** For tests and operations: the jobs this process runs now. */
    running: () => worker.running(),
  };
  return service;
}
