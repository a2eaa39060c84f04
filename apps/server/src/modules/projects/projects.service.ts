import {
  type Crawl,
  type CrawlHistoryItem,
  type CrawlTrigger,
  type CreateProject,
  createProjectSchema,
  type Project,
  type UpdateProject,
  updateProjectSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SitesService } from '../sites/index';
import type { CrawlRunner } from './crawl-runner';
import * as crawlRepo from './crawls.repository';
import { presentCrawl, presentHistoryItem, presentProject } from './project-view';
import * as repo from './projects.repository';

// Projects and their crawls (docs/projects.md). A project is a website at any URL, or one of the
// team's hosted sites (crawled in process after each deploy). Crawls run as durable jobs
// (crawl-runner.ts); the reads of a crawl's results are in crawl-results.ts.

export const CRAWL_RUNNING =
  'A crawl of this project is already running. Wait for it to finish or cancel it.';

export interface ProjectsPorts {
  sites: () => SitesService;
  runner: () => CrawlRunner;
  /** 402 when the team's account is paused (docs/billing.md): asked before a crawl someone asked for. */
  assertWork?: (teamId: string) => Promise<void>;
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid body');
  return parsed.data;
}

/** Limits as stored: only those given, merged over what the project had. */
function mergeLimits(
  current: Record<string, unknown>,
  given: { maxPages?: number; maxDepth?: number; requestsPerSecond?: number } | undefined,
) {
  const next = { ...current };
  for (const [k, v] of Object.entries(given ?? {})) if (v !== undefined) next[k] = v;
  return next;
}

const nameFromUrl = (url: string) => new URL(url).hostname.replace(/^www\./, '');

