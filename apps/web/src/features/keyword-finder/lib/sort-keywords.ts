import type { KeywordIdea } from '@sdp/shared';

export type KeywordSortKey = 'keyword' | 'intent' | 'monthlySearches' | 'difficulty' | 'cpc' | 'value';
export interface KeywordSort {
  key: KeywordSortKey;
  order: 'asc' | 'desc';
}

export const DEFAULT_KEYWORD_SORT: KeywordSort = { key: 'value', order: 'desc' };

/** Sorted copy; text columns compare by locale, ties keep the keyword order. */
export function sortKeywords(rows: KeywordIdea[], { key, order }: KeywordSort): KeywordIdea[] {
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? c * dir : a.keyword.localeCompare(b.keyword);
  });
}

/** Clicking a column: the same column flips order; a new one starts high-first (text: A-Z). */
export function nextSort(current: KeywordSort, key: KeywordSortKey): KeywordSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'keyword' || key === 'intent' ? 'asc' : 'desc' };
}
