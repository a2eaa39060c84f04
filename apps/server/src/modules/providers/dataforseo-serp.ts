import { type DfsTaskStatus, dataforseoPost } from './dataforseo-client';
import type { ProviderCall, SerpCapability, SerpItem, SerpQuery } from './provider.types';

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
    });
  }
  return out;
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
    };
  },
};
