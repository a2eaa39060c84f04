import { describe, expect, it } from 'vitest';
import { buildSite } from './index';
import { estimate, jaccard, minhash, pairwise, shingles } from './similarity';
import { dominatorSpec, placeId } from './test-helpers';

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
});
