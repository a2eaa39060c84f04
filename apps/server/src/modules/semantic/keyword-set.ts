import type { SemanticSource } from '@sdp/shared';
import type { KeywordInput } from './cluster';
import { normalise } from './text';

// A site's keyword set (docs/semantic.md#keyword-sets): the same keyword from several sources is
// one keyword with every source, the largest searches and impressions, and its SERP.

/** Keywords clustered per answer at most (the rest, least demand, are left out and counted). */
export const MAX_KEYWORDS = 5000;

export interface SourcedKeyword {
  keyword: string;
  source: SemanticSource;
  searches?: number | null;
  impressions?: number | null;
  serpUrls?: string[];
}

export interface MergedKeyword extends KeywordInput {
  sources: SemanticSource[];
}

const max = (a: number | null, b: number | null | undefined) =>
  b === null || b === undefined ? a : a === null ? b : Math.max(a, b);

export function mergeKeywords(list: SourcedKeyword[], cap = MAX_KEYWORDS): MergedKeyword[] {
  const byKey = new Map<string, MergedKeyword>();
  for (const k of list) {
    const key = normalise(k.keyword);
    if (!key) continue;
    const had = byKey.get(key);
    if (!had) {
      byKey.set(key, {
        keyword: k.keyword.trim().replace(/\s+/g, ' '),
        sources: [k.source],
        searches: k.searches ?? null,
        impressions: k.impressions ?? null,
        ...(k.serpUrls?.length ? { serpUrls: k.serpUrls } : {}),
      });
      continue;
    }
    if (!had.sources.includes(k.source)) had.sources.push(k.source);
    had.searches = max(had.searches, k.searches);
    had.impressions = max(had.impressions, k.impressions);
    if (!had.serpUrls?.length && k.serpUrls?.length) had.serpUrls = k.serpUrls;
  }
  const all = [...byKey.values()];
  if (all.length <= cap) return all;
  const demand = (k: MergedKeyword) => (k.searches ?? 0) + (k.impressions ?? 0);
  return all.sort((a, b) => demand(b) - demand(a) || a.keyword.localeCompare(b.keyword)).slice(0, cap);
}
