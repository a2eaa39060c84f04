import { defineModule } from '../../lib/module';
import { deploySiteRoutes } from './deploy-site.routes';
import { jobsRoutes } from './jobs.routes';
import { createJobsService, type JobsService } from './jobs.service';
import { type SharedQueue, sharedQueue } from './queue';

export type { JobsService } from './jobs.service';
export type { SharedQueue } from './queue';

/** The app's pg-boss queue once the jobs module started it (other modules put their own queues on it). */
export interface QueueAccess {
  current(): SharedQueue | undefined;
}

declare module '../../lib/module' {
  interface ModuleServices {
    /** Durable deployment jobs (deploy, batch, goldmines, generate-and-deploy). */
    jobs: JobsService;
    queue: QueueAccess;
  }
}

/** Deployment jobs on pg-boss (docs/decisions/007-pg-boss-for-durable-jobs.md). */
export const jobsModule = defineModule({
  name: 'jobs',
  provides: ['jobs', 'queue'],
  requires: ['discovery', 'sites', 'realtime', 'limits'],
  create: ({ deps, use }) => {
    const discovery = use('discovery');
    const sites = use('sites');
    const realtime = use('realtime');
    const limits = use('limits');
    const jobs = createJobsService(deps, {
      database: { db: deps.db, driver: deps.driver },
      config: {
        pollMs: deps.config.JOBS_POLL_MS,
        heartbeatMs: deps.config.JOBS_HEARTBEAT_MS,
        concurrency: deps.config.JOBS_CONCURRENCY,
        itemPauseMs: deps.config.JOBS_ITEM_PAUSE_MS,
      },
      market: {
        search: (actor, q) => discovery.search(actor, q),
        async label(opportunityId) {
          const t = await discovery.marketAccess.target(opportunityId);
          return t ? `${t.verticalName} in ${t.city}, ${t.state}` : null;
        },
      },
      sites: () => sites,
      realtime: () => realtime,
      limits: () => limits,
    });
    return {
      services: { jobs, queue: { current: () => sharedQueue(deps.db) } },
      routes: async (app) => {
        await app.register(jobsRoutes, { jobs });
        await app.register(deploySiteRoutes, { jobs });
      },
      // After migrations; resumes jobs a previous process left.
      start: () => jobs.start(),
      stop: () => jobs.stop(),
    };
  },
});
