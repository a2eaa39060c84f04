import type {
  SemanticAnalysis,
  SemanticKeywordsResult,
  SemanticResult,
  SemanticSiteSummary,
} from '@sdp/shared';
import { SEMANTIC_MAX_CLUSTERS } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { CONTENT_KINDS, contentText, decodePageContents } from '../sites/index';
import { analyse, THRESHOLDS } from './analysis';
import { mergeKeywords, type SourcedKeyword } from './keyword-set';
import { livePages, type StoredContent } from './live-pages';
import { entityContext, marketPlace, placeIdOfMarket, verticalOf } from './market-context';
import * as repo from './semantic.repository';

// Semantic SEO (docs/semantic.md): a site's keyword set clustered into topics, mapped to its live
// pages, with each page's coverage. Computed on every call from the stored rows (nothing cached or
// written); the engine (engine.ts) turns the same analysis into insights.

export type SemanticService = ReturnType<typeof createSemanticService>;

/** Sites summarised in the overview at most (newest first). */
export const MAX_OVERVIEW_SITES = 25;

export interface SemanticPorts {
  db: Db;
  publicUrl: string;
  /** The vertical's keyword ideas for a place (the discovery service's keyword finder). */
  keywordIdeas(
    actor: TeamActor,
    verticalSlug: string,
    placeId: string,
  ): Promise<{ keyword: string; monthlySearches: number }[]>;
}

export function createSemanticService(ports: SemanticPorts) {
  const { db } = ports;

  const siteUrl = (s: repo.SemanticSiteRow) =>
    s.customDomain && s.domainStatus === 'verified'
      ? `https://${s.customDomain}/`
      : `${ports.publicUrl}/s/${s.slug}/`;

  async function keywordSet(actor: TeamActor, site: repo.SemanticSiteRow, placeId: string | null) {
    const list: SourcedKeyword[] = [];
    const vertical = verticalOf(site.verticalSlug);
    if (vertical && placeId) {
      for (const k of await ports.keywordIdeas(actor, site.verticalSlug, placeId))
        list.push({ keyword: k.keyword, source: 'vertical', searches: k.monthlySearches });
    } else if (vertical) {
      for (const k of vertical.keywords) list.push({ keyword: k, source: 'vertical' });
    }
    const serps = await repo.latestSerps(db, actor.teamId, site.id);
    for (const k of await repo.siteKeywords(db, actor.teamId, site.id))
      list.push({
        keyword: k.keyword,
        source: k.gsc ? 'gsc' : 'tracked',
        impressions: k.gsc ? (k.impressions ?? 0) : null,
        serpUrls: serps.get(k.keyword),
      });
    for (const k of await repo.projectKeywords(db, actor.teamId, site.id))
      list.push({ keyword: k, source: 'project' });
    return list;
  }

  async function pagesOf(actor: TeamActor, site: repo.SemanticSiteRow) {
    if (!site.liveVersionId) return null;
    const v = await repo.liveVersion(db, actor.teamId, site.id, site.liveVersionId);
    if (!v) return null;
    const stored: StoredContent[] | null = v.pageContents
      ? decodePageContents(v.pageContents).map((p) => ({
          path: p.path,
          kind: p.kind,
          h1: p.content && CONTENT_KINDS.has(p.kind) ? p.content.h1 : null,
          body: p.content && CONTENT_KINDS.has(p.kind) ? contentText(p.content) : null,
        }))
      : null;
    return livePages(Array.isArray(v.pages) ? v.pages : [], stored, siteUrl(site));
  }

  async function analyseSite(actor: TeamActor, site: repo.SemanticSiteRow): Promise<SemanticAnalysis> {
    const vertical = verticalOf(site.verticalSlug);
    const placeId = placeIdOfMarket(site.opportunityId);
    const place = marketPlace(placeId);
    const sourced = await keywordSet(actor, site, place ? placeId : null);
    const keywords = mergeKeywords(sourced);
    const pages = await pagesOf(actor, site);
    const result = analyse(keywords, entityContext(vertical, place), pages);
    const count = (s: SourcedKeyword['source']) => keywords.filter((k) => k.sources.includes(s)).length;
    const shown = result.clusters.slice(0, SEMANTIC_MAX_CLUSTERS);
    const live = !!pages;
    return {
      site: {
        id: site.id,
        name: site.name,
        verticalSlug: site.verticalSlug,
        vertical: vertical?.name ?? null,
        place: place ? { city: place.city, state: place.state } : null,
        live,
        url: siteUrl(site),
      },
      method: result.clusters.some((c) => c.method === 'serp') ? 'serp' : 'lexical',
      counts: {
        keywords: keywords.length,
        bySource: {
          vertical: count('vertical'),
          tracked: count('tracked'),
          gsc: count('gsc'),
          project: count('project'),
        },
        clusters: result.clusters.length,
        serpClusters: result.clusters.filter((c) => c.method === 'serp').length,
        withSerp: result.withSerp,
        pages: pages?.length ?? 0,
        gaps: live ? result.clusters.filter((c) => !c.page).length : 0,
        cannibalised: result.pages.filter((p) => p.cannibalisation).length,
      },
      thresholds: THRESHOLDS,
      clusters: shown,
      gaps: live ? shown.filter((c) => !c.page).map((c) => c.id) : [],
      pages: result.pages,
    };
  }

  function summary(a: SemanticAnalysis): SemanticSiteSummary {
    const covered = a.pages.filter((p) => p.coverage !== null).map((p) => p.coverage!);
    return {
      site: a.site,
      keywords: a.counts.keywords,
      clusters: a.counts.clusters,
      gaps: a.counts.gaps,
      cannibalised: a.counts.cannibalised,
      meanCoverage: covered.length
        ? Math.round((covered.reduce((x, y) => x + y, 0) / covered.length) * 1000) / 1000
        : null,
    };
  }

  return {
    analyseSite,

    /** The team's sites worth analysing (not archived), newest first. */
    sitesOf: (teamId: string) => repo.teamSites(db, teamId, MAX_OVERVIEW_SITES),

    async analysis(actor: TeamActor, query: { siteId?: string }): Promise<SemanticResult> {
      if (query.siteId) {
        const site = await repo.teamSite(db, actor.teamId, query.siteId);
        if (!site) throw new NotFoundError('Site');
        const a = await analyseSite(actor, site);
        return { sites: [summary(a)], analysis: a };
      }
      const sites = await repo.teamSites(db, actor.teamId, MAX_OVERVIEW_SITES);
      const out: SemanticSiteSummary[] = [];
      for (const s of sites) out.push(summary(await analyseSite(actor, s)));
      return { sites: out, analysis: null };
    },

    async keywords(
      actor: TeamActor,
      query: { verticalSlug: string; placeId: string },
    ): Promise<SemanticKeywordsResult> {
      const vertical = verticalOf(query.verticalSlug);
      if (!vertical) throw new NotFoundError('Vertical');
      const place = marketPlace(query.placeId);
      if (!place) throw new NotFoundError('Place');
      const ideas = await ports.keywordIdeas(actor, vertical.slug, place.id);
      const keywords = mergeKeywords(
        ideas.map((k) => ({ keyword: k.keyword, source: 'vertical' as const, searches: k.monthlySearches })),
      );
      const result = analyse(keywords, entityContext(vertical, place), null);
      return {
        vertical: vertical.name,
        place: { id: place.id, city: place.city, state: place.state },
        method: 'lexical',
        counts: { keywords: keywords.length, clusters: result.clusters.length },
        thresholds: THRESHOLDS,
        clusters: result.clusters.slice(0, SEMANTIC_MAX_CLUSTERS),
      };
    },
  };
}
