import {
  COMPETITIVE_PAGES_PER_HOUR,
  COMPETITIVE_PAGES_PER_REFRESH,
  type CompetitiveDetail,
  type CompetitiveOverview,
  type CompetitiveProject,
  type CompetitiveRefresh,
} from '@sdp/shared';
import type { Db } from '../../db/client';
import type { CompetitorPageRow } from '../../db/schema/index';
import type { TeamActor } from '../../lib/actor';
import { NotFoundError, RateLimitError } from '../../lib/errors';
import type { Fetcher } from '../projects/crawler/index';
import * as repo from './competitive.repository';
import type { DemoRivals } from './demo-rivals';
import { comparable, computeGaps, medians, rankActions } from './gaps';
import { domainOf, factsOfCrawlRow, type PageFacts, readFacts, toPageFacts } from './page-facts';
import { fetchFacts } from './page-fetch';
import { competitorTargets } from './targets';

// Competitive intelligence (docs/competitive.md): refreshes a project's competitor pages and its
// own page within the fetch limits, and compares them.

export type CompetitiveService = ReturnType<typeof createCompetitiveService>;

/** Pages fetched at once during a refresh. */
const CONCURRENCY = 3;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

function summaryOf(
  p: repo.ProjectRow,
  stats?: { pages: number; fetchedAt: Date | string | null },
): CompetitiveProject {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    siteId: p.siteId,
    keywords: p.keywords,
    competitorUrls: p.competitors,
    pagesFetched: stats?.pages ?? 0,
    fetchedAt: iso(stats?.fetchedAt ?? null),
  };
}

function rowToPage(row: CompetitorPageRow): PageFacts {
  const facts = readFacts(row.facts);
  return toPageFacts(
    {
      url: row.url,
      source: facts.role === 'own' ? 'own' : row.source,
      keyword: row.keyword,
      statusCode: row.statusCode,
      error: row.error,
      fetchedAt: iso(row.fetchedAt),
    },
    facts,
  );
}

