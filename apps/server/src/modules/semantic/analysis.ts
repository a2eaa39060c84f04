import type { SemanticCluster, SemanticPageCoverage } from '@sdp/shared';
import { clusterKeywords, demandOf, LEXICAL_THRESHOLD, SERP_OVERLAP } from './cluster';
import type { EntityContext } from './entities';
import { entityMatcher } from './entities';
import type { MergedKeyword } from './keyword-set';
import { mapTopics, PAGE_MATCH_THRESHOLD, type PageDoc } from './topic-map';

// One keyword set clustered and, when the site has live pages, mapped to them
// (docs/semantic.md). Pure: the service reads the rows and calls this.

/** Members listed per cluster at most. */
const MAX_MEMBERS = 50;

export const THRESHOLDS = {
  lexical: LEXICAL_THRESHOLD,
  serpOverlap: SERP_OVERLAP,
  pageMatch: PAGE_MATCH_THRESHOLD,
};

/** A short stable id of a text (FNV-1a, 32 bits, hex). */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export interface AnalysisResult {
  /** Every cluster, most demand first, then largest. */
  clusters: SemanticCluster[];
  /** Every live page with its clusters and coverage (empty without pages). */
  pages: SemanticPageCoverage[];
  withSerp: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function analyse(
  keywords: MergedKeyword[],
  ctx: EntityContext,
  pages: PageDoc[] | null,
): AnalysisResult {
  const entities = entityMatcher(ctx);
  const { clusters: raw, idf } = clusterKeywords(keywords, { ignore: entities.placeWords });
  const built = raw.map((c) => {
    const members = c.members.map((i) => keywords[i]!);
    const head = [...members].sort(
      (a, b) =>
        demandOf(b) - demandOf(a) ||
        a.keyword.length - b.keyword.length ||
        a.keyword.localeCompare(b.keyword),
    )[0]!;
    const { subtopics, entities: ents } = entities.ofCluster(members.map((m) => m.keyword));
    const cluster: SemanticCluster = {
      id: `c${shortHash(keywords[c.leader]!.keyword.toLowerCase())}`,
      label: keywords[c.central]!.keyword,
      headTerm: head.keyword,
      method: c.method,
      cohesion: round2(c.cohesion),
      size: members.length,
      searches: round2(members.reduce((a, m) => a + (m.searches ?? 0), 0)),
      impressions: members.reduce((a, m) => a + (m.impressions ?? 0), 0),
      keywords: members.slice(0, MAX_MEMBERS).map((m) => ({
        keyword: m.keyword,
        sources: m.sources,
        searches: m.searches,
        impressions: m.impressions,
      })),
      subtopics,
      entities: ents,
      page: null,
      competingPages: [],
      coverage: null,
    };
    return { cluster, centroid: c.centroid };
  });
  built.sort(
    (a, b) =>
      b.cluster.searches + b.cluster.impressions - (a.cluster.searches + a.cluster.impressions) ||
      b.cluster.size - a.cluster.size ||
      a.cluster.label.localeCompare(b.cluster.label),
  );
  let pageRows: SemanticPageCoverage[] = [];
  if (pages?.length) {
    const map = mapTopics(
      built.map((b) => ({ ...b.cluster, centroid: b.centroid })),
      pages,
      idf,
    );
    for (const b of built) Object.assign(b.cluster, map.byCluster.get(b.cluster.id));
    pageRows = map.pages;
  }
  return {
    clusters: built.map((b) => b.cluster),
    pages: pageRows,
    withSerp: keywords.filter((k) => k.serpUrls?.length).length,
  };
}
