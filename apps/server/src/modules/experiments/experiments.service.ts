import {
  type CreateExperimentRequest,
  createExperimentRequestSchema,
  type Experiment,
  type ExperimentPage,
  type ExperimentStats,
  type SiteExperiments,
  stopExperimentRequestSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RealtimeHub } from '../realtime/index';
import type { PageFilter } from '../sites/index';
import * as repo from './experiments.repository';
import { readCopy } from './page-copy';
import { evaluate } from './stats';
import { createVariantServer } from './variant-server';

// A/B tests of a live page's headline and intro (docs/product/rules.md#ab-tests): create (A read
// from the live page), list, read with the figures, stop; the stop rule ends a running test with a
// winner when its figures say so (on read, and after new beacon events: see index.ts).

/** What the service needs of the site host: a version's files, and the hook that varies pages. */
export interface HostPort {
  version(versionId: string): Promise<{ id: string; files: Map<string, { body: Buffer }> } | undefined>;
  setPageFilter(filter: PageFilter): void;
}

export interface ExperimentsPorts {
  host: HostPort;
  realtime: () => RealtimeHub | undefined;
}

export type ExperimentsService = ReturnType<typeof createExperimentsService>;

/** The testable pages listed for the create form (a dominator site has up to ~1,000). */
const MAX_PAGES = 200;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.');
  throw new ValidationError(
    field && !issue.message.startsWith(`${field}:`) ? `${field}: ${issue.message}` : issue.message,
    r.error.issues,
  );
}

/** The page a path names: exact, or with the trailing slash the generator's paths have. */
const samePath = (pagePath: string, asked: string) => pagePath === asked || pagePath === `${asked}/`;

