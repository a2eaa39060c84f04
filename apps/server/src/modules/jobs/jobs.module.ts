import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import type { DiscoveryService } from '../discovery/discovery.service';
import { createTeamScopes } from '../discovery/team-scope';
import { createJobsService, type JobsService } from './jobs.service';
import type { LimitsPort, RealtimeGetter, SitesPort } from './jobs.types';

export type { JobsService } from './jobs.service';
export type { Actor, SitesPort } from './jobs.types';

export interface JobsModuleOptions {
  database: Pick<Database, 'db' | 'driver'>;
  discovery: DiscoveryService;
  /** The sites service (made by its own module; read when a job runs). */
  sites: () => SitesPort | undefined;
  realtime: RealtimeGetter;
  /** The team's usage limits, asked before a job is created. */
  limits?: () => LimitsPort | undefined;
}

/** Deployment jobs wired to team scopes, market discovery, sites and the realtime hub. */
export function createJobsModule(deps: ServiceDeps, opts: JobsModuleOptions): JobsService {
  const scopes = createTeamScopes(deps.db);
  return createJobsService(deps, {
    database: opts.database,
    config: {
      pollMs: deps.config.JOBS_POLL_MS,
      heartbeatMs: deps.config.JOBS_HEARTBEAT_MS,
      concurrency: deps.config.JOBS_CONCURRENCY,
      itemPauseMs: deps.config.JOBS_ITEM_PAUSE_MS,
    },
    async resolveActor(userId) {
      const { teamId } = await scopes.resolve(userId);
      return { userId, teamId };
    },
    market: {
      search: (userId, q) => opts.discovery.search(userId, q),
      async label(opportunityId) {
        const t = await opts.discovery.marketAccess.target(opportunityId);
        return t ? `${t.verticalName} in ${t.city}, ${t.state}` : null;
      },
    },
    sites: opts.sites,
    realtime: opts.realtime,
    limits: opts.limits,
  });
}
