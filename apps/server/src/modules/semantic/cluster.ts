import type { SemanticMethod } from '@sdp/shared';
import { features, hasQualifier, QUALIFIER_WEIGHT } from './text';
import { centroidOf, cosine, idfOf, type Vec, vectorOf } from './vectors';

// Keyword clustering (docs/semantic.md#clustering). Keywords are taken most demand first; each joins
// the existing cluster whose leader it is closest to, if close enough, or leads a new one (leader
// clustering). Keywords with a stored SERP go first by SERP overlap: two keywords whose top-10
// URLs share at least SERP_OVERLAP go together. The rest go by lexical similarity: cosine of
// TF-IDF vectors over stemmed unigrams and bigrams at least LEXICAL_THRESHOLD (a feature holding a
// generic qualifier such as "best" or "cost" weighs QUALIFIER_WEIGHT of its idf). Candidate leaders
// come from an inverted index (feature or URL -> leaders), so a keyword is compared only with
// leaders it shares something with; very common features (a city named in most keywords) are
// skipped for the look-up unless nothing else is shared.

/** Cosine to a leader for a keyword to join its cluster. */
export const LEXICAL_THRESHOLD = 0.5;
/** Shared top-10 URLs for two keywords to be one topic. */
export const SERP_OVERLAP = 3;
/** A feature held by more leaders than this is not used to find candidates (blocking). */
const MAX_POSTINGS = 400;

export interface KeywordInput {
  keyword: string;
  /** Estimated monthly searches, or null. */
  searches: number | null;
  /** Search Console impressions, or null. */
  impressions: number | null;
  /** Top-10 organic URLs of its latest SERP snapshot, when one is stored. */
  serpUrls?: string[];
}

export interface RawCluster {
  method: SemanticMethod;
  /** Indexes into the input, most demand first. */
  members: number[];
  /** The member that started it (most demand). */
  leader: number;
  /** The most central member. */
  central: number;
  cohesion: number;
  centroid: Vec;
}

export interface Clustering {
  clusters: RawCluster[];
  vectors: Vec[];
  idf: Map<string, number>;
}

export const demandOf = (k: KeywordInput) => (k.searches ?? 0) + (k.impressions ?? 0);

/** Most demand first, then fewer words, then alphabetical: a stable order. */
export function demandOrder(items: KeywordInput[]): number[] {
  const wordsOf = items.map((k) => k.keyword.split(' ').length);
  return items
    .map((_, i) => i)
    .sort(
      (a, b) =>
        demandOf(items[b]!) - demandOf(items[a]!) ||
        wordsOf[a]! - wordsOf[b]! ||
        items[a]!.keyword.localeCompare(items[b]!.keyword),
    );
}

