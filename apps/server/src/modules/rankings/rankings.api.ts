import type { TeamActor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import type { ModuleContext } from '../../lib/module';
import { importGsc } from './gsc-import';
import { createRankChecks } from './rank-checks';
import { siteOf } from './rankings.repository';
import { createRankingsCore, normaliseKeyword } from './rankings.service';

export type RankingsService = ReturnType<typeof createRankings>;

/** Keywords, positions (serp, gsc, manual), GSC import, SERP checks now and on schedule. */
export function createRankings({
  deps,
  use,
}: ModuleContext<'providers' | 'discovery' | 'realtime' | 'queue' | 'limits'>) {
  const realtime = use('realtime');
  const limits = use('limits');
  const queue = use('queue');
  const core = createRankingsCore(deps, {
    market: use('discovery').marketAccess,
    realtime: () => realtime,
  });
  const flag = deps.config.RANK_CHECKS;
  const checks = createRankChecks(deps, {
    core,
    providers: use('providers'),
    queue: () => queue.current(),
    realtime: () => realtime,
    schedule: flag ? flag === 'on' : deps.config.NODE_ENV !== 'test',
  });
  return {
    listKeywords: core.listKeywords,
    /** Adds keywords after the plan's keyword count (docs/billing.md#limits). */
    async createKeywords(actor: TeamActor, input: Parameters<typeof core.createKeywords>[1]) {
      const have = new Set((await core.listKeywords(actor, input.websiteId)).map((k) => k.keyword));
      const fresh = new Set(input.keywords.map(normaliseKeyword).filter((k) => k && !have.has(k)));
      await limits.assertRankKeywords(actor.teamId, fresh.size);
      return core.createKeywords(actor, input);
    },
    deleteKeyword: core.deleteKeyword,
    suggest: core.suggest,
    tracked: core.trackedFor,
    manual: core.manual,
    importGsc: (actor: TeamActor, siteId: string, csv: string, o: { day?: string } = {}) =>
      importGsc(deps.db, core, actor, siteId, csv, o),
    /** Starts a background check of every keyword (or answers the running one): `{ checkId, total }`. */
    async checkNow(actor: TeamActor, siteId: string) {
      await limits.assertWork(actor.teamId);
      return checks.checkNow(actor, siteId);
    },
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
