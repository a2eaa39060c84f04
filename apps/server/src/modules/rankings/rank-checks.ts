import type { RankCheckStarted, RankCheckState } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { type AppError, ValidationError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { MeterScope } from '../metering/index';
import type { ProviderService } from '../providers/index';
import type { RealtimeHub } from '../realtime/index';
import type { RankCheckRow, SiteKeywordRow } from './rankings.repository';
import * as repo from './rankings.repository';
import type { PositionInput, RankingsCore } from './rankings.service';
import { today } from './rankings.service';
import { snapshotOf } from './serp-snapshots';
import { upsertSnapshots } from './serp-snapshots.repository';
import { readSerp, siteMatcher } from './site-match';

// SERP checks as pg-boss messages on one queue: scheduled checks of due keywords (last checked longer
// ago than trackEveryHours) for teams that hold a SERP provider key, and "check now" of every keyword of
// a site, run in the background with its state in rank_checks and progress pushed to the site owner.
// Every search goes through the provider meter.

export const RANK_CHECK_QUEUE = 'rank-check';
const HOUR_MS = 3_600_000;
const CONCURRENCY = 4;
/** Handlers of the rank-check queue at once per process (a long scheduled round does not hold up a check now). */
const WORKERS = 2;
/** Check now stores (and pushes, evaluates) the positions found so far every this many keywords. */
const STORE_BATCH = 25;
const HEARTBEAT_MS = 30_000;

interface CheckMessage {
  teamId: string;
  siteId: string;
  /** Check now: every keyword of the site (not only the due ones), state in rank_checks. */
  checkId?: string;
}

class Interrupted extends Error {}

export function checkView(c: RankCheckRow): RankCheckState {
  return {
    checkId: c.id,
    status: c.status,
    done: c.done,
    total: c.total,
    failed: c.failed,
    error: c.error,
    startedAt: c.startedAt.toISOString(),
    finishedAt: c.finishedAt?.toISOString() ?? null,
  };
}

export interface RankChecksOptions {
  core: RankingsCore;
  providers: Pick<ProviderService, 'serp' | 'serpProviders' | 'serpTeams'>;
  queue: () => SharedQueue | undefined;
  realtime: () => RealtimeHub | undefined;
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

  const matcherOf = (site: repo.RankSite) =>
    siteMatcher({ slug: site.slug, customDomain: site.customDomain, publicUrl: config.PUBLIC_URL });

  /**
   * One metered search of a keyword, read as today's SERP position of the site; the results page
   * itself is kept as the keyword's snapshot of the day (a failure to keep it is logged, the
   * position still counts).
   */
  async function searchKeyword(
    scope: MeterScope,
    site: repo.RankSite,
    k: Pick<SiteKeywordRow, 'id' | 'keyword' | 'location'>,
    isSite: ReturnType<typeof siteMatcher>,
  ): Promise<PositionInput> {
    const answer = await providers.serp(
      { ...scope, siteId: site.id },
      { keyword: k.keyword, locationName: k.location, depth: 100 },
    );
    const reading = readSerp(answer.items, isSite);
    const day = today();
    const snapshot = snapshotOf(
      answer,
      {
        teamId: site.teamId,
        siteId: site.id,
        keywordId: k.id,
        keyword: k.keyword,
        location: k.location,
        day,
        demo: site.demo,
      },
      reading.position,
    );
    await upsertSnapshots(db, [snapshot]).catch((err) =>
      log.warn({ err, keywordId: k.id }, 'rankings: SERP snapshot not stored'),
    );
    return {
      keywordId: k.id,
      position: reading.position,
      url: reading.url,
      source: 'serp',
      sourceDetail: answer.providerId,
      day,
      clicks: null,
      impressions: null,
      competitors: reading.competitors,
    };
  }

  /** Searches each keyword and stores what was found; answers the errors (one per failed keyword). */
  async function checkKeywords(site: repo.RankSite, keywords: SiteKeywordRow[], scope: MeterScope) {
    const isSite = matcherOf(site);
    const points: PositionInput[] = [];
    const errors: { keyword: string; error: AppError | Error }[] = [];
    await pool(keywords, CONCURRENCY, async (k) => {
      try {
        points.push(await searchKeyword(scope, site, k, isSite));
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

  /**
   * Check now, in the worker: claims the check (a duplicate message or a live worker elsewhere makes
   * this a no-op), then 4 lanes each claim the next keyword the check has not searched, search it,
   * count it and push the progress. Positions are stored every STORE_BATCH keywords and at the end.
   */
  async function runCheck({ teamId, siteId, checkId }: Required<CheckMessage>) {
    const check = await repo.claimCheck(db, checkId);
    if (!check) return;
    const site = await repo.siteOf(db, teamId, siteId);
    if (!site) return; // deleted: its checks went with it
    const push = opts.realtime();
    const beat = setInterval(() => {
      repo.beatCheck(db, checkId).catch((err) => log.warn({ err, checkId }, 'rankings: heartbeat failed'));
    }, HEARTBEAT_MS);
    beat.unref();
    const isSite = matcherOf(site);
    const scope: MeterScope = { teamId, userId: check.userId };
    let found: PositionInput[] = [];
    let storing: Promise<unknown> = Promise.resolve();
    const store = () => {
      const batch = found;
      found = [];
      storing = storing.then(() => core.store(site, batch));
      return storing;
    };
    let firstError: string | null = null;
    let interrupted = false;
    try {
      // Each lane ends its current keyword before it stops (shutdown) or fails.
      const lanes = await Promise.allSettled(
        Array.from({ length: CONCURRENCY }, async () => {
          for (;;) {
            if (stopped) {
              interrupted = true;
              return;
            }
            const k = await repo.claimCheckKeyword(db, check);
            if (!k) return;
            let failed = false;
            try {
              found.push(await searchKeyword(scope, site, k, isSite));
            } catch (err) {
              failed = true;
              firstError ??= (err as Error).message;
            }
            const counts = await repo.checkAdvanced(db, checkId, failed);
            if (counts) push?.toUser(site.userId, 'rankings:check-progress', { siteId, checkId, ...counts });
            if (found.length >= STORE_BATCH) await store();
          }
        }),
      );
      await store();
      const broken = lanes.find((l) => l.status === 'rejected');
      if (broken) throw broken.reason;
      if (interrupted) throw new Interrupted('rankings: check interrupted by shutdown');
      const now = await repo.checkById(db, checkId);
      const failed = now?.failed ?? 0;
      const checked = (now?.done ?? 0) - failed;
      const error = checked === 0 && failed > 0 ? (firstError ?? 'Every search failed') : null;
      await repo.finishCheck(db, checkId, error ? 'failed' : 'completed', error);
      push?.toUser(site.userId, 'rankings:check-completed', {
        siteId,
        checkId,
        checked,
        failed,
        ...(error ? { error } : {}),
      });
      log.info({ siteId, checkId, checked, failed }, 'rankings: check now done');
    } catch (err) {
      if (err instanceof Interrupted) {
        // The positions found so far are stored; the next message (pg-boss's retry, or a resend when
        // the page asks) claims the check at once and searches the keywords left.
        await repo.releaseCheck(db, checkId).catch(() => undefined);
        throw err;
      }
      log.warn({ err, siteId, checkId }, 'rankings: check now failed');
      const error = `The check stopped: ${(err as Error).message}`;
      const now = await repo.finishCheck(db, checkId, 'failed', error).catch(() => undefined);
      push?.toUser(site.userId, 'rankings:check-completed', {
        siteId,
        checkId,
        checked: (now?.done ?? 0) - (now?.failed ?? 0),
        failed: now?.failed ?? 0,
        error,
      });
    } finally {
      clearInterval(beat);
    }
  }

  function track(p: Promise<unknown>) {
    const q = p.catch((err) => {
      if (!(err instanceof Interrupted)) log.warn({ err }, 'rankings: check failed');
    });
    running.add(q);
    void q.finally(() => running.delete(q));
  }

  /** Sends the check's message (in-process run without a started queue). */
  async function enqueue(check: RankCheckRow) {
    const message: Required<CheckMessage> = { teamId: check.teamId, siteId: check.siteId, checkId: check.id };
    const queue = opts.queue();
    // One resend a minute at most per check (a page polling a stalled check).
    const sent = await queue?.send<CheckMessage>(RANK_CHECK_QUEUE, message, {
      singletonKey: `check:${check.id}`,
      singletonSeconds: 60,
    });
    if (!sent && !stopped) track(runCheck(message));
  }

  /** A running check nobody works on (its worker died, or its message was lost) is sent again. */
  async function resumeIfStale(check: RankCheckRow) {
    if (check.status !== 'running') return;
    const since = (check.heartbeatAt ?? check.startedAt).getTime();
    if (Date.now() - since < repo.CHECK_STALE_SECONDS * 1000) return;
    await enqueue(check).catch((err) => log.warn({ err, checkId: check.id }, 'rankings: resend failed'));
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

    /**
     * Check now: starts a background check of every keyword of the site through the team's SERP
     * provider (or answers the one already running) after the same checks as ever.
     */
    async checkNow(actor: TeamActor, siteId: string): Promise<RankCheckStarted> {
      const { scope, site } = await core.actorSite(actor, siteId);
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
      const { check, created } = await repo.startCheck(db, {
        teamId: site.teamId,
        siteId: site.id,
        userId: actor.userId,
        total: keywords.length,
      });
      if (created) await enqueue(check);
      else await resumeIfStale(check);
      return { checkId: check.id, total: check.total };
    },

    /** The site's latest check now (null when none was started). */
    async checkState(actor: TeamActor, siteId: string): Promise<RankCheckState | null> {
      const { site } = await core.actorSite(actor, siteId);
      const check = await repo.latestCheck(db, site.id);
      if (!check) return null;
      await resumeIfStale(check);
      return checkView(check);
    },

    async start() {
      const queue = opts.queue();
      if (queue) {
        await queue.work<CheckMessage>(
          RANK_CHECK_QUEUE,
          (m) => (m.checkId ? runCheck({ ...m, checkId: m.checkId }) : checkDueSite(m)),
          { concurrency: WORKERS },
        );
      }
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
