import type { Fetcher } from '../projects/crawler/index';
import { fetchPage } from '../projects/crawler/index';
import { factsOfFetched, type StoredFacts } from './page-facts';

// One page fetched with the crawler's fetchPage (redirects followed, parsed) and turned into the
// facts compared (docs/competitive.md#facts). The fetcher is wrapped to keep the last body read,
// from which the H3 texts are taken.

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 3 * 1024 * 1024;

export interface FetchedFacts {
  statusCode: number;
  error: string | null;
  facts: StoredFacts;
}

export async function fetchFacts(fetcher: Fetcher, url: string, signal?: AbortSignal): Promise<FetchedFacts> {
  let lastBody: Buffer | null = null;
  const keeping: Fetcher = async (u, opts) => {
    const res = await fetcher(u, opts);
    lastBody = res.body;
    return res;
  };
  try {
    const page = await fetchPage(url, {
      fetcher: keeping,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: FETCH_MAX_BYTES,
      signal,
    });
    const ok = page.statusCode >= 200 && page.statusCode < 300;
    const body = lastBody as Buffer | null;
    const html = ok && body ? body.toString('utf8') : null;
    const error = page.error ?? (ok ? null : page.statusCode ? `HTTP ${page.statusCode}` : 'no answer');
    return { statusCode: page.statusCode, error, facts: factsOfFetched(page, html) };
  } catch (err) {
    const empty = factsOfFetched(
      {
        url,
        statusCode: 0,
        depth: 0,
        redirects: [],
        requestedUrl: url,
        contentType: null,
        bytes: 0,
        loadMs: 0,
        title: null,
        description: null,
        h1: [],
        h2: [],
        headingLevels: [],
        canonical: null,
        noindex: false,
        text: '',
        wordCount: 0,
        lang: null,
        links: [],
        images: [],
        jsonLd: [],
        hreflang: [],
        mixedContent: [],
        resources: [],
      },
      null,
    );
    return { statusCode: 0, error: (err as Error).message || 'fetch failed', facts: empty };
  }
}
