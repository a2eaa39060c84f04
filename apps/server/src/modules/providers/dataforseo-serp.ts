import { type DfsTaskStatus, dataforseoPost } from './dataforseo-client';
import type { ProviderCall, SerpCapability, SerpItem, SerpLocalEntry, SerpQuery } from './provider.types';

// DataForSEO SERP API, Google organic results (live, advanced):
// https://docs.dataforseo.com/v3/serp/google/organic/live/advanced/
// Same account and key (login:password, HTTP basic auth) as the Keywords Data provider. Each task is
// charged; the answer's `cost` is what the meter records.

/** Published live price of one page of 10 results (billing follows depth); the meter uses the answer's cost. */
export const DATAFORSEO_SERP_LIVE_USD = 0.002;
const DEFAULT_LOCATION = 'United States';

interface DfsSerpItem {
  type?: string;
  rank_group?: number;
  rank_absolute?: number;
  domain?: string;
  url?: string;
  title?: string | null;
  description?: string | null;
  /** Local pack entries: { value, votes_count } (DataForSEO's rating element). */
  rating?: { value?: number | null; votes_count?: number | null } | null;
  /** Some elements group their entries (e.g. a local pack read as one element). */
  items?: DfsSerpItem[] | null;
}
interface DfsSerpTask extends DfsTaskStatus {
  result?: Array<{ keyword?: string; check_url?: string; items?: DfsSerpItem[] | null }> | null;
}

/** Organic items of the answer, in their order, with the fields rank tracking needs. */
export function organicItems(items: DfsSerpItem[] | null | undefined): SerpItem[] {
  const out: SerpItem[] = [];
  for (const item of items ?? []) {
    if (item.type !== 'organic' || typeof item.url !== 'string') continue;
    const position = Number(item.rank_group);
    if (!Number.isFinite(position) || position < 1) continue;
    let domain = item.domain ?? '';
    if (!domain) {
      try {
        domain = new URL(item.url).hostname;
      } catch {
        continue;
      }
    }
    out.push({
      position,
      absolutePosition: Number(item.rank_absolute) || position,
      domain: domain.toLowerCase(),
      url: item.url,
      title: item.title ?? null,
      snippet: item.description ?? null,
    });
  }
  return out;
}

/** Item types of the page other than organic results, in the order first seen, once each. */
export function featureTypes(items: DfsSerpItem[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const item of items ?? []) {
    const type = typeof item.type === 'string' ? item.type.trim().toLowerCase() : '';
    if (type && type !== 'organic' && type.length <= 40) seen.add(type);
  }
  return [...seen];
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function hostOf(item: DfsSerpItem): string | null {
  if (item.domain) return item.domain.toLowerCase();
  if (!item.url) return null;
  try {
    return new URL(item.url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The map pack's entries: each `local_pack` element (or the entries grouped under one). */
export function localPackEntries(items: DfsSerpItem[] | null | undefined): SerpLocalEntry[] {
  const out: SerpLocalEntry[] = [];
  const add = (item: DfsSerpItem) => {
    if (typeof item.title !== 'string' || !item.title.trim()) return;
    out.push({
      title: item.title.trim(),
      domain: hostOf(item),
      rating: finite(item.rating?.value),
      reviews: finite(item.rating?.votes_count),
    });
  };
  for (const item of items ?? []) {
    if (item.type !== 'local_pack') continue;
    if (Array.isArray(item.items) && item.items.length) item.items.forEach(add);
    else add(item);
  }
  return out.slice(0, 20);
}

export const dataForSeoSerp: SerpCapability = {
  costPerSearch: DATAFORSEO_SERP_LIVE_USD,
  docsUrl: 'https://docs.dataforseo.com/v3/serp/google/organic/live/advanced/',

  async search(query: SerpQuery, call: ProviderCall) {
    const request = {
      keyword: query.keyword,
      location_name: query.locationName?.trim() || DEFAULT_LOCATION,
      language_code: query.languageCode ?? 'en',
      depth: Math.min(100, Math.max(10, query.depth ?? 100)),
    };
    const { status, costUsd, task } = await dataforseoPost<DfsSerpTask>(
      call,
      '/v3/serp/google/organic/live/advanced',
      [request],
      { credentials: call.apiKey, maxChars: 5_000_000 },
    );
    const result = task.result?.[0];
    return {
      status,
      costUsd,
      checkUrl: result?.check_url ?? null,
      items: organicItems(result?.items),
      features: featureTypes(result?.items),
      localPack: localPackEntries(result?.items),
    };
  },
};