export function createProjectsService(deps: ServiceDeps, ports: ProjectsPorts) {
  const { db } = deps;

  async function own(actor: TeamActor, id: string) {
    const row = await repo.projectOf(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Project');
    return row;
  }

  async function view(actor: TeamActor, row: repo.ProjectRow): Promise<Project> {
    const [active] = await repo.activeCrawls(db, actor.teamId, [row.id]);
    return presentProject(row, active);
  }

  /** The address a hosted site is crawled at (its verified custom domain, else /s/{slug}/). */
  async function hostedUrl(actor: TeamActor, siteId: string): Promise<{ url: string; name: string }> {
    const site = await ports.sites().hostedSite(siteId);
    if (!site || site.teamId !== actor.teamId) throw new NotFoundError('Site');
    return { url: site.url, name: site.name };
  }

  async function startCrawl(
    actor: TeamActor,
    project: repo.ProjectRow,
    trigger: CrawlTrigger,
    siteVersionId: string | null = null,
  ): Promise<{ crawl: repo.CrawlRow; created: boolean }> {
    if (trigger !== 'deploy') await ports.assertWork?.(project.teamId);
    const { row, created } = await crawlRepo.createUnlessActive(db, {
      teamId: project.teamId,
      projectId: project.id,
      userId: actor.userId,
      trigger,
      siteVersionId,
      settings: { ...project.settings },
    });
    if (created) {
      emitAudit(deps, {
        kind: 'project.crawl_started',
        teamId: project.teamId,
        userId: actor.userId,
        summary: `Started a crawl of ${project.name}`,
        target: { type: 'project', id: project.id },
      });
      await ports.runner().enqueue(row.id);
    }
    return { crawl: row, created };
  }

  return {
    async list(actor: TeamActor): Promise<Project[]> {
      const rows = await repo.listProjects(db, actor.teamId);
      const active = await repo.activeCrawls(
        db,
        actor.teamId,
        rows.map((r) => r.id),
      );
      return rows.map((r) =>
        presentProject(
          r,
          active.find((c) => c.projectId === r.id),
        ),
      );
    },

    async get(actor: TeamActor, id: string): Promise<Project> {
      return view(actor, await own(actor, id));
    },

    async create(actor: TeamActor, raw: CreateProject): Promise<Project & { crawlId: string | null }> {
      const input = parse(createProjectSchema, raw);
      let url = input.url;
      let name = input.name;
      if (input.siteId) {
        const hosted = await hostedUrl(actor, input.siteId);
        url = hosted.url;
        name ??= hosted.name;
        if (await repo.projectBySite(db, actor.teamId, input.siteId))
          throw new ConflictError('This site already has a project.', 'project_exists');
      }
      const row = await repo.insertProject(db, {
        teamId: actor.teamId,
        userId: actor.userId,
        name: name ?? nameFromUrl(url!),
        url: url!,
        siteId: input.siteId ?? null,
        competitors: input.competitors ?? [],
        keywords: input.keywords ?? [],
        location: input.location ?? null,
        settings: mergeLimits({}, input.limits),
      });
      emitAudit(deps, {
        kind: 'project.created',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `Created the project ${row.name} (${row.url})`,
        target: { type: 'project', id: row.id },
      });
      const crawl = input.startCrawl === false ? null : (await startCrawl(actor, row, 'manual')).crawl;
      return { ...(await view(actor, row)), crawlId: crawl?.id ?? null };
    },

    async update(actor: TeamActor, id: string, raw: UpdateProject): Promise<Project> {
      const input = parse(updateProjectSchema, raw);
      const current = await own(actor, id);
      if (input.url && current.siteId)
        throw new ValidationError('url: a hosted site is crawled at its own address; it cannot be changed');
      const row = await repo.updateProject(db, actor.teamId, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.competitors !== undefined ? { competitors: input.competitors } : {}),
        ...(input.keywords !== undefined ? { keywords: input.keywords } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.limits !== undefined ? { settings: mergeLimits(current.settings, input.limits) } : {}),
      });
      if (!row) throw new NotFoundError('Project');
      return view(actor, row);
    },

    async remove(actor: TeamActor, id: string): Promise<void> {
      const project = await own(actor, id);
      for (const c of await repo.activeCrawls(db, actor.teamId, [id])) {
        await crawlRepo.cancel(db, actor.teamId, c.id);
        ports.runner().abortLocal(c.id);
      }
      const row = await repo.deleteProject(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Project');
      emitAudit(deps, {
        kind: 'project.deleted',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `Deleted the project ${project.name}`,
        target: { type: 'project', id },
      });
    },

    /** Starts a crawl (202); 409 while one is queued or running. */
    async crawlNow(actor: TeamActor, id: string, trigger: CrawlTrigger = 'manual'): Promise<Crawl> {
      const project = await own(actor, id);
      const { crawl, created } = await startCrawl(actor, project, trigger);
      if (!created) throw new ConflictError(CRAWL_RUNNING, 'crawl_running');
      return presentCrawl(crawl);
    },

    async history(actor: TeamActor, id: string): Promise<CrawlHistoryItem[]> {
      await own(actor, id);
      return (await crawlRepo.history(db, actor.teamId, id)).map(presentHistoryItem);
    },

    /** One crawl; reading a crawl a dead worker left (no heartbeat for a minute) sends it again. */
    async crawl(actor: TeamActor, id: string): Promise<Crawl> {
      const row = await crawlRepo.crawlOf(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Crawl');
      if (crawlRepo.isStale(row)) await ports.runner().enqueue(row.id);
      return presentCrawl(row);
    },

    async cancel(actor: TeamActor, id: string): Promise<Crawl> {
      const row = await crawlRepo.crawlOf(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Crawl');
      const cancelled = await crawlRepo.cancel(db, actor.teamId, id);
      if (!cancelled) throw new ConflictError('This crawl has already finished.', 'crawl_finished');
      ports.runner().abortLocal(id);
      return presentCrawl(cancelled);
    },

    /** The kill switch: cancels every queued or running crawl of the team; answers how many. */
    async cancelAllForTeam(teamId: string): Promise<number> {
      const stopped = await crawlRepo.cancelTeamCrawls(db, teamId);
      for (const c of stopped) ports.runner().abortLocal(c.id);
      return stopped.length;
    },

    /**
     * A hosted site went live (site.published): the team's project of that site (made, named after
     * the site, when it has none) is crawled with trigger 'deploy'. A crawl already running is left.
     */
    async onSitePublished(e: {
      teamId: string;
      siteId: string;
      versionId: string;
      userId: string | null;
      demo: boolean;
    }) {
      const hosted = await ports.sites().hostedSite(e.siteId);
      if (!hosted || hosted.teamId !== e.teamId) return null;
      const actor: TeamActor = { teamId: e.teamId, userId: e.userId ?? hosted.userId };
      const { row, created } = await repo.ensureSiteProject(db, {
        teamId: e.teamId,
        userId: e.userId,
        name: hosted.name,
        url: hosted.url,
        siteId: e.siteId,
        demo: e.demo,
      });
      if (created)
        emitAudit(deps, {
          kind: 'project.created',
          teamId: e.teamId,
          userId: e.userId,
          summary: `Created the project ${row.name} for the hosted site`,
          target: { type: 'project', id: row.id },
        });
      let project = row;
      if (row.url !== hosted.url)
        project = (await repo.updateProject(db, e.teamId, row.id, { url: hosted.url })) ?? row;
      return startCrawl(actor, project, 'deploy', e.versionId);
    },

    /** The /ws start_analysis command: crawl a project, or a URL (a project made for it). */
    async startAnalysis(actor: TeamActor, data: unknown): Promise<{ crawlId: string; projectId: string }> {
      const d = (data ?? {}) as { projectId?: unknown; url?: unknown };
      let project: repo.ProjectRow;
      if (typeof d.projectId === 'string') {
        if (!/^[0-9a-f-]{36}$/i.test(d.projectId)) throw new NotFoundError('Project');
        project = await own(actor, d.projectId);
      } else if (typeof d.url === 'string') {
        const made = await this.create(actor, { url: d.url, startCrawl: false });
        project = await own(actor, made.id);
      } else {
        throw new ValidationError('data: give a projectId or a url');
      }
      const { crawl } = await startCrawl(actor, project, 'ws');
      return { crawlId: crawl.id, projectId: project.id };
    },

    /** The team owning a project (realtime room access). */
    teamOfProject: (id: string) => repo.teamOfProject(db, id),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
