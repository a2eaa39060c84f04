import type { SiteKeywordRow } from '../../db/schema/index';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, ValidationError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/queue';
import type { MeterScope } from '../providers/meter';
import type { ProviderService } from '../providers/providers.service';
import * as repo from './rankings.repository';
import type { PositionInput, RankingsCore } from './rankings.service';
import { today } from './rankings.service';
import { readSerp, siteMatcher } from './site-match';

// SERP checks: "check now" for a site, and scheduled checks of due keywords (last checked longer ago
// than trackEveryHours) for teams that hold a SERP provider key, as pg-boss messages. Every search goes
// through the provider meter.

export const RANK_CHECK_QUEUE = 'rank-check';
const HOUR_MS = 3_600_000;
const CONCURRENCY = 4;

interface CheckMessage {
  teamId: string;
  siteId: string;
}

export interface RankChecksOptions {
  core: RankingsCore;
  providers: Pick<ProviderService, 'serp' | 'serpProviders' | 'serpTeams'>;
  queue: () => SharedQueue | undefined;
  /** Hourly tick on (RANK_CHECKS); the queue worker runs either way. */
  schedule: boolean;
  intervalMs?: number;
}

async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]);
  });
  await Promise.all(lanes);
}

export function createRankChecks({ db, log, config }: ServiceDeps, opts: RankChecksOptions) {
  const { core, providers } = opts;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let stopped = false;
  const running = new Set<Promise<unknown>>();

  /** Searches each keyword and stores what was found; answers the errors (one per failed keyword). */
  async function checkKeywords(site: repo.RankSite, keywords: SiteKeywordRow[], scope: MeterScope) {
    const isSite = siteMatcher({
      slug: site.slug,
      customDomain: site.customDomain,
      publicUrl: config.PUBLIC_URL,
    });
    const points: PositionInput[] = [];
    const errors: { keyword: string; error: AppError | Error }[] = [];
    await pool(keywords, CONCURRENCY, async (k) => {
      try {
        const answer = await providers.serp(scope, {
          keyword: k.keyword,
          locationName: k.location,
          depth: 100,
        });
        const reading = readSerp(answer.items, isSite);
        points.push({
          keywordId: k.id,
          position: reading.position,
          url: reading.url,
          source: 'serp',
          sourceDetail: answer.providerId,
          day: today(),
          clicks: null,
          impressions: null,
          competitors: reading.competitors,
        });
      } catch (err) {
        errors.push({ keyword: k.keyword, error: err as Error });
      }
    });
    await repo.markChecked(
      db,
      keywords.map((k) => k.id),
    );
    await core.store(site, points);
    return { checked: points.length, errors };
  }

  async function checkDueSite({ teamId, siteId }: CheckMessage) {
    const site = await repo.siteOf(db, teamId, siteId);
    if (!site || site.status === 'archived') return;
    if ((await providers.serpProviders(teamId)).length === 0) return; // the key was removed meanwhile
    const keywords = await repo.claimDueKeywords(db, siteId);
    if (keywords.length === 0) return;
    const { checked, errors } = await checkKeywords(site, keywords, { teamId, userId: null });
    if (errors.length) {
      log.warn(
        { siteId, failed: errors.length, first: errors[0].error.message },
        'rankings: scheduled checks failed',
      );
    }
    log.info({ siteId, checked }, 'rankings: scheduled check done');
  }

  /** Queues one message per site with due keywords (teams with a SERP key only); answers the count. */
  async function runDue(): Promise<number> {
    const teams = await providers.serpTeams();
    const due = await repo.dueSites(db, teams);
    const queue = opts.queue();
    for (const d of due) {
      if (queue) {
        await queue.send<CheckMessage>(RANK_CHECK_QUEUE, d, {
          singletonKey: d.siteId,
          singletonSeconds: 3600,
        });
      } else {
        await checkDueSite(d).catch((err) => log.warn({ err, siteId: d.siteId }, 'rankings: check failed'));
      }
    }
    return due.length;
  }

  function tick() {
    if (stopped) return;
    const p = runDue().catch((err) => log.warn({ err }, 'rankings: scheduling checks failed'));
    running.add(p);
    void p.finally(() => running.delete(p));
  }

  return {
    checkKeywords,
    runDue,

    /** Check now: every keyword of the site through the team's SERP provider. */
    async checkNow(userId: string, siteId: string) {
      const { scope, site } = await core.actorSite(userId, siteId);
      if ((await providers.serpProviders(scope.teamId)).length === 0) {
        throw new ValidationError(
          'No rank-tracking provider is configured: add a DataForSEO key in Settings (Providers) to check positions, or import a Search Console CSV',
          undefined,
          'serp_not_configured',
        );
      }
      const keywords = await repo.listKeywords(db, site.id);
      if (keywords.length === 0) {
        throw new ValidationError(
          'websiteId: the site tracks no keywords yet: add keywords first',
          undefined,
          'no_keywords',
        );
      }
      const { checked, errors } = await checkKeywords(site, keywords, scope);
      if (checked === 0 && errors.length) {
        const e = errors[0].error;
        throw e instanceof AppError ? e : new AppError(502, 'provider_error', e.message);
      }
      return {
        keywords: await core.tracked(site),
        errors: errors.map((e) => ({ keyword: e.keyword, error: e.error.message })),
      };
    },

    async start() {
      const queue = opts.queue();
      if (queue) await queue.work<CheckMessage>(RANK_CHECK_QUEUE, (m) => checkDueSite(m));
      if (!opts.schedule) return;
      const every = opts.intervalMs ?? HOUR_MS;
      first = setTimeout(tick, Math.min(60_000, every));
      first.unref();
      timer = setInterval(tick, every);
      timer.unref();
    },

    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
