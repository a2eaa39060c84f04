import type { SimilaritySummary } from '@sdp/shared';

const pct = (n: number) => `${Math.round(Math.max(0, Math.min(1, n)) * 100)}%`;

export interface SimilarityWording {
  /** 'Max page similarity 31% (limit 50%)' */
  pages: string;
  /** 'Closest other site 12% (limit 50%)', or that there is none to compare with yet. */
  otherSite: string;
  /** 'All pages under the limit' / '2 pages over the limit' and how many were rewritten. */
  detail: string;
  /** Every figure is under the limit. */
  ok: boolean;
}

/** The similarity report of a version in words (the generator keeps pages under a threshold). */
export function describeSimilarity(s: SimilaritySummary): SimilarityWording {
  const limit = pct(s.threshold);
  const pagesOk = s.maxPagePair < s.threshold && s.pagesOverThreshold === 0;
  const otherOk = !s.closestSiteId || s.maxOtherSite < s.threshold;
  const over =
    s.pagesOverThreshold > 0
      ? `${s.pagesOverThreshold} page${s.pagesOverThreshold === 1 ? '' : 's'} over the limit`
      : 'All pages under the limit';
  const rewritten =
    s.regenerations > 0
      ? `; ${s.regenerations} page${s.regenerations === 1 ? ' was' : 's were'} rewritten to get there`
      : '';
  return {
    pages: `Max page similarity ${pct(s.maxPagePair)} (limit ${limit})`,
    otherSite: s.closestSiteId
      ? `Closest other site ${pct(s.maxOtherSite)} (limit ${limit})`
      : 'No other site of yours to compare with yet',
    detail: `${over}${rewritten}`,
    ok: pagesOk && otherOk,
  };
}
