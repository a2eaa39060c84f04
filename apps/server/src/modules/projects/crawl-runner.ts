import type { ServiceDeps } from '../../lib/deps';
import { createDurableRows } from '../../lib/durable-rows';
import { AppError } from '../../lib/errors';
import type { SharedQueue } from '../jobs/index';
import type { RealtimeHub } from '../realtime/index';
import { AUDIT_CHECKS, runAudit } from './audit/index';
import { runCrawl } from './crawler/index';
import type { CrawledPage, CrawlFacts, CrawlLimits, Fetcher } from './crawler/types';
import * as crawlRepo from './crawls.repository';
import { limitsOf } from './project-view';
import type { CrawlRow, ProjectRow } from './projects.repository';
import * as repo from './projects.repository';

// A crawl as a durable job (docs/projects.md#crawls): a queue message only says "run crawl X"; the
// crawls row is the truth. The worker claims the row in SQL, beats its heartbeat with the progress
// every HEARTBEAT_MS (and stops when the row was cancelled), stores pages in batches as they come,
// runs the audit, stores the findings and scores, then tells the SEO opportunities module
// (crawl.completed). Without a started queue the crawl runs in this process.

export const CRAWL_QUEUE = 'project-crawl';
const HEARTBEAT_MS = 5_000;
/** Progress pushes at most this often per crawl (about 4 a second). */
const PUSH_MS = 250;
const PAGE_BATCH = 50;
/** How often this process looks for crawls a dead worker left. */
const SWEEP_MS = 60_000;
/** Crawls this process runs at once. */
const WORKERS = 2;

export interface CrawlRunnerPorts {
  realtime: () => RealtimeHub | undefined;
  queue: () => SharedQueue | undefined;
  /** How to reach the project's pages: in process for a hosted site, else the network. */
  fetcherFor: (project: ProjectRow) => Promise<Fetcher>;
  /** Fixed crawl settings beyond the project's limits (tests shorten the timeout). */
  crawlDefaults?: Partial<CrawlLimits>;
}

interface CrawlMessage {
  crawlId: string;
}

/** What crawl_pages keeps of a page (the text is not kept: docs/projects.md#storage). */
export function pageRow(teamId: string, crawlId: string, p: CrawledPage): crawlRepo.NewCrawlPage {
  return {
    teamId,
    crawlId,
    url: p.url,
    statusCode: p.statusCode,
    depth: p.depth,
    redirects: p.redirects,
    contentType: p.contentType,
    bytes: p.bytes,
    loadMs: Math.round(p.loadMs),
    title: p.title,
    description: p.description,
    wordCount: p.wordCount,
    indexable: p.statusCode >= 200 && p.statusCode < 300 && !p.noindex,
    data: {
      requestedUrl: p.requestedUrl,
      h1: p.h1,
      h2: p.h2.slice(0, 50),
      headingLevels: p.headingLevels.slice(0, 200),
      canonical: p.canonical,
      noindex: p.noindex,
      lang: p.lang,
      links: p.links.slice(0, 500),
      linkCount: p.links.length,
      images: p.images.slice(0, 200),
      imageCount: p.images.length,
      jsonLd: p.jsonLd.map(({ type, valid, error }) => ({ type, valid, error })),
      hreflang: p.hreflang,
      mixedContent: p.mixedContent.slice(0, 100),
      resources: p.resources.length,
      ...(p.error ? { error: p.error } : {}),
    },
  };
}

/** The facts the API shows (counts, not lists). */
function factsView(facts: CrawlFacts) {
  return {
    robots: facts.robots,
    sitemaps: facts.sitemaps,
    blockedByRobots: facts.blockedByRobots.length,
    externalLinks: Object.keys(facts.external).length,
    truncated: facts.truncated,
  };
}

