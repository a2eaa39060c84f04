import {
  type ProviderCall,
  ProviderCallError,
  readText,
  type SerpCapability,
  type SerpItem,
  type SerpQuery,
  snippet,
} from './provider.types';

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
interface DfsSerpTask {
  status_code?: number;
  status_message?: string;
  cost?: number;
  result?: Array<{ keyword?: string; check_url?: string; items?: DfsSerpItem[] | null }> | null;
}
interface DfsSerpResponse {
  status_code?: number;
  status_message?: string;
  cost?: number;
  tasks?: DfsSerpTask[] | null;
}

function basicAuth(apiKey: string): string {
  return `Basic ${Buffer.from(apiKey).toString('base64')}`;
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
    const url = new URL('/v3/serp/google/organic/live/advanced', call.baseUrl);
    const task = {
      keyword: query.keyword,
      location_name: query.locationName?.trim() || DEFAULT_LOCATION,
      language_code: query.languageCode ?? 'en',
      depth: Math.min(100, Math.max(10, query.depth ?? 100)),
    };
    const res = await call.fetch(url, {
      method: 'POST',
      signal: call.signal,
      headers: { authorization: basicAuth(call.apiKey), 'content-type': 'application/json' },
      body: JSON.stringify([task]),
    });
    const text = await readText(res, 5_000_000);
    let body: DfsSerpResponse;
    try {
      body = JSON.parse(text) as DfsSerpResponse;
    } catch {
      throw new ProviderCallError(
        `DataForSEO answered ${res.status} without JSON: ${snippet(text)}`,
        res.status,
      );
    }
    const cost = typeof body.cost === 'number' ? body.cost : 0;
    if (!res.ok || body.status_code !== 20000) {
      throw new ProviderCallError(
        `DataForSEO: ${body.status_message ?? `HTTP ${res.status}`} (${body.status_code ?? res.status})`,
        res.status,
        cost,
      );
    }
    const first = body.tasks?.[0];
    if (first?.status_code !== 20000) {
      throw new ProviderCallError(
        `DataForSEO task failed: ${first?.status_message ?? 'no task in the answer'} (${first?.status_code ?? '-'})`,
        res.status,
        cost,
      );
    }
    const result = first.result?.[0];
    return {
      status: res.status,
      costUsd: cost,
      checkUrl: result?.check_url ?? null,
      items: organicItems(result?.items),
    };
  },
};