export function createExperimentsService(deps: Pick<ServiceDeps, 'db' | 'log'>, ports: ExperimentsPorts) {
  const { db, log } = deps;
  const server = createVariantServer({ load: (siteId) => repo.activeOfSite(db, siteId) });
  ports.host.setPageFilter(server.filter);

  const isActive = (row: repo.ExperimentRow) =>
    row.status === 'running' || (row.status === 'won' && row.winner === 'B');

  /** After a change: this process's host forgets the site's tests, the team's screens refresh. */
  function changed(row: repo.ExperimentRow) {
    server.forget(row.siteId);
    try {
      ports.realtime()?.toTeam(row.teamId, 'experiment:updated', {
        experimentId: row.id,
        siteId: row.siteId,
        status: row.status,
        winner: row.winner,
        at: new Date().toISOString(),
      });
    } catch (err) {
      log.warn({ err }, 'experiment:updated push failed');
    }
  }

  async function liveStats(row: repo.ExperimentRow): Promise<ExperimentStats> {
    // Events are stamped by the database clock: a minute's margin for a clock ahead of this one.
    const to = row.endedAt ?? new Date(Date.now() + 60_000);
    const counts = await repo.countVariants(db, row, row.startedAt, to);
    return evaluate(counts.A, counts.B);
  }

  /**
   * A test with its figures; a running one the stop rule decides ends here with its winner (only
   * if it is still running: a concurrent stop or decision keeps its own outcome).
   */
  async function settle(
    row: repo.ExperimentRow,
  ): Promise<{ row: repo.ExperimentRow; stats: ExperimentStats }> {
    if (row.finalStats) return { row, stats: row.finalStats as unknown as ExperimentStats };
    const stats = await liveStats(row);
    if (row.status !== 'running' || stats.rule.state !== 'decided') return { row, stats };
    const ended = await repo.updateIfStatus(db, row.teamId, row.id, 'running', {
      status: 'won',
      winner: stats.rule.winner,
      decidedBy: stats.rule.reason,
      finalStats: stats as unknown as Record<string, unknown>,
      endedAt: new Date(),
    });
    if (ended) {
      changed(ended);
      log.info(
        { experimentId: row.id, winner: ended.winner, p: stats.probabilityBBeatsA },
        'A/B test decided',
      );
      return { row: ended, stats };
    }
    const now = await repo.getExperiment(db, row.teamId, row.id);
    return now ? settle(now) : { row, stats };
  }

  /** Whether the site's live page still carries A's text (else the split is suspended). */
  async function pageMatches(row: repo.ExperimentRow, liveVersionId: string | null): Promise<boolean> {
    if (!isActive(row)) return true;
    const version = liveVersionId ? await ports.host.version(liveVersionId) : undefined;
    const file = version?.files.get(row.file);
    return !!version && !!file && server.pageMatches(row, { versionId: version.id, body: file.body });
  }

  async function present(row: repo.ExperimentRow, liveVersionId: string | null): Promise<Experiment> {
    const settled = await settle(row);
    const r = settled.row;
    return {
      id: r.id,
      siteId: r.siteId,
      path: r.path,
      status: r.status,
      winner: r.winner,
      decidedBy: r.decidedBy,
      a: { h1: r.aH1, intro: r.aIntro },
      b: { h1: r.bH1, intro: r.bIntro },
      servingB: isActive(r),
      pageMatches: await pageMatches(r, liveVersionId),
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      stats: settled.stats,
    };
  }

  async function ownSite(actor: TeamActor, siteId: string) {
    const site = await repo.siteOf(db, actor.teamId, siteId);
    if (!site) throw new NotFoundError('Site');
    return site;
  }

  async function own(actor: TeamActor, id: string) {
    const row = await repo.getExperiment(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Experiment');
    return row;
  }

  /** The live version's indexable pages with their current headline and intro. */
  async function testablePages(site: repo.ExperimentSite, busy: Set<string>): Promise<ExperimentPage[]> {
    if (!site.liveVersionId || site.status === 'archived') return [];
    const [pages, version] = await Promise.all([
      repo.versionPages(db, site.teamId, site.liveVersionId),
      ports.host.version(site.liveVersionId),
    ]);
    if (!version) return [];
    const out: ExperimentPage[] = [];
    for (const p of pages) {
      if (out.length >= MAX_PAGES) break;
      const file = p.indexable ? version.files.get(p.file) : undefined;
      const copy = file ? readCopy(file.body.toString('utf8')) : null;
      if (copy)
        out.push({ path: p.path, title: p.title, h1: copy.h1, intro: copy.intro, busy: busy.has(p.path) });
    }
    return out;
  }

  return {
    /** GET /api/sites/:id/experiments: the site's tests, newest first, and its testable pages. */
    async list(actor: TeamActor, siteId: string): Promise<SiteExperiments> {
      const site = await ownSite(actor, siteId);
      const rows = await repo.listOfSite(db, actor.teamId, site.id);
      const items = [];
      for (const row of rows) items.push(await present(row, site.liveVersionId));
      const busy = new Set(items.filter((e) => e.status === 'running' || e.servingB).map((e) => e.path));
      return { items, pages: await testablePages(site, busy) };
    },

    /** POST /api/sites/:id/experiments: A is read from the live page now; B is the operator's text. */
    async create(actor: TeamActor, siteId: string, raw: CreateExperimentRequest): Promise<Experiment> {
      const input = parse(createExperimentRequestSchema, raw);
      const site = await ownSite(actor, siteId);
      if (input.h1 === undefined && input.intro === undefined)
        throw new ValidationError("h1: write B's headline, its intro or both");
      if (!input.path.startsWith('/') || /[?#]/.test(input.path))
        throw new ValidationError('path: must be a page path starting with /, such as /roof-repair/');
      if (!site.liveVersionId || site.status === 'archived')
        throw new ConflictError('Deploy the site first: A/B tests run on its live version', 'not_live');
      const pages = await repo.versionPages(db, actor.teamId, site.liveVersionId);
      const page = pages.find((p) => samePath(p.path, input.path));
      if (!page) throw new ValidationError(`path: the live site has no page ${input.path}`);
      if (!page.indexable)
        throw new ValidationError('path: the thank-you and not-found pages cannot be tested');
      const version = await ports.host.version(site.liveVersionId);
      const html = version?.files.get(page.file)?.body.toString('utf8');
      const copy = html ? readCopy(html) : null;
      if (!copy) throw new ValidationError(`path: the page ${page.path} has no headline (h1) to test`);
      if (input.intro !== undefined && copy.introHtml === null)
        throw new ValidationError('intro: this page has no intro paragraph after its headline');
      const bH1 = input.h1 !== undefined && input.h1 !== copy.h1 ? input.h1 : null;
      const bIntro = input.intro !== undefined && input.intro !== copy.intro ? input.intro : null;
      if (bH1 === null && bIntro === null)
        throw new ValidationError("h1: B must differ from the page's headline or intro");
      const row = await repo.insertExperiment(db, {
        teamId: actor.teamId,
        siteId: site.id,
        userId: actor.userId,
        path: page.path,
        file: page.file,
        versionId: site.liveVersionId,
        aH1: copy.h1,
        aIntro: copy.intro,
        aH1Html: copy.h1Html,
        aIntroHtml: copy.introHtml ?? '',
        bH1,
        bIntro,
      });
      if (!row)
        throw new ConflictError(
          'An A/B test already runs on this page, or its winning B is served; stop that one first',
          'experiment_active',
        );
      changed(row);
      return present(row, site.liveVersionId);
    },

    /** GET /api/experiments/:id with its figures (a running test the rule decides ends here). */
    async get(actor: TeamActor, id: string): Promise<Experiment> {
      const row = await own(actor, id);
      const site = await repo.siteOf(db, actor.teamId, row.siteId);
      return present(row, site?.liveVersionId ?? null);
    },

    /**
     * POST /api/experiments/:id/stop: a running test stops with no winner, or with the variant to
     * keep (`keep`); a test whose B won stops serving B. An ended test is a 409.
     */
    async stop(actor: TeamActor, id: string, raw?: z.input<typeof stopExperimentRequestSchema>) {
      const input = parse(stopExperimentRequestSchema, raw) ?? {};
      const row = await own(actor, id);
      const site = await repo.siteOf(db, actor.teamId, row.siteId);
      const { row: current, stats } = await settle(row);
      let ended: repo.ExperimentRow | undefined;
      if (current.status === 'running') {
        ended = await repo.updateIfStatus(db, actor.teamId, id, 'running', {
          status: input.keep ? 'won' : 'stopped',
          winner: input.keep ?? null,
          decidedBy: input.keep ? 'operator' : null,
          finalStats: stats as unknown as Record<string, unknown>,
          endedAt: new Date(),
        });
      } else if (current.status === 'won' && current.winner === 'B' && input.keep !== 'B') {
        // B stops being served; the test keeps its result.
        ended = await repo.updateIfStatus(db, actor.teamId, id, 'won', {
          status: 'stopped',
          winner: current.winner,
          decidedBy: current.decidedBy,
          finalStats: current.finalStats,
        });
      } else if (current.status === 'won' && input.keep === current.winner) {
        return present(current, site?.liveVersionId ?? null);
      } else {
        throw new ConflictError('This A/B test has already ended', 'experiment_ended');
      }
      if (!ended) throw new ConflictError('This A/B test changed meanwhile; reload it', 'experiment_changed');
      changed(ended);
      return present(ended, site?.liveVersionId ?? null);
    },

    /** The stop rule over the team's running tests (after new beacon events). */
    async evaluateTeam(teamId: string): Promise<void> {
      for (const row of await repo.runningOfTeam(db, teamId)) await settle(row);
    },

    /**
     * The seam for applying a winning B to the page itself (the page editor's overrides): the path and
     * the text to write. Once applied, the test is stopped so the host no longer swaps it.
     */
    winningCopy(row: Pick<Experiment, 'path' | 'winner' | 'a' | 'b'>) {
      if (row.winner !== 'B') return null;
      return { path: row.path, h1: row.b.h1 ?? row.a.h1, intro: row.b.intro ?? row.a.intro };
    },

    forgetSite: (siteId: string) => server.forget(siteId),
  };
}
