import { ValidationError } from '../../../lib/errors';
import { DEFAULT_FETCH, type Followed, fetchFollowing, toPage } from './fetch-page';
import { type Clock, createRateLimiter, realClock } from './rate';
import { ALLOW_ALL, parseRobots, type Robots } from './robots';
import { readSitemaps } from './sitemap';
import type { CrawledPage, CrawlFacts, CrawlLimits, CrawlResult, CrawlRunOptions } from './types';
import { normalizeUrl, pathAndQuery } from './url';

// The crawl (docs/crawler.md): breadth first from the start URL over one origin (scheme, host and
// port; www. is another host), robots.txt obeyed, sitemaps read, redirects followed by hand, the
// host paced by a token bucket and a concurrency cap, external links checked once each.

export const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: 500,
  maxDepth: 10,
  requestsPerSecond: 10,
  concurrency: 4,
  timeoutMs: DEFAULT_FETCH.timeoutMs,
  maxBytes: DEFAULT_FETCH.maxBytes,
  maxRedirects: DEFAULT_FETCH.maxRedirects,
};
export const MAX_PAGES_CAP = 10_000;
export const MAX_EXTERNAL_CHECKS = 500;
export const EXTERNAL_CONCURRENCY = 4;

/** Limits with defaults filled and bounds applied. */
export function resolveLimits(l: Partial<CrawlLimits>): CrawlLimits {
  const pick = (v: number | undefined, d: number, min: number, max: number) =>
    v === undefined || Number.isNaN(v) ? d : Math.min(max, Math.max(min, v));
  return {
    maxPages: pick(l.maxPages, DEFAULT_LIMITS.maxPages, 1, MAX_PAGES_CAP),
    maxDepth: pick(l.maxDepth, DEFAULT_LIMITS.maxDepth, 0, 100),
    requestsPerSecond: pick(
      l.requestsPerSecond,
      DEFAULT_LIMITS.requestsPerSecond,
      0,
      Number.POSITIVE_INFINITY,
    ),
    concurrency: pick(l.concurrency, DEFAULT_LIMITS.concurrency, 1, 32),
    timeoutMs: pick(l.timeoutMs, DEFAULT_LIMITS.timeoutMs, 100, 120_000),
    maxBytes: pick(l.maxBytes, DEFAULT_LIMITS.maxBytes, 1024, 50 * 1024 * 1024),
    maxRedirects: pick(l.maxRedirects, DEFAULT_LIMITS.maxRedirects, 0, 20),
  };
}

