// Near-duplicate measure: 5-word shingles, MinHash signatures (128 fixed hash functions), and
// page-to-page / site-to-site summaries. Deterministic: the hash parameters come from a fixed seed.
import { mulberry32 } from '../../../lib/prng';

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
  return new Set(shingleHashes(text, k).hashes);
}

let wordScratch = new Uint32Array(1024);

const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isLower = (c: number) => c >= 97 && c <= 122;

/**
 * FNV-1a hashes (as prng.hash32) of the words of `s` as words() finds them (lower case `[a-z0-9]+(?:'[a-z]+)?`),
 * scanned from char codes without building strings. Returns the word count, or -1 when the text
 * holds a non-ASCII character (its lower case may map to ASCII; the caller lowers it first).
 */
function hashWords(s: string, lowered: boolean): number {
  const len = s.length;
  if (wordScratch.length < (len >> 1) + 1) wordScratch = new Uint32Array((len >> 1) + 1024);
  const out = wordScratch;
  let n = 0;
  let i = 0;
  while (i < len) {
    let c = s.charCodeAt(i);
    if (c >= 128 && !lowered) return -1;
    if (c >= 65 && c <= 90) c += 32;
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    let h = 0x811c9dc5;
    while (i < len) {
      c = s.charCodeAt(i);
      if (c >= 128 && !lowered) return -1;
      if (c >= 65 && c <= 90) c += 32;
      if (!isAlnum(c)) break;
      h = Math.imul(h ^ c, 0x01000193);
      i++;
    }
    // Optional "'letters" tail (it's, o'clock); digits after the apostrophe do not count.
    if (c === 39 && i + 1 < len) {
      let d = s.charCodeAt(i + 1);
      if (d >= 128 && !lowered) return -1;
      if (d >= 65 && d <= 90) d += 32;
      if (isLower(d)) {
        h = Math.imul(h ^ 39, 0x01000193);
        i++;
        while (i < len) {
          d = s.charCodeAt(i);
          if (d >= 128 && !lowered) return -1;
          if (d >= 65 && d <= 90) d += 32;
          if (!isLower(d)) break;
          h = Math.imul(h ^ d, 0x01000193);
          i++;
        }
      }
    }
    out[n++] = h >>> 0;
  }
  return n;
}

/**
 * Word count and k-word shingle hashes of a text in one pass. Repeated shingles stay in the array
 * (MinHash takes minima, so they change nothing); `shingles()` is the de-duplicated set.
 */
export function shingleHashes(text: string, k = SHINGLE_K): { hashes: Uint32Array; words: number } {
  let n = hashWords(text, false);
  if (n < 0) n = hashWords(text.toLowerCase(), true);
  const w = wordScratch;
  const count = n === 0 ? 0 : Math.max(1, n - k + 1);
  const hashes = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = 0x9e3779b9;
    const end = Math.min(i + k, n);
    for (let j = i; j < end; j++) h = Math.imul(h ^ w[j], 0x85ebca6b) ^ (h >>> 13);
    hashes[i] = h >>> 0;
  }
  return { hashes, words: n };
}

