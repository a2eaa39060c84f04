export { LLM_PROVIDER_ID, ProviderCallError } from '../metering/index';

import type { MeasurementKind } from './providers.repository';

// One interface for every outside data provider; a provider declares what it measures (kind) and
// how much a call costs. Calls go through the meter (meter.ts), never straight to measure().

export type ProviderKind = 'keyword-volume' | 'serp' | 'business-counts';

/** The market a provider is asked about, as the market engine describes it. */
export interface MarketTarget {
  opportunityId: string;
  verticalSlug: string;
  verticalName: string;
  naicsCode: string;
  keywords: string[];
  placeId: string;
  city: string;
  /** Two-letter postal code. */
  state: string;
  county: string | null;
  /** Two-digit state FIPS, when the market data knows it (else derived from `state`). */
  stateFips?: string;
  /** Three-digit county FIPS, when the market data knows it. */
  countyFips?: string;
  population: number;
  /** Residents of the county's bundled places (1,000+ people), to apportion county figures. */
  countyPopulation?: number;
  lat?: number;
  lon?: number;
}

export interface ProviderMeasurement {
  kind: MeasurementKind;
  value: number;
  /** Readable label of where the figure came from, e.g. 'Census CBP 2021: 212 establishments in ...'. */
  source: string;
}

/** What one successful call answered, and what it cost (USD). */
export interface ProviderResult {
  measurements: ProviderMeasurement[];
  costUsd: number;
  status: number;
}

export interface ProviderCall {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  signal: AbortSignal;
}

export interface DataProvider {
  id: string;
  name: string;
  kind: ProviderKind;
  /** Published price of one call, USD. */
  costPerCall: number;
  docsUrl: string;
  defaultBaseUrl: string;
  /** How the key looks, for the settings screen. */
  keyHint: string;
  /** A readable problem with the key's shape, or null when it looks right. */
  checkKey(apiKey: string): string | null;
  /** A readable reason this market cannot be measured (e.g. no county known), or null. */
  cannotMeasure(target: MarketTarget): string | null;
  measure(target: MarketTarget, call: ProviderCall): Promise<ProviderResult>;
  /** SERP capability (rank tracking): one search results page, when the provider offers it. */
  serp?: SerpCapability;
}

/** One organic search asked of a SERP provider. */
export interface SerpQuery {
  keyword: string;
  /** Provider location name, e.g. 'Austin,Texas,United States'; default: the whole United States. */
  locationName?: string | null;
  languageCode?: string;
  /** Results to read (10-100). */
  depth?: number;
}

/** One organic result as the provider ranked it. */
export interface SerpItem {
  /** Position among organic results (1 = first organic result). */
  position: number;
  /** Position among every element of the page (ads, local pack, ...). */
  absolutePosition: number;
  domain: string;
  url: string;
  title: string | null;
  /** The result's description, when the provider gives one. */
  snippet?: string | null;
}

/** One entry of the map pack (local pack) of a results page. */
export interface SerpLocalEntry {
  title: string;
  domain: string | null;
  rating: number | null;
  reviews: number | null;
}

export interface SerpResult {
  items: SerpItem[];
  /** Item types of the page other than organic results ('local_pack', 'featured_snippet', ...), once each. */
  features: string[];
  /** The map pack's entries when the page has one (empty otherwise). */
  localPack: SerpLocalEntry[];
  costUsd: number;
  status: number;
  /** The provider's own link to the results page it read, when it gives one. */
  checkUrl: string | null;
}

export interface SerpCapability {
  /** Published price of one search, USD (the answer's own cost is what the meter records). */
  costPerSearch: number;
  docsUrl: string;
  search(query: SerpQuery, call: ProviderCall): Promise<SerpResult>;
}

/** Reads a response body as text, at most `max` characters (errors quote the start of it). */
export async function readText(res: Response, max = 100_000): Promise<string> {
  const text = await res.text();
  return text.length > max ? text.slice(0, max) : text;
}

export const snippet = (text: string, max = 160) => {
  const flat = text
    .replace(/<[^<>]*>/g, ' ') // [^<>], not [^>]: a run of '<' stays linear
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
};
