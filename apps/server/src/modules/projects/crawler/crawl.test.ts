import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/errors';
import { runAudit } from '../audit/audit';
import { runCrawl } from './crawl';
import { fetchPage } from './fetch-page';
import { createNetworkFetcher, PRIVATE_REFUSED } from './network-fetcher';
import type { CrawlLimits, Fetcher } from './types';

// The crawl against small loopback sites: SSRF refusals, pacing, cancel, limits, decoding.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];
let log: { path: string; at: number }[] = [];

async function site(handler: Handler): Promise<{ origin: string; port: number }> {
  const server = createServer((req, res) => {
    log.push({ path: req.url ?? '/', at: performance.now() });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { origin: `http://127.0.0.1:${port}`, port };
}
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  log = [];
});

/** Home links /p0../p{n-1}; every page is small HTML; robots.txt from `robots`. */
const linkSite =
  (n: number, robots = '', delayMs = 0): Handler =>
  (req, res) => {
    if (req.url === '/robots.txt') return res.end(robots);
    if (req.url === '/sitemap.xml') {
      res.statusCode = 404;
      return res.end();
    }
    const body =
      req.url === '/'
        ? Array.from({ length: n }, (_, i) => `<a href="/p${i}">p${i}</a>`).join('')
        : `<title>${req.url}</title><a href="/">home</a>`;
    setTimeout(() => {
      res.setHeader('content-type', 'text/html');
      res.end(body);
    }, delayMs);
  };

const limits = (l: Partial<CrawlLimits> = {}): CrawlLimits => ({
  maxPages: 100,
  maxDepth: 10,
  requestsPerSecond: 0,
  concurrency: 4,
  timeoutMs: 5000,
  maxBytes: 1_000_000,
  maxRedirects: 5,
  ...l,
});
const open = createNetworkFetcher({ allowPrivate: true });