/** A URL as SERPs compare: no scheme, no www, no fragment, no trailing slash, host lower case. */
export function urlKey(url: string): string {
  try {
    const u = new URL(url);
    let end = u.pathname.length;
    while (end > 0 && u.pathname[end - 1] === '/') end--;
    const path = u.pathname.slice(0, end);
    return `${u.host.toLowerCase().replace(/^www\./, '')}${path}${u.search}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

interface Group {
  method: SemanticMethod;
  leader: number;
  members: number[];
}

/** SERP stage: leader clustering by shared top-10 URLs. */
function serpGroups(items: KeywordInput[], order: number[], overlap: number): Group[] {
  const groups: Group[] = [];
  const urlsOf = new Map<number, Set<string>>();
  const byUrl = new Map<string, number[]>(); // url -> group indexes (by their leader's URLs)
  for (const i of order) {
    const urls = items[i]!.serpUrls;
    if (!urls?.length) continue;
    const set = new Set(urls.slice(0, 10).map(urlKey));
    urlsOf.set(i, set);
    const shared = new Map<number, number>();
    for (const u of set) for (const g of byUrl.get(u) ?? []) shared.set(g, (shared.get(g) ?? 0) + 1);
    let best = -1;
    let bestN = 0;
    for (const [g, n] of shared) if (n > bestN || (n === bestN && g < best)) [best, bestN] = [g, n];
    if (best >= 0 && bestN >= overlap) groups[best]!.members.push(i);
    else {
      const g = groups.push({ method: 'serp', leader: i, members: [i] }) - 1;
      for (const u of set) {
        const list = byUrl.get(u);
        if (list) list.push(g);
        else byUrl.set(u, [g]);
      }
    }
  }
  return groups;
}

/** Lexical stage: leader clustering by cosine, over an inverted index of the leaders' features. */
function lexicalGroups(
  items: KeywordInput[],
  order: number[],
  vectors: Vec[],
  seeded: Group[],
  threshold: number,
): Group[] {
  const groups: Group[] = [...seeded];
  const postings = new Map<string, number[]>();
  const index = (g: number) => {
    for (const f of vectors[groups[g]!.leader]!.keys()) {
      const list = postings.get(f);
      if (list) list.push(g);
      else postings.set(f, [g]);
    }
  };
  groups.forEach((_, g) => {
    index(g);
  });
  const taken = new Set(seeded.flatMap((g) => g.members));
  for (const i of order) {
    if (taken.has(i)) continue;
    const v = vectors[i]!;
    const hasSerp = !!items[i]!.serpUrls?.length;
    const candidates = new Set<number>();
    const common: number[][] = [];
    for (const f of v.keys()) {
      const list = postings.get(f);
      if (!list) continue;
      if (list.length > MAX_POSTINGS) common.push(list);
      else for (const g of list) candidates.add(g);
    }
    if (!candidates.size) for (const list of common) for (const g of list) candidates.add(g);
    let best = -1;
    let bestSim = 0;
    for (const g of candidates) {
      const leader = groups[g]!.leader;
      // Both have a SERP and the SERP stage kept them apart: the SERPs say they differ.
      if (hasSerp && items[leader]!.serpUrls?.length) continue;
      const s = cosine(v, vectors[leader]!);
      if (s > bestSim || (s === bestSim && g < best)) [best, bestSim] = [g, s];
    }
    if (best >= 0 && bestSim >= threshold) groups[best]!.members.push(i);
    else {
      groups.push({ method: 'lexical', leader: i, members: [i] });
      index(groups.length - 1);
    }
  }
  return groups;
}

function finish(g: Group, items: KeywordInput[], vectors: Vec[], rank: number[]): RawCluster {
  const members = [...g.members].sort((a, b) => rank[a]! - rank[b]!);
  const centroid = centroidOf(members.map((m) => vectors[m]!));
  let central = members[0]!;
  let bestSim = -1;
  let sum = 0;
  for (const m of members) {
    const s = cosine(vectors[m]!, centroid);
    sum += s;
    if (s > bestSim + 1e-12) [central, bestSim] = [m, s];
  }
  let cohesion = members.length > 1 ? sum / members.length : 1;
  if (g.method === 'serp') {
    const lead = new Set((items[g.leader]!.serpUrls ?? []).slice(0, 10).map(urlKey));
    const others = members.filter((m) => m !== g.leader && items[m]!.serpUrls?.length);
    if (others.length) {
      let shared = 0;
      for (const m of others)
        shared += items[m]!.serpUrls!.slice(0, 10).filter((u) => lead.has(urlKey(u))).length;
      cohesion = shared / others.length / 10;
    }
  }
  return { method: g.method, members, leader: g.leader, central, cohesion, centroid };
}

/** Clusters the keywords (each keyword once: the caller merges duplicates). */
export function clusterKeywords(
  items: KeywordInput[],
  options: {
    lexicalThreshold?: number;
    serpOverlap?: number;
    /** Stems left out of the features: the market's place words (a place is an entity, not a topic). */
    ignore?: ReadonlySet<string>;
  } = {},
): Clustering {
  const ignore = options.ignore;
  const feats = items.map((k) => {
    const f = features(k.keyword);
    if (!ignore?.size) return f;
    const kept = f.filter((x) => !x.split(' ').some((s) => ignore.has(s)));
    return kept.length ? kept : f;
  });
  const idf = idfOf(feats);
  const weight = (f: string) => (hasQualifier(f) ? QUALIFIER_WEIGHT : 1);
  const vectors = feats.map((f) => vectorOf(f, idf, weight));
  const order = demandOrder(items);
  const rank: number[] = new Array(items.length);
  order.forEach((i, r) => {
    rank[i] = r;
  });
  // SERP groups of one keyword go on to the lexical stage as plain keywords.
  const serp = serpGroups(items, order, options.serpOverlap ?? SERP_OVERLAP).filter(
    (g) => g.members.length > 1,
  );
  const groups = lexicalGroups(items, order, vectors, serp, options.lexicalThreshold ?? LEXICAL_THRESHOLD);
  const clusters = groups.map((g) => finish(g, items, vectors, rank));
  return { clusters, vectors, idf };
}
