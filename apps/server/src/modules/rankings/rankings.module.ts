import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { createTeamScopes } from '../discovery/team-scope';
import type { SharedQueue } from '../jobs/queue';
import type { ProviderService } from '../providers/providers.service';
import { importGsc } from './gsc-import';
import { createRankChecks } from './rank-checks';
import { siteOf } from './rankings.repository';
import { createRankingsCore, type RankingsDeps } from './rankings.service';

export interface RankingsModuleOptions {
  providers: ProviderService;
  market?: RankingsDeps['market'];
  realtime: RankingsDeps['realtime'];
  performance: RankingsDeps['performance'];
  /** The app's started pg-boss queue (modules/jobs/queue sharedQueue). */
  queue: () => SharedQueue | undefined;
}

export type RankingsService = ReturnType<typeof createRankingsService>;

/** Keywords, positions (serp, gsc, manual), GSC import, SERP checks now and on schedule. */
export function createRankingsService(deps: ServiceDeps, opts: RankingsModuleOptions) {
  const core = createRankingsCore(deps, {
    scopes: createTeamScopes(deps.db),
    market: opts.market,
    realtime: opts.realtime,
    performance: opts.performance,
  });
  const flag = deps.config.RANK_CHECKS;
  const checks = createRankChecks(deps, {
    core,
    providers: opts.providers,
    queue: opts.queue,
    realtime: opts.realtime,
    schedule: flag ? flag === 'on' : deps.config.NODE_ENV !== 'test',
  });
  return {
    listKeywords: core.listKeywords,
    createKeywords: core.createKeywords,
    deleteKeyword: core.deleteKeyword,
    suggest: core.suggest,
    tracked: core.trackedFor,
    manual: core.manual,
    importGsc: (userId: string, siteId: string, csv: string, o: { day?: string } = {}) =>
      importGsc(deps.db, core, userId, siteId, csv, o),
    /** Starts a background check of every keyword (or answers the running one): `{ checkId, total }`. */
    checkNow: checks.checkNow,
    /** The site's latest check now, or null. */
    checkState: checks.checkState,
    /** Queues checks of every due keyword (teams with a SERP key); answers the number of sites. */
    runDueChecks: checks.runDue,
    /**
     * For other modules (demo, imports): stores positions of a team's site and pushes/evaluates as
     * any other source does. 404 when the site is not the team's.
     */
    async recordPositions(teamId: string, siteId: string, points: Parameters<typeof core.store>[1]) {
      const site = await siteOf(deps.db, teamId, siteId);
      if (!site) throw new NotFoundError('Site');
      return core.store(site, points);
    },
    start: checks.start,
    stop: checks.stop,
  };
}
