import type { PageType } from '@sdp/shared';

// Words the patterns screen shows for the server's ids (docs/serp-patterns.md).

export const PAGE_TYPE_NAMES: Record<PageType, string> = {
  home: 'home page',
  inner: 'service page',
  deep: 'deeper page',
  directory: 'directory',
};

export const FEATURE_NAMES: Record<string, string> = {
  local_pack: 'Map pack',
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  images: 'Images',
  video: 'Videos',
  knowledge_graph: 'Knowledge panel',
};

/** 'demo' pages are the demo portfolio's synthetic ones. */
export const providerLabel = (provider: string) =>
  provider === 'demo' ? 'synthetic (demo)' : provider === 'dataforseo' ? 'DataForSEO' : provider;