/** The URL with and without its trailing slash (how a crawl may have stored it). */
function urlVariants(url: string): string[] {
  const out = new Set([url]);
  out.add(url.endsWith('/') ? url.slice(0, -1) : `${url}/`);
  return [...out];
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createCompetitiveService(deps: {
  db: Db;
  fetcher: Fetcher;
  /** The demo portfolio's rival pages (demo-rivals.ts). */
  rivals: DemoRivals;
  now?: () => Date;
}) {
  const { db, fetcher } = deps;
  const now = deps.now ?? (() => new Date());

  async function usage(teamId: string) {
    return {
      pagesPerRefresh: COMPETITIVE_PAGES_PER_REFRESH,
      pagesPerHour: COMPETITIVE_PAGES_PER_HOUR,
      usedThisHour: await repo.fetchesThisHour(db, teamId, hourOf(now())),
    };
  }

  async function projectOf(teamId: string, projectId: string) {
    const project = await repo.teamProject(db, teamId, projectId);
    if (!project) throw new NotFoundError('Project not found');
    return project;
  }

  /** The comparison of one project from its stored pages (the own page from its crawl when never fetched). */
  async function detail(teamId: string, project: repo.ProjectRow): Promise<CompetitiveDetail> {
    const rows = await repo.projectPages(db, teamId, project.id);
    const pages = rows.map(rowToPage);
    let own = pages.find((p) => p.source === 'own') ?? null;
    const competitors = pages.filter((p) => p.source !== 'own');
    if (!own) {
      const crawled = await repo.crawledPage(db, teamId, project, urlVariants(project.url));
      if (crawled) {
        own = toPageFacts(
          {
            url: crawled.url,
            source: 'own',
            keyword: project.keywords[0] ?? null,
            statusCode: crawled.statusCode,
            error: null,
            fetchedAt: iso(crawled.finishedAt),
          },
          factsOfCrawlRow(crawled),
        );
      }
    }
    const gaps = computeGaps(own, competitors, project.keywords);
    const stats = rows.filter((r) => readFacts(r.facts).role !== 'own');
    const fetchedAt = rows.reduce<string | null>((m, r) => {
      const at = iso(r.fetchedAt);
      return at && (!m || at > m) ? at : m;
    }, null);
    const strip = ({ terms: _t, ...p }: PageFacts) => p;
    return {
      project: summaryOf(project, { pages: stats.length, fetchedAt }),
      own: own ? strip(own) : null,
      competitors: competitors.map(strip),
      median: medians(comparable(competitors)),
      gaps,
      actions: rankActions(gaps),
      fetchedAt,
    };
  }

  /**
   * Fetches the project's own page and its competitor pages again (docs/competitive.md#limits).
   * Throws RateLimitError when the team's hourly page budget cannot cover them.
   */
  async function refreshProject(teamId: string, project: repo.ProjectRow, signal?: AbortSignal) {
    const serp = project.siteId ? await repo.serpRows(db, teamId, project.siteId) : [];
    const targets = competitorTargets(project, serp);
    const hour = hourOf(now());
    const n = targets.length + 1;
    const used = await repo.fetchesThisHour(db, teamId, hour);
    if (used + n > COMPETITIVE_PAGES_PER_HOUR) {
      throw new RateLimitError(
        `This team fetched ${used} pages for competitor comparisons this hour; ${n} more would pass the limit of ${COMPETITIVE_PAGES_PER_HOUR} pages an hour. Try again after the hour turns (UTC).`,
      );
    }
    await repo.addFetches(db, teamId, hour, n);
    const all = [
      { url: project.url, source: 'own' as const, keyword: project.keywords[0] ?? null },
      ...targets,
    ];
    let failed = 0;
    await mapLimit(all, CONCURRENCY, async (t) => {
      const got = await fetchFacts(fetcher, t.url, signal);
      if (got.error) failed++;
      await repo.upsertPage(db, {
        teamId,
        projectId: project.id,
        url: t.url,
        domain: domainOf(t.url),
        source: t.source === 'own' ? 'project' : t.source,
        keyword: t.keyword,
        statusCode: got.statusCode,
        facts: { ...got.facts, ...(t.source === 'own' ? { role: 'own' } : {}) } as Record<string, unknown>,
        error: got.error,
      });
    });
    await repo.dropOtherPages(
      db,
      teamId,
      project.id,
      all.map((t) => t.url),
    );
    return { fetched: all.length - failed, failed };
  }

  return {
    async overview(actor: TeamActor, projectId?: string): Promise<CompetitiveOverview> {
      const [projects, stats] = await Promise.all([
        repo.teamProjects(db, actor.teamId),
        repo.pageStats(db, actor.teamId),
      ]);
      const byProject = new Map(stats.map((s) => [s.projectId, s]));
      let d: CompetitiveDetail | null = null;
      if (projectId) d = await detail(actor.teamId, await projectOf(actor.teamId, projectId));
      return {
        projects: projects.map((p) => summaryOf(p, byProject.get(p.id))),
        detail: d,
        usage: await usage(actor.teamId),
      };
    },

    async refresh(actor: TeamActor, projectId: string): Promise<CompetitiveRefresh> {
      const project = await projectOf(actor.teamId, projectId);
      const { fetched, failed } = await refreshProject(actor.teamId, project);
      return {
        fetched,
        failed,
        detail: await detail(actor.teamId, project),
        usage: await usage(actor.teamId),
      };
    },

    /** For the engine: the team's projects that have competitors (or the one given). */
    async comparedProjects(teamId: string, projectId?: string) {
      const all = projectId ? [await projectOf(teamId, projectId)] : await repo.teamProjects(db, teamId);
      return all;
    },
    /** The rival pages of a demo site (demo-rivals.ts), built: one URL per other template; none for another site. */
    demoRivalUrls: (siteId: string) => deps.rivals.warm(siteId),
    /** Refreshes the project of a hosted site (the demo portfolio's step); false when it has none. */
    async refreshSite(teamId: string, siteId: string): Promise<boolean> {
      const project = await repo.siteProject(db, teamId, siteId);
      if (!project) return false;
      await refreshProject(teamId, project);
      return true;
    },
    refreshProject,
    detail,
  };
}