export function createCrawlRunner(deps: ServiceDeps, ports: CrawlRunnerPorts) {
  const { db, log } = deps;
  const rows = createDurableRows<CrawlMessage>({
    label: 'projects',
    noun: 'crawl',
    queueName: CRAWL_QUEUE,
    message: (crawlId) => ({ crawlId }),
    idOf: (m) => m.crawlId,
    workers: WORKERS,
    sweepMs: SWEEP_MS,
    driver: deps.driver,
    log,
    queue: ports.queue,
    run: (crawlId) => run(crawlId),
    unfinished: async () =>
      (await crawlRepo.unfinished(db)).map((c) => ({
        id: c.id,
        status: c.status,
        stale: crawlRepo.isStale(c),
      })),
  });
  const { local } = rows;

  function push(
    row: Pick<CrawlRow, 'id' | 'teamId' | 'projectId'>,
    status: CrawlRow['status'],
    p: { crawled: number; queued: number },
    score?: number | null,
  ) {
    const hub = ports.realtime();
    if (!hub) return;
    const payload = {
      projectId: row.projectId,
      crawlId: row.id,
      status,
      crawled: p.crawled,
      queued: p.queued,
      ...(score !== undefined ? { score } : {}),
    };
    try {
      hub.toProject(row.projectId, 'project:crawl', payload);
      hub.toTeam(row.teamId, 'project:crawl', payload);
    } catch (err) {
      log.warn({ err }, 'projects: progress push failed');
    }
  }

  async function run(crawlId: string): Promise<void> {
    if (rows.stopped) return;
    const row = await crawlRepo.claim(db, crawlId);
    if (!row) return;
    const project = await repo.projectOf(db, row.teamId, row.projectId);
    const controller = new AbortController();
    local.set(row.id, controller);
    let progress = { crawled: 0, queued: 0 };
    let lastPush = 0;
    let batch: crawlRepo.NewCrawlPage[] = [];
    let writes: Promise<void> = Promise.resolve();
    const flush = () => {
      const pages = batch;
      batch = [];
      writes = writes.then(() => crawlRepo.insertPages(db, pages));
      return writes;
    };
    const heartbeat = setInterval(() => {
      crawlRepo
        .beat(db, row.id, progress)
        .then((status) => status !== 'running' && controller.abort('cancelled'))
        .catch((err) => log.warn({ err, crawlId }, 'projects: heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    push(row, 'running', progress);
    try {
      if (!project) throw new AppError(404, 'not_found', 'The project was deleted.');
      const limits: CrawlLimits = {
        ...limitsOf(row.settings),
        concurrency: 4,
        timeoutMs: 15_000,
        maxBytes: 5 * 1024 * 1024,
        maxRedirects: 10,
        ...(project.siteId ? { requestsPerSecond: 1_000 } : {}),
        ...ports.crawlDefaults,
      };
      const result = await runCrawl({
        startUrl: project.url,
        // A hosted site under /s/{slug}/ shares the platform's origin: crawl only its own pages.
        scope: project.siteId && new URL(project.url).pathname !== '/' ? project.url : undefined,
        limits,
        fetcher: await ports.fetcherFor(project),
        signal: controller.signal,
        onPage: (page) => {
          batch.push(pageRow(row.teamId, row.id, page));
          return batch.length >= PAGE_BATCH ? flush() : undefined;
        },
        onProgress: (p) => {
          progress = { crawled: p.crawled, queued: p.queued };
          const now = Date.now();
          if (now - lastPush >= PUSH_MS) {
            lastPush = now;
            push(row, 'running', progress);
          }
        },
      });
      await flush();
      if (controller.signal.aborted) return await ended(row, controller, progress);
      progress = { crawled: result.pages.length, queued: 0 };
      const audit = runAudit({ pages: result.pages, facts: result.facts, startUrl: project.url });
      await crawlRepo.insertIssues(
        db,
        audit.findings.map((f) => ({
          teamId: row.teamId,
          crawlId: row.id,
          checkId: f.checkId,
          category: AUDIT_CHECKS[f.checkId].category,
          severity: AUDIT_CHECKS[f.checkId].severity,
          url: f.url,
          detail: f.detail,
        })),
      );
      await crawlRepo.setPageFacts(db, row.id, audit.pageInlinks, audit.pageIndexable);
      const totals = { critical: 0, warning: 0, notice: 0, checks: Object.keys(audit.summary).length };
      for (const s of Object.values(audit.summary)) totals[s.severity] += s.count;
      const done = await crawlRepo.finish(db, row.id, {
        status: 'completed',
        score: Math.round(audit.score),
        categoryScores: audit.categoryScores,
        summary: { checks: audit.summary, totals, graph: audit.graph },
        settings: { ...row.settings, facts: factsView(result.facts) },
        error: null,
        pagesCrawled: progress.crawled,
        pagesQueued: 0,
      });
      if (!done) return await ended(row, controller, progress);
      push(row, 'completed', progress, done.score);
      await crawlRepo.pruneOldCrawls(db, row.teamId, row.projectId);
      deps.events
        .emit('crawl.completed', {
          teamId: row.teamId,
          projectId: row.projectId,
          crawlId: row.id,
          siteId: project.siteId,
          demo: project.demo,
        })
        .catch((err) => log.warn({ err, crawlId }, 'crawl.completed listener failed'));
    } catch (err) {
      await writes.catch(() => {});
      if (controller.signal.aborted) return await ended(row, controller, progress);
      log.error({ err, crawlId }, 'projects: crawl failed');
      const message = err instanceof AppError ? err.message : 'The crawl failed. Please try again.';
      const failed = await crawlRepo
        .finish(db, row.id, {
          status: 'failed',
          error: message,
          settings: row.settings,
          pagesCrawled: progress.crawled,
          pagesQueued: progress.queued,
        })
        .catch(() => undefined);
      if (failed) push(row, 'failed', progress);
    } finally {
      clearInterval(heartbeat);
      local.delete(row.id);
    }
  }

  /** Stopped early: cancelled by someone (pushed as such) or this process is stopping (let go). */
  async function ended(
    row: CrawlRow,
    controller: AbortController,
    progress: { crawled: number; queued: number },
  ) {
    if (controller.signal.reason === 'shutdown') {
      await crawlRepo.release(db, row.id).catch(() => {});
      return;
    }
    push(row, 'cancelled', progress);
  }

  return {
    enqueue: rows.enqueue,
    run,

    /** Stops a crawl this process runs at once (others see the cancelled row at their next heartbeat). */
    abortLocal(crawlId: string) {
      local.get(crawlId)?.abort('cancelled');
    },
    start: rows.start,
    stop: rows.stop,
  };
}

export type CrawlRunner = ReturnType<typeof createCrawlRunner>;
