import { ValidationError } from '../../../lib/errors';
import { emptyParse, parseHtml } from './parse-html';
import type { CrawledPage, FetchedResponse, Fetcher } from './types';
import { normalizeUrl } from './url';

// One URL fetched with its redirects followed by hand (the fetcher never follows them), and turned
// into a CrawledPage (docs/crawler.md#redirects).

export const DEFAULT_FETCH = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 10 };

export interface Followed {
  /** The last answer (null when the first request could not be made at all). */
  res: FetchedResponse;
  requestedUrl: string;
  finalUrl: string;
  redirects: { url: string; status: number }[];
  error?: string;
}

export interface FollowOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  signal?: AbortSignal;
  method?: 'GET' | 'HEAD';
  /** Checks a hop before it is requested; a string is why it may not be (e.g. robots.txt). */
  vetHop?: (url: string) => string | null;
}

const failed = (url: string, error: string, ms = 0): FetchedResponse => ({
  url,
  status: 0,
  headers: {},
  body: Buffer.alloc(0),
  truncated: false,
  ms,
  error,
});

async function safeFetch(fetcher: Fetcher, url: string, o: FollowOptions): Promise<FetchedResponse> {
  if (o.signal?.aborted) return failed(url, 'cancelled');
  const t0 = performance.now();
  try {
    return await fetcher(url, {
      timeoutMs: o.timeoutMs,
      maxBytes: o.maxBytes,
      signal: o.signal,
      method: o.method,
    });
  } catch (e) {
    return failed(url, (e as Error).message || String(e), Math.round(performance.now() - t0));
  }
}

export async function fetchFollowing(fetcher: Fetcher, url: string, o: FollowOptions): Promise<Followed> {
  const redirects: { url: string; status: number }[] = [];
  const seen = new Set([url]);
  let current = url;
  for (;;) {
    const res = await safeFetch(fetcher, current, o);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || res.status === 304 || !location) {
      return { res, requestedUrl: url, finalUrl: current, redirects, error: res.error };
    }
    redirects.push({ url: current, status: res.status });
    const next = normalizeUrl(location, current);
    const stop = (error: string): Followed => ({
      res: { ...res, url, status: 0, error },
      requestedUrl: url,
      finalUrl: url,
      redirects,
      error,
    });
    if (!next) return stop(`redirect to an invalid or non-http location: ${location.slice(0, 200)}`);
    if (seen.has(next)) return stop('redirect loop');
    if (redirects.length > o.maxRedirects) return stop(`more than ${o.maxRedirects} redirects`);
    const veto = o.vetHop?.(next);
    if (veto) return { res: failed(url, veto), requestedUrl: url, finalUrl: url, redirects, error: veto };
    seen.add(next);
    current = next;
  }
}

function decode(body: Buffer, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (!charset || charset === 'utf-8' || charset === 'utf8') return body.toString('utf8');
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return body.toString('utf8');
  }
}

export function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType) return /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
  const head = body.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html');
}

/** The CrawledPage of a followed fetch. `siteOrigin` decides which links are internal. */
export function toPage(f: Followed, depth: number, siteOrigin: string): CrawledPage {
  const { res } = f;
  const contentType = res.headers['content-type'] ?? null;
  const page: CrawledPage = {
    url: f.finalUrl,
    statusCode: res.status,
    depth,
    redirects: f.redirects,
    requestedUrl: f.requestedUrl,
    contentType,
    bytes: res.body.length,
    loadMs: Math.round(res.ms),
    ...emptyParse(),
    noindex: /\b(noindex|none)\b/i.test(res.headers['x-robots-tag'] ?? ''),
  };
  if (res.truncated) page.truncated = true;
  if (f.error) page.error = f.error;
  if (res.status >= 200 && res.status < 300 && isHtml(contentType, res.body)) {
    const parsed = parseHtml(decode(res.body, contentType), f.finalUrl, siteOrigin);
    Object.assign(page, parsed, { noindex: page.noindex || parsed.noindex });
  }
  return page;
}

/** One page: fetched, redirects followed, parsed (quick rank, docs/crawler.md#single-page). */
export async function fetchPage(
  url: string,
  opts: {
    fetcher: Fetcher;
    timeoutMs?: number;
    maxBytes?: number;
    maxRedirects?: number;
    signal?: AbortSignal;
  },
): Promise<CrawledPage> {
  const start = normalizeUrl(url);
  if (!start) throw new ValidationError(`not an http(s) URL: ${url.slice(0, 200)}`);
  const f = await fetchFollowing(opts.fetcher, start, {
    timeoutMs: opts.timeoutMs ?? DEFAULT_FETCH.timeoutMs,
    maxBytes: opts.maxBytes ?? DEFAULT_FETCH.maxBytes,
    maxRedirects: opts.maxRedirects ?? DEFAULT_FETCH.maxRedirects,
    signal: opts.signal,
  });
  return toPage(f, 0, new URL(f.finalUrl).origin);
}
