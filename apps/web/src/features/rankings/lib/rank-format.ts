import type { RankSource, TrackedKeyword } from '@sdp/shared';

export const SOURCE_LABELS: Record<RankSource, string> = {
  gsc: 'Search Console',
  serp: 'SERP',
  manual: 'Manual',
};

export interface RankChange {
  direction: 'up' | 'down' | 'same' | 'new' | 'lost' | 'none';
  /** places gained (positive = better) */
  places: number;
  label: string;
}

/** Change between the previous and latest positions (a lower position is better). */
export function rankChange(
  latest: number | null | undefined,
  previous: number | null | undefined,
): RankChange {
  const has = (n: number | null | undefined): n is number => typeof n === 'number';
  if (!has(latest) && !has(previous)) return { direction: 'none', places: 0, label: 'no data' };
  if (has(latest) && !has(previous)) return { direction: 'new', places: 0, label: 'new' };
  if (!has(latest)) return { direction: 'lost', places: 0, label: 'left the top 100' };
  const places = Math.round((previous! - latest) * 10) / 10;
  if (places === 0) return { direction: 'same', places: 0, label: 'no change' };
  return places > 0
    ? { direction: 'up', places, label: `up ${places}` }
    : { direction: 'down', places, label: `down ${-places}` };
}

/** "4", "4.3" (GSC averages), or "–" for "not in the top 100". */
export const formatPosition = (p: number | null | undefined) =>
  typeof p === 'number' ? String(Math.round(p * 10) / 10) : '–';

/** Keywords with a position first (best first), then the rest by name. */
export function sortKeywords(list: TrackedKeyword[]): TrackedKeyword[] {
  return [...list].sort((a, b) => {
    const pa = a.latest?.position ?? Number.POSITIVE_INFINITY;
    const pb = b.latest?.position ?? Number.POSITIVE_INFINITY;
    return pa - pb || a.keyword.localeCompare(b.keyword);
  });
}

/** Splits a textarea of keywords (one a line or comma separated), trimmed and deduplicated. */
export function parseKeywordList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const k = raw.trim().replace(/\s+/g, ' ');
    if (!k || k.length > 200 || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

/** Counts for a compact summary: tracked, ranked, top 10, top 3, average position. */
export function rankingsSummary(list: TrackedKeyword[]) {
  const ranked = list.map((k) => k.latest?.position).filter((p): p is number => typeof p === 'number');
  return {
    tracked: list.length,
    ranked: ranked.length,
    top10: ranked.filter((p) => p <= 10).length,
    top3: ranked.filter((p) => p <= 3).length,
    average: ranked.length ? Math.round((ranked.reduce((a, b) => a + b, 0) / ranked.length) * 10) / 10 : null,
  };
}
