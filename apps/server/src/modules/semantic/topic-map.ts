import type { SemanticEntity, SemanticPageCoverage, SemanticPageRef } from '@sdp/shared';
import { features, mentions, type PreparedText, prepare, terms } from './text';
import { cosine, normalised, type Vec } from './vectors';

// The topic map (docs/semantic.md#topic-map): every cluster to the live page that targets it best,
// by cosine of the cluster's centroid with the page's vector over the keywords' features (a
// feature weighs its idf x (3 if in the title or H1 + 2 if in the path + ln(1 + its count in the
// body))); at least PAGE_MATCH_THRESHOLD, else the cluster is a gap. Other pages at least the
// threshold and within COMPETING_SHARE of the best compete for it. A page that is the best match of
// several clusters, or competes for one, is a cannibalisation candidate. Coverage: the share of the
// cluster's subtopics and entities the page mentions.

export const PAGE_MATCH_THRESHOLD = 0.3;
export const COMPETING_SHARE = 0.8;

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

/** The page's vector over the features idf knows (the keyword vocabulary). */
export function pageVector(page: PageDoc, idf: Map<string, number>): Vec {
  const head = new Set([...features(page.title), ...features(page.h1)]);
  const path = new Set(features(page.path.replace(/[/_-]+/g, ' ')));
  const body = new Map<string, number>();
  const t = terms(page.body);
  for (let i = 0; i < t.length; i++) {
    const uni = t[i]!.stem;
    if (idf.has(uni)) body.set(uni, (body.get(uni) ?? 0) + 1);
    if (i + 1 < t.length) {
      const bi = `${uni} ${t[i + 1]!.stem}`;
      if (idf.has(bi)) body.set(bi, (body.get(bi) ?? 0) + 1);
    }
  }
  const v: Vec = new Map();
  for (const f of new Set([...head, ...path, ...body.keys()])) {
    const w = idf.get(f);
    if (w === undefined) continue;
    const x = (head.has(f) ? 3 : 0) + (path.has(f) ? 2 : 0) + Math.log(1 + (body.get(f) ?? 0));
    if (x > 0) v.set(f, w * x);
  }
  return normalised(v);
}

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

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function mapTopics(
  clusters: MappableCluster[],
  pages: PageDoc[],
  idf: Map<string, number>,
  threshold = PAGE_MATCH_THRESHOLD,
): TopicMap {
  const vectors = pages.map((p) => pageVector(p, idf));
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
    const sims = vectors.map((v) => cosine(c.centroid, v));
    let best = -1;
    sims.forEach((s, i) => {
      if (s >= threshold && (best < 0 || s > sims[best]!)) best = i;
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
