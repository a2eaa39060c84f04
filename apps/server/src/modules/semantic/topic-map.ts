import type { SemanticEntity, SemanticPageCoverage, SemanticPageRef } from '@sdp/shared';
import { features, mentions, type PreparedText, prepare, terms } from './text';
import { cosine, normalised, type Vec } from './vectors';

// The topic map (docs/semantic.md#topic-map): every cluster to the live page that targets it best,
// by cosine of the cluster's centroid with the page's vectors over the keywords' features (idf
// weights): HEAD_WEIGHT x cosine with its title, H1 and path + the rest x cosine with its body
// (ln(1 + count) per feature); at least PAGE_MATCH_THRESHOLD, else the cluster is a gap. Other pages at least the
// threshold and within COMPETING_SHARE of the best compete for it; within TIE of the best, the page
// with fewer path segments wins (the home page over the FAQ for the vertical's head term). The
// words every page's title ends with (the site's name) count for no page. A page that is the best match of
// several clusters, or competes for one, is a cannibalisation candidate. Coverage: the share of the
// cluster's subtopics and entities the page mentions.

export const PAGE_MATCH_THRESHOLD = 0.3;
export const COMPETING_SHARE = 0.9;
/** Pages this close to the best are a tie, won by the broader page (fewer path segments). */
export const TIE = 0.05;

export interface PageDoc {
  path: string;
  url: string;
  title: string;
  h1: string;
  body: string;
}

export interface MappableCluster {
  id: string;
  centroid: Vec;
  subtopics: string[];
  entities: SemanticEntity[];
}

export interface ClusterMapping {
  page: SemanticPageRef | null;
  competingPages: SemanticPageRef[];
  coverage: number | null;
}

export interface TopicMap {
  byCluster: Map<string, ClusterMapping>;
  pages: SemanticPageCoverage[];
}

/** Weight of the page's title, H1 and path in its similarity to a cluster (the body: the rest). */
export const HEAD_WEIGHT = 0.7;

export interface PageVectors {
  /** Title, H1 and path. */
  head: Vec;
  /** Body text, by ln(1 + count). */
  body: Vec;
}

/** The page's vectors over the features idf knows (the keyword vocabulary), weighted by idf. */
export function pageVectors(page: PageDoc, idf: Map<string, number>): PageVectors {
  const head: Vec = new Map();
  for (const f of [
    ...features(page.title),
    ...features(page.h1),
    ...features(page.path.replace(/[/_-]+/g, ' ')),
  ]) {
    const w = idf.get(f);
    if (w !== undefined) head.set(f, w);
  }
  const counts = new Map<string, number>();
  const t = terms(page.body);
  for (let i = 0; i < t.length; i++) {
    const uni = t[i]!.stem;
    if (idf.has(uni)) counts.set(uni, (counts.get(uni) ?? 0) + 1);
    if (i + 1 < t.length) {
      const bi = `${uni} ${t[i + 1]!.stem}`;
      if (idf.has(bi)) counts.set(bi, (counts.get(bi) ?? 0) + 1);
    }
  }
  const body: Vec = new Map();
  for (const [f, n] of counts) body.set(f, idf.get(f)! * Math.log(1 + n));
  return { head: normalised(head), body: normalised(body) };
}

/** Similarity of a cluster's centroid to a page, 0-1. */
export const similarity = (centroid: Vec, p: PageVectors) =>
  HEAD_WEIGHT * cosine(centroid, p.head) + (1 - HEAD_WEIGHT) * cosine(centroid, p.body);

export function pageText(page: PageDoc): PreparedText {
  return prepare([page.title, page.h1, page.path.replace(/[/_-]+/g, ' '), page.body].join(' '));
}

