import { describe, expect, it } from 'vitest';
import { dominatorSpec, placeId } from '../../../../test/generator-fixtures';
import { hash32, mulberry32 } from '../../../lib/prng';
import { buildSite } from './index';
import {
  compareSites,
  countWords,
  estimate,
  jaccard,
  MINHASH_SIZE,
  minhash,
  pairwise,
  SignatureIndex,
  shingleHashes,
  shingles,
  words,
} from './similarity';

const text = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => `w${i + offset}`).join(' ');

describe('similarity', () => {
  it('MinHash estimates exact Jaccard of 5-word shingles within a few points', () => {
    const a = shingles(text(400));
    const b = shingles(text(400, 120));
    const exact = jaccard(a, b);
    expect(exact).toBeGreaterThan(0.3);
    expect(Math.abs(estimate(minhash(a), minhash(b)) - exact)).toBeLessThan(0.12);
    expect(estimate(minhash(a), minhash(a))).toBe(1);
    expect(jaccard(a, shingles(text(400, 500)))).toBeLessThan(0.2);
  });

  it('summarises a page matrix with its max, mean and worst pair', () => {
    const sig = (t: string) => minhash(shingles(t));
    const r = pairwise([
      { path: '/a/', sig: sig(text(300)) },
      { path: '/b/', sig: sig(text(300)) },
      { path: '/c/', sig: sig(text(300, 600)) },
    ]);
    expect(r.max).toBe(1);
    expect(r.maxPair).toEqual(['/a/', '/b/']);
    expect(r.mean).toBeGreaterThan(0.3);
    expect(r.mean).toBeLessThan(0.7);
  });

  it('varies pages until they are under a strict threshold, and reports what it could not fix', async () => {
    const strict = await buildSite(dominatorSpec({ similarityThreshold: 0.1, maxAttempts: 6 }));
    expect(strict.similarity.regenerations).toBeGreaterThan(0);
    expect(strict.pages.some((p) => p.variant > 0)).toBe(true);
    for (const o of strict.similarity.overThreshold) expect(o.max).toBeGreaterThanOrEqual(0.1);
    const impossible = await buildSite(dominatorSpec({ similarityThreshold: 0, maxAttempts: 2 }));
    expect(impossible.similarity.overThreshold.length).toBeGreaterThan(0);
  });

  it('times a 1,000-page dominator site (printed, not asserted)', async () => {
    const t0 = performance.now();
    const site = await buildSite(
      dominatorSpec({
        area: {
          verticalSlug: 'hvac',
          centerPlaceId: placeId('Chicago', 'IL'),
          radiusKm: 400,
          maxPlaces: 1000,
        },
      }),
    );
    const ms = performance.now() - t0;
    const bytes = [...site.files.values()].reduce((a, f) => a + f.body.length, 0);
    console.log(
      `1,000-place dominator: ${site.pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms ` +
        `(similarity max ${site.similarity.max.toFixed(2)}, mean ${site.similarity.mean.toFixed(3)}, ` +
        `${site.similarity.regenerations} regenerations, ${site.similarity.overThreshold.length} over)`,
    );
    expect(site.pages.length).toBeGreaterThan(1000);
  });

  it('hashes words in one pass exactly as words() splits them, non-ASCII text included', () => {
    const rand = mulberry32(7);
    const parts = ['a', 'Z', '9', "'", ' ', '-', 'É', 'é', 'K', 'İ', 'x', '.', '’', 'ß', '\u212a'];
    for (let t = 0; t < 3000; t++) {
      let text = '';
      const len = Math.floor(rand() * 24);
      for (let i = 0; i < len; i++) text += parts[Math.floor(rand() * parts.length)];
      const w = words(text).map((x) => hash32(x));
      const expected: number[] = [];
      for (let i = 0; i < (w.length ? Math.max(1, w.length - 1) : 0); i++) {
        let h = 0x9e3779b9;
        for (let j = i; j < i + 2 && j < w.length; j++) h = Math.imul(h ^ w[j], 0x85ebca6b) ^ (h >>> 13);
        expected.push(h >>> 0);
      }
      const got = shingleHashes(text, 2);
      expect({ text, words: got.words, hashes: [...got.hashes] }).toEqual({
        text,
        words: w.length,
        hashes: expected,
      });
      expect(countWords(text)).toBe(w.length);
    }
  });

  it('finds the same best match, first page on ties and total as comparing every pair', () => {
    // Signatures drawn from a small alphabet per bin so pages share many bins, as template text does.
    const rand = mulberry32(11);
    const sigs = Array.from({ length: 300 }, () =>
      Uint32Array.from({ length: MINHASH_SIZE }, (_, i) =>
        i % 3 === 0 ? Math.floor(rand() * 3) : Math.floor(rand() * 40),
      ),
    );
    const index = new SignatureIndex();
    sigs.forEach((sig, n) => {
      for (const minCount of [0, 1, 5, 30, 45, 64, 129]) {
        const q = index.query(sig, minCount);
        let best = 0;
        let bestId = 0;
        let total = 0;
        for (let j = 0; j < n; j++) {
          const c = Math.round(estimate(sig, sigs[j]) * MINHASH_SIZE);
          total += c;
          if (c > best) {
            best = c;
            bestId = j;
          }
        }
        expect(q.total).toBe(total);
        if (best >= minCount) expect([q.best, q.bestId]).toEqual([best, bestId]);
        else expect(q.best).toBeLessThan(minCount);
      }
      index.add(sig);
    });
    const pages = (id: string, from: number) => ({
      siteId: id,
      site: sigs[from],
      pages: sigs.slice(from, from + 40).map((sig, k) => ({ path: `/${id}/${k}/`, sig })),
    });
    const [r] = compareSites(pages('a', 0), [pages('b', 100)]);
    let maxPage = 0;
    let maxPair: [string, string] | null = null;
    for (const [i, a] of sigs.slice(0, 40).entries())
      for (const [j, b] of sigs.slice(100, 140).entries()) {
        const e = estimate(a, b);
        if (e > maxPage || !maxPair) {
          maxPage = e;
          maxPair = [`/a/${i}/`, `/b/${j}/`];
        }
      }
    expect({ maxPage: r.maxPage, maxPair: r.maxPair }).toEqual({ maxPage, maxPair });
  });
});
