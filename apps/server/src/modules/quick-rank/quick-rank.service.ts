import type { QuickRankCheck, QuickRankResult } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { siteMatcher } from '../rankings/index';
import {
  isUnder,
  pageOfCrawlRow,
  placeInKeyword,
  placeOfMarket,
  urlVariants,
  verticalBySlug,
  verticalOfKeyword,
} from './page-context';
import * as repo from './quick-rank.repository';
import {
  DEFAULT_TYPICAL_WORDS,
  type Inlinks,
  type ScoreContext,
  type ScoredPage,
  scorePage,
} from './scoring';
import { quickWins } from './wins';

// Quick rank (docs/quick-rank.md): a page fetched once and scored for a keyword; every check kept
// in quick_rank_checks. The wins list is computed in wins.ts from stored rows only.

export type QuickRankService = ReturnType<typeof createQuickRankService>;

/** A fetched page as quick rank needs it (the crawler's CrawledPage is one). */
export interface FetchedPage extends ScoredPage {
  error?: string;
}

export interface QuickRankPorts {
  db: import('../../db/client').Db;
  publicUrl: string;
  /** Fetches and parses one page (the crawler's fetchPage on the SSRF-guarded network fetcher). */
  fetchPage: (url: string) => Promise<FetchedPage>;
}

export function fetchFailure(page: FetchedPage): string | null {
  if (page.statusCode === 0) return page.error ?? 'the page could not be fetched';
  if (page.statusCode >= 400) return `the page answered status ${page.statusCode}`;
  return null;
}

function present(row: repo.QuickRankCheckRow): QuickRankCheck {
  return {
    id: row.id,
    url: row.url,
    keyword: row.keyword,
    score: row.score,
    result: row.result as unknown as QuickRankResult,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createQuickRankService(ports: QuickRankPorts) {
  const { db } = ports;

  /** The hosted site, project crawl and place around a URL of the team. */
  async function surroundings(
    teamId: string,
    url: string,
    keyword: string,
    known?: { sites: repo.HostedSite[]; projects: repo.ProjectCrawl[] },
  ) {
    const sites = known?.sites ?? (await repo.teamSites(db, teamId));
    const site = sites.find((s) => siteMatcher({ ...s, publicUrl: ports.publicUrl })(url)) ?? null;
    const projects = (known?.projects ?? (await repo.crawledProjects(db, teamId))).filter(
      (p) => (site && p.siteId === site.id) || isUnder(url, p.url),
    );
    projects.sort((a, b) => b.crawledAt.getTime() - a.crawledAt.getTime());
    const project = projects[0] ?? null;
    const vertical = verticalOfKeyword(keyword) ?? verticalBySlug(site?.verticalSlug);
    const location = project?.location as { city?: unknown; state?: unknown } | null;
    const place =
      placeInKeyword(keyword) ??
      placeOfMarket(site?.opportunityId) ??
      (typeof location?.city === 'string'
        ? { city: location.city, state: typeof location.state === 'string' ? location.state : '' }
        : null);
    return { site, project, vertical, place };
  }

  async function inlinksOf(
    teamId: string,
    project: repo.ProjectCrawl | null,
    url: string,
  ): Promise<Inlinks | null> {
    if (!project) return null;
    const variants = urlVariants(url);
    const row = await repo.crawlPage(db, teamId, project.crawlId, variants);
    if (!row) return null;
    return {
      crawledAt: project.crawledAt.toISOString(),
      anchors: await repo.inlinkAnchors(db, teamId, project.crawlId, variants),
    };
  }

  function contextOf(s: Awaited<ReturnType<typeof surroundings>>, inlinks: Inlinks | null): ScoreContext {
    return {
      vertical: s.vertical ? { name: s.vertical.name, keywords: s.vertical.keywords } : null,
      entities: {
        ...(s.place?.city ? { city: s.place.city } : {}),
        ...(s.place?.state ? { state: s.place.state } : {}),
        services: s.vertical ? [s.vertical.name] : [],
      },
      inlinks,
      typicalWords: DEFAULT_TYPICAL_WORDS,
    };
  }

  return {
    async analyze(actor: TeamActor, input: { url: string; keyword: string }): Promise<QuickRankCheck> {
      const page = await ports.fetchPage(input.url);
      const failure = fetchFailure(page);
      if (failure) throw new AppError(422, 'fetch_failed', `Could not analyze ${input.url}: ${failure}`);
      const around = await surroundings(actor.teamId, page.url, input.keyword);
      const inlinks = await inlinksOf(actor.teamId, around.project, page.url);
      const { score, factors } = scorePage(page, input.keyword, contextOf(around, inlinks));
      const result: QuickRankResult = {
        score,
        factors,
        vertical: around.vertical?.name ?? null,
        source: 'fetch',
        page: {
          url: page.url,
          statusCode: page.statusCode,
          title: page.title,
          wordCount: page.wordCount,
          loadMs: page.loadMs,
          bytes: page.bytes,
        },
      };
      const row = await repo.insertCheck(db, {
        teamId: actor.teamId,
        userId: actor.userId,
        url: input.url,
        keyword: input.keyword,
        score,
        result: result as unknown as Record<string, unknown>,
      });
      return present(row);
    },

    async checks(actor: TeamActor, limit: number): Promise<QuickRankCheck[]> {
      return (await repo.listChecks(db, actor.teamId, limit)).map(present);
    },

    /** Keywords in positions 4-20 with their page's missing factors, cheapest first. */
    async wins(actor: TeamActor) {
      // The team's sites and crawled projects, read once for every keyword.
      const known = {
        sites: await repo.teamSites(db, actor.teamId),
        projects: await repo.crawledProjects(db, actor.teamId),
      };
      return quickWins(actor.teamId, {
        db,
        publicUrl: ports.publicUrl,
        scoreStored: async (teamId, url, keyword) => {
          const around = await surroundings(teamId, url, keyword, known);
          if (!around.project) return null;
          const row = await repo.crawlPage(db, teamId, around.project.crawlId, urlVariants(url));
          if (!row) return null;
          const inlinks = await inlinksOf(teamId, around.project, row.url);
          const page = pageOfCrawlRow(row);
          return {
            crawledAt: around.project.crawledAt,
            ...scorePage(page, keyword, contextOf(around, inlinks)),
          };
        },
      });
    },
  };
}
