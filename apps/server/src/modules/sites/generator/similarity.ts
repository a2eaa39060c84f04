// Near-duplicate measure: 5-word shingles, MinHash signatures (128 fixed hash functions), and
// page-to-page / site-to-site summaries. Deterministic: the hash parameters come from a fixed seed.
import { hash32, mulberry32 } from './prng';

export const SHINGLE_K = 5;
export const MINHASH_SIZE = 128;

const rand = mulberry32(0x5eed);
const A = Uint32Array.from({ length: MINHASH_SIZE }, () => (Math.floor(rand() * 2 ** 32) | 1) >>> 0);
const B = Uint32Array.from({ length: MINHASH_SIZE }, () => Math.floor(rand() * 2 ** 32) >>> 0);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** Hashes of the distinct k-word shingles of a text (word hashes combined, no string joins). */
export function shingles(text: string, k = SHINGLE_K): Set<number> {
  const w = words(text).map((x) => hash32(x));
  const out = new Set<number>();
  const n = Math.max(1, w.length - k + 1);
  for (let i = 0; i < n && i < w.length; i++) {
    let h = 0x9e3779b9;
    for (let j = i; j < i + k && j < w.length; j++) h = Math.imul(h ^ w[j], 0x85ebca6b) ^ (h >>> 13);
    out.add(h >>> 0);
  }
  return out;
}

/** Exact Jaccard similarity of two shingle sets. */
export function jaccard(a: Set<number>, b: Set<number>): number {
  if (!a.size && !b.size) return 1;
  let inter = 0;
  const [s, l] = a.size < b.size ? [a, b] : [b, a];
  for (const x of s) if (l.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

function mix(h: number, i: number): number {
  let x = (Math.imul(A[i], h) + B[i]) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  return (x ^ (x >>> 12)) >>> 0;
}

/**
 * One-permutation MinHash with rotation densification: each shingle is hashed once into one of
 * MINHASH_SIZE bins (keeping the bin's minimum); empty bins borrow the next non-empty bin's value.
 * About 100x cheaper than MINHASH_SIZE independent hash functions, with the same estimator.
 */
export function minhash(set: Iterable<number>): Uint32Array {
  const sig = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  const filled = new Uint8Array(MINHASH_SIZE);
  for (const h of set) {
    const bin = mix(h, 0) % MINHASH_SIZE;
    const v = mix(h, 1);
    filled[bin] = 1;
    if (v < sig[bin]) sig[bin] = v;
  }
  for (let i = 0; i < MINHASH_SIZE; i++) {
    if (filled[i]) continue;
    for (let d = 1; d < MINHASH_SIZE; d++) {
      const j = (i + d) % MINHASH_SIZE;
      if (filled[j]) {
        sig[i] = (sig[j] + Math.imul(d, 0x9e3779b1)) >>> 0;
        break;
      }
    }
  }
  return sig;
}

/** Estimated Jaccard similarity from two signatures. */
export function estimate(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < MINHASH_SIZE; i++) if (a[i] === b[i]) same++;
  return same / MINHASH_SIZE;
}

export interface PageSignature {
  path: string;
  sig: Uint32Array;
}

/** What another site contributes to site-to-site comparison; store it beside a built version. */
export interface SiteSignature {
  siteId: string;
  /** MinHash of the union of the site's content-page shingles. */
  site: Uint32Array;
  pages: PageSignature[];
}

export interface SimilarityReport {
  threshold: number;
  pagesCompared: number;
  /** Highest and mean pairwise similarity among the site's content pages. */
  max: number;
  mean: number;
  maxPair: [string, string] | null;
  /** Pages that still exceed the threshold after every variant was tried. */
  overThreshold: { path: string; max: number }[];
  /** Extra variants generated to get under the threshold. */
  regenerations: number;
  sites: { siteId: string; site: number; maxPage: number; maxPair: [string, string] | null }[];
}

export function pairwise(pages: PageSignature[]): Pick<SimilarityReport, 'max' | 'mean' | 'maxPair'> {
  let max = 0;
  let sum = 0;
  let n = 0;
  let maxPair: [string, string] | null = null;
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const s = estimate(pages[i].sig, pages[j].sig);
      sum += s;
      n++;
      if (s > max || !maxPair) {
        max = s;
        maxPair = [pages[i].path, pages[j].path];
      }
    }
  }
  return { max, mean: n ? sum / n : 0, maxPair };
}

export function compareSites(
  mine: SiteSignature,
  others: readonly SiteSignature[],
): SimilarityReport['sites'] {
  return others
    .filter((o) => o.siteId !== mine.siteId)
    .map((o) => {
      let maxPage = 0;
      let maxPair: [string, string] | null = null;
      for (const a of mine.pages) {
        for (const b of o.pages) {
          const s = estimate(a.sig, b.sig);
          if (s > maxPage || !maxPair) {
            maxPage = s;
            maxPair = [a.path, b.path];
          }
        }
      }
      return { siteId: o.siteId, site: estimate(mine.site, o.site), maxPage, maxPair };
    });
}

/** Highest similarity of one signature against a list (0 for an empty list). */
export function maxAgainst(sig: Uint32Array, others: readonly Uint32Array[]): number {
  let m = 0;
  for (const o of others) {
    const s = estimate(sig, o);
    if (s > m) m = s;
  }
  return m;
}
