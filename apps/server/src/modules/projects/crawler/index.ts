// The crawler (docs/crawler.md): pure of the database. runCrawl crawls a site, fetchPage fetches
// and parses one page, createNetworkFetcher is the SSRF-guarded HTTP client.

export { DEFAULT_LIMITS, MAX_PAGES_CAP, resolveLimits, runCrawl } from './crawl';
export { DEFAULT_FETCH, fetchFollowing, fetchPage } from './fetch-page';
export {
  createNetworkFetcher,
  type NetworkFetcher,
  type NetworkFetcherOptions,
  PRIVATE_REFUSED,
} from './network-fetcher';
export { parseHtml } from './parse-html';
export type { Clock } from './rate';
export { parseRobots } from './robots';
export * from './types';
export { normalizeUrl } from './url';