/** Share of the subtopics and entities the text mentions; null when there is nothing to cover. */
export function coverageOf(text: PreparedText, subtopics: string[], entities: SemanticEntity[]) {
  const covered = subtopics.filter((s) => mentions(text, s));
  const missing = subtopics.filter((s) => !covered.includes(s));
  const entCovered = entities.filter((e) => mentions(text, e.text));
  const entMissing = entities.filter((e) => !entCovered.includes(e));
  const total = subtopics.length + entities.length;
  return {
    coverage: total ? (covered.length + entCovered.length) / total : null,
    subtopics: { covered, missing },
    entities: { covered: entCovered, missing: entMissing },
  };
}

/** The end every title shares from a separator on (' | Austin Roofing'), or '' (fewer than 2 pages). */
export function commonTitleSuffix(titles: string[]): string {
  if (titles.length < 2) return '';
  let end = titles[0]!;
  for (const t of titles.slice(1)) {
    let n = 0;
    while (n < end.length && n < t.length && end[end.length - 1 - n] === t[t.length - 1 - n]) n++;
    end = end.slice(end.length - n);
  }
  const cut = Math.max(end.indexOf('|'), end.indexOf(' - '), end.indexOf(' – '));
  return cut >= 0 ? end.slice(cut) : '';
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function mapTopics(
  clusters: MappableCluster[],
  pages: PageDoc[],
  idf: Map<string, number>,
  threshold = PAGE_MATCH_THRESHOLD,
): TopicMap {
  const suffix = commonTitleSuffix(pages.map((p) => p.title));
  const vectors = pages.map((p) =>
    pageVectors({ ...p, title: suffix ? p.title.slice(0, p.title.length - suffix.length) : p.title }, idf),
  );
  const depth = pages.map((p) => p.path.split('/').filter(Boolean).length);
  const texts = pages.map(pageText);
  const ref = (i: number, similarity: number): SemanticPageRef => ({
    path: pages[i]!.path,
    url: pages[i]!.url,
    title: pages[i]!.title,
    similarity: round3(similarity),
  });
  const byCluster = new Map<string, ClusterMapping>();
  const bestOf: { cluster: number; sim: number }[][] = pages.map(() => []);
  const competing = new Set<number>();
  clusters.forEach((c, ci) => {
    const sims = vectors.map((v) => similarity(c.centroid, v));
    let top = -1;
    sims.forEach((s, i) => {
      if (s >= threshold && (top < 0 || s > sims[top]!)) top = i;
    });
    let best = top;
    sims.forEach((s, i) => {
      if (top >= 0 && s >= threshold && s >= sims[top]! - TIE && depth[i]! < depth[best]!) best = i;
    });
    if (best < 0) {
      byCluster.set(c.id, { page: null, competingPages: [], coverage: null });
      return;
    }
    const rivals = sims
      .map((s, i) => ({ s, i }))
      .filter((x) => x.i !== best && x.s >= threshold && x.s >= sims[best]! * COMPETING_SHARE)
      .sort((a, b) => b.s - a.s);
    for (const r of rivals) competing.add(r.i);
    if (rivals.length) competing.add(best);
    bestOf[best]!.push({ cluster: ci, sim: sims[best]! });
    const cov = coverageOf(texts[best]!, c.subtopics, c.entities).coverage;
    byCluster.set(c.id, {
      page: ref(best, sims[best]!),
      competingPages: rivals.map((r) => ref(r.i, r.s)),
      coverage: cov === null ? null : round3(cov),
    });
  });
  const out: SemanticPageCoverage[] = pages.map((p, i) => {
    const mine = bestOf[i]!.sort((a, b) => b.sim - a.sim);
    const first = mine[0] ? clusters[mine[0].cluster]! : null;
    const cov = first
      ? coverageOf(texts[i]!, first.subtopics, first.entities)
      : { coverage: null, subtopics: { covered: [], missing: [] }, entities: { covered: [], missing: [] } };
    return {
      path: p.path,
      url: p.url,
      title: p.title,
      clusterIds: mine.map((m) => clusters[m.cluster]!.id),
      cannibalisation: mine.length > 1 || competing.has(i),
      coverage: cov.coverage === null ? null : round3(cov.coverage),
      subtopics: cov.subtopics,
      entities: cov.entities,
    };
  });
  return { byCluster, pages: out };
}