/** Number of words() of a text, without building the word strings. */
export function countWords(text: string): number {
  const n = hashWords(text, false);
  return n < 0 ? hashWords(text.toLowerCase(), true) : n;
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

/** Raw one-permutation MinHash bins of shingle hashes (no densification), merged into sig/filled. */
export function minhashBins(hashes: ArrayLike<number>, sig: Uint32Array, filled: Uint8Array): void {
  for (let k = 0; k < hashes.length; k++) {
    const h = hashes[k];
    const bin = mix(h, 0) % MINHASH_SIZE;
    const v = mix(h, 1);
    filled[bin] = 1;
    if (v < sig[bin]) sig[bin] = v;
  }
}

/** Rotation densification: empty bins borrow the next non-empty bin's value. Returns a new array. */
export function densify(raw: Uint32Array, filled: Uint8Array): Uint32Array {
  const sig = raw.slice();
  for (let i = 0; i < MINHASH_SIZE; i++) {
    if (filled[i]) continue;
    for (let d = 1; d < MINHASH_SIZE; d++) {
      const j = (i + d) % MINHASH_SIZE;
      if (filled[j]) {
        sig[i] = (raw[j] + Math.imul(d, 0x9e3779b1)) >>> 0;
        break;
      }
    }
  }
  return sig;
}

export const emptyBins = () => ({
  sig: new Uint32Array(MINHASH_SIZE).fill(0xffffffff),
  filled: new Uint8Array(MINHASH_SIZE),
});

/**
 * One-permutation MinHash with rotation densification: each shingle is hashed once into one of
 * MINHASH_SIZE bins (keeping the bin's minimum); empty bins borrow the next non-empty bin's value.
 * About 100x cheaper than MINHASH_SIZE independent hash functions, with the same estimator.
 */
export function minhash(set: Iterable<number> | ArrayLike<number>): Uint32Array {
  const { sig, filled } = emptyBins();
  const arr =
    Array.isArray(set) || ArrayBuffer.isView(set)
      ? (set as ArrayLike<number>)
      : [...(set as Iterable<number>)];
  minhashBins(arr, sig, filled);
  return densify(sig, filled);
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
  const list = others.filter((o) => o.siteId !== mine.siteId);
  if (!list.length) return [];
  const index = new SignatureIndex();
  for (const a of mine.pages) index.add(a.sig);
  return list.map((o) => {
    // Same answer as comparing every pair in (mine, other) order: the highest estimate, and on
    // ties the first of my pages, then the first of theirs.
    let best = -1;
    let maxPair: [string, string] | null = null;
    let bestA = 0;
    for (const b of o.pages) {
      if (!mine.pages.length) break;
      const q = index.query(b.sig, Math.max(0, best));
      if (q.best > best || (q.best === best && q.bestId < bestA)) {
        best = q.best;
        bestA = q.bestId;
        maxPair = [mine.pages[q.bestId].path, b.path];
      }
    }
    return {
      siteId: o.siteId,
      site: estimate(mine.site, o.site),
      maxPage: best > 0 ? best / MINHASH_SIZE : 0,
      maxPair,
    };
  });
}

/**
 * Inverted index of MinHash signatures: one map per bin from value to the signatures holding it.
 * A query counts, for every indexed signature at once, the bins it shares with the probe, so the
 * exact estimate against all of them costs the number of shared bins, not 128 per signature.
 *
 * With `minCount` (only signatures sharing at least that many bins matter) it also filters like
 * LSH but exactly: such a signature shares at least one of the probe's 129 - minCount bins with
 * the shortest lists (pigeonhole), so only those lists are counted and each signature found there
 * is checked against the remaining bins. Common phrases make a few lists very long, so this
 * skips most of the work. Signatures below minCount may then be left out of `best`.
 */
export class SignatureIndex {
  private readonly bins: Map<number, number[]>[] = Array.from({ length: MINHASH_SIZE }, () => new Map());
  /** Every signature, flat: signature id's bin i at id * 128 + i. */
  private flat = new Int32Array(256 * MINHASH_SIZE);
  private counts = new Int32Array(256);
  private readonly touched: number[] = [];
  private readonly lists: (number[] | undefined)[] = new Array(MINHASH_SIZE);
  /** Bins of a query ordered by posting-list length: length * 128 + bin, sorted. */
  private readonly order = new Int32Array(MINHASH_SIZE);
  private readonly probe = new Int32Array(MINHASH_SIZE);
  private lastQuery: ArrayLike<number> | undefined;
  size = 0;

  /** Indexes a signature (which must not change afterwards) and returns its id, 0, 1, 2 ... */
  add(sig: ArrayLike<number>): number {
    const id = this.size++;
    if (id >= this.counts.length) {
      const c = new Int32Array(this.counts.length * 2);
      c.set(this.counts);
      this.counts = c;
      const f = new Int32Array(c.length * MINHASH_SIZE);
      f.set(this.flat);
      this.flat = f;
    }
    const base = id * MINHASH_SIZE;
    // The usual caller has just queried this signature: its posting lists are at hand.
    const queried = sig === this.lastQuery;
    this.lastQuery = undefined;
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const key = sig[i] | 0;
      this.flat[base + i] = key;
      const list = queried ? this.lists[i] : this.bins[i].get(key);
      if (list) list.push(id);
      else this.bins[i].set(key, [id]);
    }
    return id;
  }

  /**
   * Against every indexed signature: the most shared bins (`best`, so estimate = best / 128) and
   * the first signature with that many (`bestId`, 0 when none), exact whenever best >= minCount
   * (below it, best is only known to be under minCount); and the sum of shared bins over all of
   * them (`total`, always exact, so the mean estimate = total / 128 / size).
   */
  query(sig: ArrayLike<number>, minCount = 0): { best: number; bestId: number; total: number } {
    const { counts, touched, bins, lists, order, probe, flat } = this;
    this.lastQuery = sig;
    let total = 0;
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const key = sig[i] | 0;
      probe[i] = key;
      const list = bins[i].get(key);
      lists[i] = list;
      const n = list ? list.length : 0;
      total += n;
      order[i] = n * MINHASH_SIZE + i;
    }
    // Leave the skip longest lists out of counting (pigeonhole); 0 = count every list.
    const skip = Math.max(0, Math.min(MINHASH_SIZE, minCount) - 1);
    const short = MINHASH_SIZE - skip;
    if (skip > 0) order.sort();
    for (let k = 0; k < short; k++) {
      const list = lists[order[k] & (MINHASH_SIZE - 1)];
      if (!list) continue;
      for (let j = 0; j < list.length; j++) if (counts[list[j]]++ === 0) touched.push(list[j]);
    }
    let best = 0;
    let bestId = 0;
    for (let t = 0; t < touched.length; t++) {
      const id = touched[t];
      let c = counts[id];
      counts[id] = 0;
      if (skip > 0) {
        // Check the long-list bins directly, shortest first; stop once minCount is out of reach.
        const base = id * MINHASH_SIZE;
        for (let k = short; k < MINHASH_SIZE && c + (MINHASH_SIZE - k) >= minCount; k++) {
          const i = order[k] & (MINHASH_SIZE - 1);
          if (flat[base + i] === probe[i]) c++;
        }
        if (c < minCount) continue; // pruned, or checked and under minCount: not needed
      }
      if (c > best || (c === best && id < bestId)) {
        best = c;
        bestId = id;
      }
    }
    touched.length = 0;
    return { best, bestId, total };
  }
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
