import { estimate, MINHASH_SIZE, minhash, shingleHashes } from '../../../sites';
import { type AuditContext, listOf } from '../context';
import type { AuditFinding } from '../types';

// Near-duplicates (docs/audit.md#near-duplicate): MinHash signatures of 5-word shingles (the site
// generator's), candidates found by banding (32 bands of 4 rows: pairs sharing a band), then kept
// when the estimated Jaccard similarity is at least 0.85. Exact copies are left to duplicate-content.

export const NEAR_DUPLICATE_THRESHOLD = 0.85;
/** Pages with fewer words are not compared: a few shared words say nothing. */
export const NEAR_DUPLICATE_MIN_WORDS = 30;
const BANDS = 32;
const ROWS = MINHASH_SIZE / BANDS;

export function nearDuplicates(ctx: AuditContext): AuditFinding[] {
  const pages = ctx.indexable.filter((p) => p.wordCount >= NEAR_DUPLICATE_MIN_WORDS && p.text);
  const sigs = pages.map((p) => minhash(shingleHashes(p.text).hashes));
  const texts = pages.map((p) => p.text.toLowerCase());
  const buckets = new Map<string, number[]>();
  for (let i = 0; i < pages.length; i++) {
    const sig = sigs[i]!;
    for (let b = 0; b < BANDS; b++) {
      let key = `${b}`;
      for (let r = 0; r < ROWS; r++) key += `:${sig[b * ROWS + r]}`;
      listOf(buckets, key).push(i);
    }
  }
  const similar = new Map<number, { url: string; similarity: number }[]>();
  const compared = new Set<number>();
  for (const list of buckets.values()) {
    if (list.length < 2 || list.length > 500) continue; // a band shared by hundreds: boilerplate only
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const i = list[x]!;
        const j = list[y]!;
        const pair = i * pages.length + j;
        if (compared.has(pair)) continue;
        compared.add(pair);
        if (texts[i] === texts[j]) continue;
        const s = estimate(sigs[i]!, sigs[j]!);
        if (s < NEAR_DUPLICATE_THRESHOLD) continue;
        const sim = Math.round(s * 100) / 100;
        for (const [a, b] of [
          [i, j],
          [j, i],
        ] as const) {
          listOf(similar, a).push({ url: pages[b]!.url, similarity: sim });
        }
      }
    }
  }
  const out: AuditFinding[] = [];
  for (const [i, list] of [...similar].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => b.similarity - a.similarity || a.url.localeCompare(b.url));
    out.push({
      checkId: 'near-duplicate',
      url: pages[i]!.url,
      detail: { similarTo: list.slice(0, 5), count: list.length, threshold: NEAR_DUPLICATE_THRESHOLD },
    });
  }
  return out;
}