/** A resolver that answers 127.0.0.1 for every name. */
const toLoopback: LookupFunction = (_host, options, cb) => {
  if (options.all)
    (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  else cb(null, '127.0.0.1', 4);
};

describe('private addresses', () => {
  it('refuses loopback literals without connecting', async () => {
    const { origin, port } = await site(linkSite(2));
    const guarded = createNetworkFetcher({ allowPrivate: false });
    for (const url of [
      `${origin}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://0.0.0.0:${port}/`,
    ]) {
      const r = await guarded(url, { timeoutMs: 2000, maxBytes: 1000 });
      expect(r, url).toMatchObject({ status: 0, error: PRIVATE_REFUSED });
    }
    const crawl = await runCrawl({ startUrl: `${origin}/`, limits: limits(), fetcher: guarded });
    expect(crawl.pages).toMatchObject([{ statusCode: 0, error: PRIVATE_REFUSED }]);
    expect(log).toEqual([]);
  });

  it('refuses a name that resolves to the loopback, at connect time', async () => {
    const { port } = await site(linkSite(0));
    const url = `http://fixture.test:${port}/`;
    const refused = await createNetworkFetcher({ allowPrivate: false, lookup: toLoopback })(url, {
      timeoutMs: 2000,
      maxBytes: 1000,
    });
    expect(refused).toMatchObject({ status: 0, error: PRIVATE_REFUSED });
    expect(log).toEqual([]);
    // The same resolver with private addresses allowed reaches the site: the stub is what connects.
    const allowed = await createNetworkFetcher({ allowPrivate: true, lookup: toLoopback })(url, {
      timeoutMs: 2000,
      maxBytes: 1000,
    });
    expect(allowed.status).toBe(200);
    expect(log).toHaveLength(1);
  });
});

describe('pacing', () => {
  /**
   * The network fetcher, noting when each request starts. The pacer guarantees the gap when it lets
   * a request go; the continuation that reaches the fetcher may run a few ms late on a loaded
   * machine, hence 10 ms of slack (no pacing gives gaps near 0, bunched timers about half a gap).
   */
  const timed = () => {
    const starts: number[] = [];
    const fetcher: Fetcher = (url, o) => {
      starts.push(performance.now());
      return open(url, o);
    };
    const gaps = () => starts.slice(1).map((t, i) => t - starts[i]!);
    return { fetcher, starts, gaps };
  };

  it('requestsPerSecond spaces requests to the host, whatever the concurrency', async () => {
    const { origin } = await site(linkSite(6));
    const t = timed();
    await runCrawl({
      startUrl: `${origin}/`,
      limits: limits({ requestsPerSecond: 10, concurrency: 4 }),
      fetcher: t.fetcher,
    });
    expect(log.length).toBe(9); // robots, sitemap, home, 6 pages
    expect(t.starts.length).toBe(9);
    expect(Math.min(...t.gaps())).toBeGreaterThanOrEqual(90);
  });

  it('robots.txt Crawl-delay lowers the rate', async () => {
    const { origin } = await site(linkSite(3, 'User-agent: *\nCrawl-delay: 0.3\n'));
    const t = timed();
    const crawl = await runCrawl({
      startUrl: `${origin}/`,
      limits: limits({ requestsPerSecond: 100 }),
      fetcher: t.fetcher,
    });
    expect(crawl.facts.robots.crawlDelayS).toBe(0.3);
    expect(t.starts.length).toBe(6); // robots, sitemap, home, 3 pages
    // From the sitemap on (the first request after robots.txt was read), 300 ms apart.
    expect(Math.min(...t.gaps().slice(1))).toBeGreaterThanOrEqual(290);
  });

  it('without a limit, requests overlap up to the concurrency', async () => {
    const { origin } = await site(linkSite(8, '', 150));
    const t = performance.now();
    const crawl = await runCrawl({
      startUrl: `${origin}/`,
      limits: limits({ concurrency: 4 }),
      fetcher: open,
    });
    expect(crawl.pages).toHaveLength(9);
    // robots + sitemap + home + 2 waves of 4, 150 ms each: about 750 ms, far from 11 x 150.
    expect(performance.now() - t).toBeLessThan(1500);
  });
});

describe('limits and cancel', () => {
  it('cancel stops the crawl promptly', async () => {
    const { origin } = await site(linkSite(40, '', 100));
    const ac = new AbortController();
    const t = performance.now();
    let abortedAt = 0;
    const crawl = await runCrawl({
      startUrl: `${origin}/`,
      limits: limits({ concurrency: 2 }),
      fetcher: open,
      signal: ac.signal,
      onPage: (p) => {
        if (p.url.endsWith('/p1')) {
          ac.abort();
          abortedAt = log.length;
        }
      },
    });
    expect(performance.now() - t).toBeLessThan(2000);
    expect(crawl.pages.length).toBeLessThan(6);
    expect(log.length - abortedAt).toBeLessThanOrEqual(1); // at most the request already in flight
  });

  it('maxPages stops with the queue flagged, maxDepth stops the links', async () => {
    const { origin } = await site(linkSite(10));
    const few = await runCrawl({ startUrl: `${origin}/`, limits: limits({ maxPages: 4 }), fetcher: open });
    expect(few.pages).toHaveLength(4);
    expect(few.facts.truncated).toBe(true);
    const shallow = await runCrawl({
      startUrl: `${origin}/`,
      limits: limits({ maxDepth: 0 }),
      fetcher: open,
    });
    expect(shallow.pages.map((p) => p.url)).toEqual([`${origin}/`]);
  });

  it('a failing onPage stops the crawl and rejects with its error', async () => {
    const { origin } = await site(linkSite(20, '', 20));
    let calls = 0;
    await expect(
      runCrawl({
        startUrl: `${origin}/`,
        limits: limits({ concurrency: 2 }),
        fetcher: open,
        onPage: () => {
          calls++;
          if (calls === 2) throw new Error('store failed');
        },
      }),
    ).rejects.toThrow('store failed');
    expect(log.length).toBeLessThan(8); // robots, sitemap, home, the pages in flight
  });

  it('onProgress reports each page', async () => {
    const { origin } = await site(linkSite(3));
    const seen: number[] = [];
    await runCrawl({
      startUrl: `${origin}/`,
      limits: limits(),
      fetcher: open,
      onProgress: (p) => seen.push(p.crawled),
    });
    expect(seen).toEqual([1, 2, 3, 4]);
  });
});

describe('a start URL that lands on another origin', () => {
  it("crawls the origin it lands on, with that origin's robots.txt", async () => {
    const target = await site((req, res) => {
      if (req.url === '/robots.txt') return res.end('User-agent: *\nDisallow: /secret\n');
      res.setHeader('content-type', 'text/html');
      if (req.url === '/home')
        return res.end('<a href="/a">a</a><a href="/secret">s</a><a href="http://127.0.0.1:9/x">x</a>');
      res.end('<title>page</title>');
    });
    // Another origin for the same server: a name the stub resolver maps to 127.0.0.1.
    const landed = `http://landed.test:${target.port}`;
    const first = await site((_req, res) => {
      res.writeHead(301, { location: `${landed}/home` });
      res.end();
    });
    const crawl = await runCrawl({
      startUrl: `${first.origin}/`,
      limits: limits(),
      fetcher: createNetworkFetcher({ allowPrivate: true, lookup: toLoopback }),
      checkExternal: false,
    });
    expect(crawl.pages.map((p) => [p.url, p.statusCode])).toEqual([
      [`${landed}/home`, 200],
      [`${landed}/a`, 200],
    ]);
    expect(crawl.pages[0]!.requestedUrl).toBe(`${first.origin}/`);
    expect(crawl.facts.blockedByRobots).toEqual([`${landed}/secret`]);
    expect(crawl.pages[0]!.links.map((l) => l.internal)).toEqual([true, true, false]);
    const audit = runAudit({ pages: crawl.pages, facts: crawl.facts, startUrl: `${first.origin}/` });
    expect(audit.graph.pages).toBe(2);
    expect(audit.pageClickDepth[`${landed}/a`]).toBe(1);
  });
});

describe('fetchPage', () => {
  it('follows redirects, decodes gzip and br, parses', async () => {
    const page = '<title>Decoded page title</title><h1>Hello</h1><p>one two three</p>';
    const { origin } = await site((req, res) => {
      if (req.url === '/start') {
        res.writeHead(301, { location: '/gz' });
        return res.end();
      }
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', req.url === '/gz' ? 'gzip' : 'br');
      res.end(req.url === '/gz' ? gzipSync(page) : brotliCompressSync(page));
    });
    const p = await fetchPage(`${origin}/start`, { fetcher: open });
    expect(p).toMatchObject({
      url: `${origin}/gz`,
      requestedUrl: `${origin}/start`,
      statusCode: 200,
      redirects: [{ url: `${origin}/start`, status: 301 }],
      title: 'Decoded page title',
      h1: ['Hello'],
      bytes: Buffer.byteLength(page),
    });
    expect((await fetchPage(`${origin}/br`, { fetcher: open })).title).toBe('Decoded page title');
    await expect(fetchPage('ftp://x.test/', { fetcher: open })).rejects.toBeInstanceOf(ValidationError);
  });
});
