import { type DfsTaskStatus, dataforseoPost } from './dataforseo-client';
import { dataForSeoSerp } from './dataforseo-serp';
import { STATE_NAMES } from './fips';
import { type DataProvider, type ProviderCall, ProviderCallError } from './provider.types';

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
interface DfsTask extends DfsTaskStatus {
  result?: DfsKeywordResult[] | null;
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
    const { status, costUsd, task } = await dataforseoPost<DfsTask>(
      call,
      '/v3/keywords_data/google_ads/search_volume/live',
      [{ keywords, location_name: locationName, language_code: 'en' }],
      { credentials: `${login}:${password}`, maxChars: 2_000_000 },
    );
    const results = task.result ?? [];
    const measured = results.filter((r) => typeof r.search_volume === 'number');
    if (measured.length === 0) {
      throw new ProviderCallError(`DataForSEO had no search volume for ${locationName}`, status, costUsd);
    }
    const value = measured.reduce((sum, r) => sum + (r.search_volume ?? 0), 0);
    return {
      status,
      costUsd,
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
