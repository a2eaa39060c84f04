import { dataForSeoSerp } from './dataforseo-serp';
import { STATE_NAMES } from './fips';
import { type DataProvider, type ProviderCall, ProviderCallError, readText, snippet } from './provider.types';

// DataForSEO Keywords Data API, Google Ads search volume (live):
// https://docs.dataforseo.com/v3/keywords_data/google_ads/search_volume/live/
// HTTP basic auth with the account's API login and password; each live task is charged (published price
// below; the answer's own `cost` is what the meter records).

export const DATAFORSEO_LIVE_TASK_USD = 0.075;
const MAX_KEYWORDS = 20;

interface DfsKeywordResult {
  keyword?: string;
  search_volume?: number | null;
}
interface DfsTask {
  status_code?: number;
  status_message?: string;
  cost?: number;
  result?: DfsKeywordResult[] | null;
}
interface DfsResponse {
  status_code?: number;
  status_message?: string;
  cost?: number;
  tasks?: DfsTask[];
}

function splitKey(apiKey: string): [string, string] | null {
  const at = apiKey.indexOf(':');
  if (at <= 0 || at === apiKey.length - 1) return null;
  return [apiKey.slice(0, at), apiKey.slice(at + 1)];
}

export const dataForSeoProvider: DataProvider = {
  id: 'dataforseo',
  name: 'DataForSEO Keywords Data (Google Ads search volume)',
  kind: 'keyword-volume',
  costPerCall: DATAFORSEO_LIVE_TASK_USD,
  docsUrl: 'https://docs.dataforseo.com/v3/keywords_data/google_ads/search_volume/live/',
  defaultBaseUrl: 'https://api.dataforseo.com',
  keyHint: 'API login and password joined by a colon: login:password',
  /** Rank tracking with the same key: Google organic results (SERP API, live). */
  serp: dataForSeoSerp,

  checkKey(apiKey) {
    return splitKey(apiKey) ? null : 'Give the DataForSEO API login and password as login:password';
  },

  cannotMeasure(target) {
    if (target.keywords.length === 0) return `The vertical ${target.verticalSlug} has no keywords to measure`;
    if (!STATE_NAMES[target.state.toUpperCase()]) return `Unknown state ${target.state}`;
    return null;
  },

  async measure(target, call: ProviderCall) {
    const [login, password] = splitKey(call.apiKey) ?? ['', ''];
    const keywords = [...new Set(target.keywords.map((k) => k.trim().toLowerCase()).filter(Boolean))].slice(
      0,
      MAX_KEYWORDS,
    );
    const locationName = `${target.city},${STATE_NAMES[target.state.toUpperCase()]},United States`;
    const url = new URL('/v3/keywords_data/google_ads/search_volume/live', call.baseUrl);
    const res = await call.fetch(url, {
      method: 'POST',
      signal: call.signal,
      headers: {
        authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify([{ keywords, location_name: locationName, language_code: 'en' }]),
    });
    const text = await readText(res, 2_000_000);
    let body: DfsResponse;
    try {
      body = JSON.parse(text) as DfsResponse;
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
    const task = body.tasks?.[0];
    if (task?.status_code !== 20000) {
      throw new ProviderCallError(
        `DataForSEO task failed: ${task?.status_message ?? 'no task in the answer'} (${task?.status_code ?? '-'})`,
        res.status,
        cost,
      );
    }
    const results = task.result ?? [];
    const measured = results.filter((r) => typeof r.search_volume === 'number');
    if (measured.length === 0) {
      throw new ProviderCallError(`DataForSEO had no search volume for ${locationName}`, res.status, cost);
    }
    const value = measured.reduce((sum, r) => sum + (r.search_volume ?? 0), 0);
    return {
      status: res.status,
      costUsd: cost,
      measurements: [
        {
          kind: 'monthlySearches',
          value,
          source: `Google Ads via DataForSEO: ${measured.length} keywords in ${locationName}, average monthly searches`,
        },
      ],
    };
  },
};
