import { describe, expect, it } from 'vitest';
import { describeSimilarity } from './similarity';

const base = {
  maxPagePair: 0.31,
  meanPagePair: 0.12,
  threshold: 0.5,
  pagesOverThreshold: 0,
  regenerations: 0,
  worstPair: null,
  maxOtherSite: 0,
  closestSiteId: null,
};

describe('describeSimilarity', () => {
  it('words the page and other-site figures with the limit', () => {
    const w = describeSimilarity({ ...base, maxOtherSite: 0.124, closestSiteId: 's2', regenerations: 2 });
    expect(w.pages).toBe('Max page similarity 31% (limit 50%)');
    expect(w.otherSite).toBe('Closest other site 12% (limit 50%)');
    expect(w.detail).toBe('All pages under the limit; 2 pages were rewritten to get there');
    expect(w.ok).toBe(true);
  });

  it('says when there is no other site to compare with', () => {
    const w = describeSimilarity(base);
    expect(w.otherSite).toBe('No other site of yours to compare with yet');
    expect(w.detail).toBe('All pages under the limit');
  });

  it('flags pages or sites over the limit', () => {
    expect(describeSimilarity({ ...base, maxPagePair: 0.62, pagesOverThreshold: 1 })).toMatchObject({
      pages: 'Max page similarity 62% (limit 50%)',
      detail: '1 page over the limit',
      ok: false,
    });
    expect(describeSimilarity({ ...base, maxOtherSite: 0.7, closestSiteId: 'x' }).ok).toBe(false);
    expect(describeSimilarity({ ...base, regenerations: 1 }).detail).toContain('1 page was rewritten');
  });
});