export async function runCrawl(opts: CrawlRunOptions & { clock?: Clock }): Promise<CrawlResult> {
  const start = normalizeUrl(opts.startUrl);
  if (!start) throw new ValidationError(`not an http(s) URL: ${opts.startUrl.slice(0, 200)}`);
  const limits = resolveLimits(opts.limits);
  let origin = new URL(start).origin;
  const { fetcher, signal } = opts;
  const scope = opts.scope ? normalizeUrl(opts.scope) : null;
  const inScope = (u: string) => !scope || u.startsWith(scope);
  const onSite = (u: string) => new URL(u).origin === origin && inScope(u);

  const facts: CrawlFacts = {
    robots: { status: 'none', disallowed: [], crawlDelayS: null },
    sitemaps: [],
    blockedByRobots: [],
    sitemapUrls: [],
    redirected: {},
    external: {},
    truncated: false,
  };

  // Every request to the site goes through the pacer (robots.txt first, then at the robots rate).
  let limiter = createRateLimiter(limits.requestsPerSecond, opts.clock ?? realClock);
  let robots: Robots = ALLOW_ALL;
  const blocked = new Set<string>();
  const allowed = (u: string) => !onSite(u) || robots.allows(pathAndQuery(u));
  const follow = (url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<Followed> =>
    fetchFollowing(fetcher, url, {
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
      maxRedirects: limits.maxRedirects,
      signal,
      method,
      vetHop: (hop) => (allowed(hop) ? null : 'blocked by robots.txt'),
    });
  const paced = async (url: string) => {
    await limiter.take(signal);
    return follow(url);
  };

  const readRobots = async () => {
    const r = await paced(`${origin}/robots.txt`);
    robots = ALLOW_ALL;
    facts.robots = { status: 'none', disallowed: [], crawlDelayS: null };
    if (r.res.status === 200) {
      robots = parseRobots(r.res.body.toString('utf8'));
      facts.robots = { status: 'found', disallowed: robots.disallowed, crawlDelayS: robots.crawlDelayS };
      if (robots.crawlDelayS && robots.crawlDelayS > 0) {
        const rps = Math.min(limits.requestsPerSecond || Number.POSITIVE_INFINITY, 1 / robots.crawlDelayS);
        limiter = createRateLimiter(rps, opts.clock ?? realClock);
      }
    } else if (r.res.status === 0 || r.res.status >= 500) facts.robots.status = 'error';
  };
  await readRobots();

  // The start URL may land on another origin (http -> https, the www. variant): the site is where it
  // lands. Its robots.txt is read again there; the answer is kept for the crawl's first page.
  let startFetch: Followed | null = null;
  if (allowed(start) && !signal?.aborted) {
    startFetch = await paced(start);
    const landed = new URL(startFetch.finalUrl).origin;
    if (startFetch.res.status !== 0 && landed !== origin) {
      origin = landed;
      await readRobots();
    }
  }

  // Sitemaps: robots.txt's Sitemap lines and /sitemap.xml.
  // A scoped crawl (a hosted site under a path) reads its own sitemap, not the origin's.
  const sitemapSeeds = scope
    ? [`${scope.replace(/\/?$/, '/')}sitemap.xml`]
    : [...new Set([...robots.sitemaps, `${origin}/sitemap.xml`])];
  if (!signal?.aborted) {
    const read = await readSitemaps(
      sitemapSeeds,
      origin,
      async (url) => {
        if (onSite(url) && !allowed(url)) return null;
        const f = await paced(url);
        return { status: f.res.status, body: f.res.body, error: f.error };
      },
      { maxUrls: limits.maxPages * 2, maxBytes: limits.maxBytes * 4, signal },
    );
    facts.sitemaps = read.facts;
    facts.sitemapUrls = read.urls.filter(inScope);
  }

  // Breadth first. Sitemap URLs wait until the link frontier is empty, then enter at depth 1.
  const pages: CrawledPage[] = [];
  const seen = new Set<string>();
  const queue: { url: string; depth: number }[] = [];
  let head = 0;
  let sitemapHead = 0;
  const external = new Set<string>();
  const enqueue = (url: string, depth: number) => {
    if (seen.has(url)) return;
    seen.add(url);
    if (!allowed(url)) {
      if (!blocked.has(url)) {
        blocked.add(url);
        facts.blockedByRobots.push(url);
      }
      return;
    }
    queue.push({ url, depth });
  };
  // Sitemap URLs are taken only when nothing is in flight: a page being fetched may still link
  // to them, which gives them their real depth.
  const nextItem = (idle: boolean) => {
    if (head < queue.length) return queue[head++];
    if (!idle) return undefined;
    while (sitemapHead < facts.sitemapUrls.length) {
      enqueue(facts.sitemapUrls[sitemapHead++]!, 1);
      if (head < queue.length) return queue[head++];
    }
    return undefined;
  };
  const hasNext = () => head < queue.length || facts.sitemapUrls.slice(sitemapHead).some((u) => !seen.has(u));

  enqueue(start, 0);
  let fetched = 0;
  const crawlOne = async (item: { url: string; depth: number }) => {
    const prefetched = item.url === start ? startFetch : null;
    const f = prefetched ?? (await paced(item.url));
    if (signal?.aborted && f.res.status === 0) return;
    if (f.redirects.length) {
      facts.redirected[item.url] = { finalUrl: f.finalUrl, hops: f.redirects, status: f.res.status };
      // The final URL is a page of its own: stored once, the first time it is reached.
      if (f.finalUrl !== item.url) {
        if (seen.has(f.finalUrl) && f.res.status !== 0) return;
        seen.add(f.finalUrl);
      }
    }
    const page = toPage(f, item.depth, origin);
    // Same-origin links outside the scope lead to other sites of the platform: external.
    if (scope) for (const link of page.links) link.internal &&= inScope(link.url);
    pages.push(page);
    if (!onSite(page.url)) return void (await report(page));
    for (const link of page.links) {
      if (!link.internal) {
        external.add(link.url);
        continue;
      }
      if (item.depth < limits.maxDepth) enqueue(link.url, item.depth + 1);
    }
    await report(page);
  };
  const report = async (page: CrawledPage) => {
    await opts.onPage?.(page);
    opts.onProgress?.({ crawled: pages.length, queued: queue.length - head, url: page.url });
  };

  // A failing onPage (e.g. the store is gone) stops the crawl: nothing new starts, the requests in
  // flight settle, and runCrawl rejects with that error.
  const active = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  while (!signal?.aborted && !failure) {
    while (active.size < limits.concurrency && fetched < limits.maxPages) {
      const item = nextItem(active.size === 0);
      if (!item) break;
      fetched++;
      const p: Promise<void> = crawlOne(item)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => active.delete(p));
      active.add(p);
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
  await Promise.allSettled(active);
  if (failure) throw (failure as { error: unknown }).error;
  if (fetched >= limits.maxPages && hasNext()) facts.truncated = true;

  if (opts.checkExternal !== false && !signal?.aborted) {
    facts.external = await checkExternal([...external].slice(0, MAX_EXTERNAL_CHECKS), follow, signal);
  }
  return { pages, facts };
}

/** Each external URL once: HEAD, then GET when HEAD is refused or fails. */
async function checkExternal(
  urls: string[],
  follow: (url: string, method?: 'GET' | 'HEAD') => Promise<Followed>,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  let i = 0;
  const worker = async () => {
    while (i < urls.length && !signal?.aborted) {
      const url = urls[i++]!;
      let f = await follow(url, 'HEAD');
      if (f.res.status === 0 || f.res.status === 405 || f.res.status === 501 || f.res.status === 403)
        f = await follow(url, 'GET');
      out[url] = f.res.status;
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXTERNAL_CONCURRENCY, urls.length) }, worker));
  return out;
}
