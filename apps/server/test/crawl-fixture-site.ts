import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { AuditCheckId } from '../src/modules/projects/audit/types';
import { FIXTURE_TLS_CERT, FIXTURE_TLS_KEY, type PageSpec, renderPage, words } from './crawl-fixture-pages';

// A small site on loopback that seeds every audit check on known URLs (docs/audit.md): robots.txt
// with a disallowed path, a sitemap index listing an orphan, redirect chains and a loop, 404/500,
// a slow page, a page that never answers, a huge page, duplicates, near-duplicates, a deep page,
// mixed content (https mode), hreflang. `seeded` names, per check, exactly the URLs it must report
// when the site is crawled from `url` with FIXTURE_LIMITS. A second server plays an external site.

export { FIXTURE_TLS_CERT } from './crawl-fixture-pages';

/** Limits the seeds assume: /slow (2.1 s) answers within the timeout, /too-slow does not; /huge passes maxBytes. */
export const FIXTURE_LIMITS = {
  maxPages: 200,
  maxDepth: 10,
  requestsPerSecond: 0,
  concurrency: 8,
  timeoutMs: 3_000,
  maxBytes: 600_000,
  maxRedirects: 5,
};
export const FIXTURE_SLOW_MS = 2_100;

export interface FixtureSite {
  /** The start URL (home page), e.g. http://127.0.0.1:PORT/ */
  url: string;
  origin: string;
  /** Check id -> the URLs it must report, sorted. */
  seeded: Record<AuditCheckId, string[]>;
  /** Every request the site received: method, path and performance.now(). */
  requests: { method: string; path: string; at: number }[];
  /** The external site's origin. */
  externalOrigin: string;
  close(): Promise<void>;
}

const LINKED = [
  '/about',
  '/services',
  '/contact',
  '/missing',
  '/error',
  '/too-slow',
  '/loop-a',
  '/chain-1',
  '/moved',
  '/no-title',
  '/dup-title-1',
  '/dup-title-2',
  '/short-title',
  '/no-description',
  '/dup-desc-1',
  '/dup-desc-2',
  '/short-desc',
  '/no-h1',
  '/two-h1',
  '/skip-heading',
  '/no-canonical',
  '/canonical-other',
  '/noindex',
  '/noindex-header',
  '/copy-1',
  '/copy-2',
  '/near-1',
  '/near-2',
  '/thin',
  '/no-alt',
  '/bad-jsonld',
  '/no-jsonld',
  '/deep-1',
  '/heavy',
  '/huge',
  '/slow',
  '/mixed',
  '/hreflang-en',
  '/hreflang-fr',
  '/hreflang-bad',
  '/hreflang-noreturn',
  '/private/page',
  '/private/open',
  '/doc.pdf',
];

const SHARED_TITLE = 'A shared title for two fixture pages here';
const SHARED_DESCRIPTION =
  'A shared meta description that two fixture pages carry word for word, so the audit can spot it.';
const COPY_TEXT = words('copy', 260);
const NEAR_TEXT = words('near', 300);

function specs(origin: string, external: string): Record<string, PageSpec> {
  const alt = (pairs: [string, string][]) =>
    pairs.map(([l, h]) => `<link rel="alternate" hreflang="${l}" href="${h}">`).join('');
  const list: PageSpec[] = [
    { path: '/', links: [...LINKED, `${external}/ok`, `${external}/dead`, `${external}/head-refused`] },
    { path: '/about' },
    { path: '/services' },
    { path: '/contact' },
    { path: '/orphan' },
    { path: '/private/open' },
    { path: '/no-title', title: null },
    { path: '/dup-title-1', title: SHARED_TITLE },
    { path: '/dup-title-2', title: SHARED_TITLE },
    { path: '/short-title', title: 'Short' },
    { path: '/no-description', description: null },
    { path: '/dup-desc-1', description: SHARED_DESCRIPTION },
    { path: '/dup-desc-2', description: SHARED_DESCRIPTION },
    { path: '/short-desc', description: 'Too short.' },
    { path: '/no-h1', h1: [] },
    { path: '/two-h1', h1: ['One heading', 'Another heading'] },
    { path: '/skip-heading', headings: ['h3'] },
    { path: '/no-canonical', canonical: null },
    { path: '/canonical-other', canonical: `${origin}/about` },
    { path: '/noindex', head: '<meta name="robots" content="noindex, follow">' },
    { path: '/noindex-header' },
    { path: '/copy-1', text: COPY_TEXT, h1: ['Copy'] },
    { path: '/copy-2', text: COPY_TEXT, h1: ['Copy'] },
    { path: '/near-1', text: `${NEAR_TEXT} alpha beta gamma`, h1: ['Near'] },
    { path: '/near-2', text: `${NEAR_TEXT} delta epsilon zeta`, h1: ['Near'] },
    { path: '/thin', text: words('thin', 40) },
    { path: '/no-alt', images: '<img src="/img/photo.png">' },
    { path: '/bad-jsonld', jsonLd: '{"@type": "Organization", "name": "Fixture",}' },
    { path: '/no-jsonld', jsonLd: null },
    { path: '/deep-1', links: ['/deep-2'] },
    { path: '/deep-2', links: ['/deep-3'] },
    { path: '/deep-3', links: ['/deep-4'] },
    { path: '/deep-4' },
    {
      path: '/heavy',
      images: Array.from({ length: 101 }, (_, i) => `<img src="/img/n${i}.png" alt="Photo ${i}">`).join(''),
    },
    { path: '/huge', text: words('huge', 200_000) },
    { path: '/slow' },
    { path: '/mixed', body: `<img src="http://127.0.0.1:9/img/insecure.png" alt="Insecure image">` },
    {
      path: '/hreflang-en',
      head: alt([
        ['en', '/hreflang-en'],
        ['fr', '/hreflang-fr'],
      ]),
    },
    {
      path: '/hreflang-fr',
      lang: 'fr',
      head: alt([
        ['en', '/hreflang-en'],
        ['fr', '/hreflang-fr'],
      ]),
    },
    {
      path: '/hreflang-bad',
      head: alt([
        ['english', '/hreflang-en'],
        ['de', '/missing'],
      ]),
    },
    {
      path: '/hreflang-noreturn',
      head: alt([
        ['en-GB', '/hreflang-noreturn'],
        ['fr', '/hreflang-fr'],
      ]),
    },
  ];
  return Object.fromEntries(list.map((s) => [s.path, s]));
}

const REDIRECTS: Record<string, [number, string]> = {
  '/chain-1': [301, '/chain-2'],
  '/chain-2': [302, '/chain-3'],
  '/chain-3': [301, '/about'],
  '/moved': [301, '/services'],
  '/loop-a': [302, '/loop-b'],
  '/loop-b': [302, '/loop-a'],
};

function seededFor(origin: string, external: string, tls: boolean): Record<AuditCheckId, string[]> {
  const u = (...paths: string[]) => paths.map((p) => `${origin}${p}`).sort();
  return {
    'http-4xx': u('/missing'),
    'http-5xx': u('/error'),
    'fetch-failed': u('/too-slow', '/loop-a'),
    'redirect-chain': u('/chain-1'),
    'redirect-internal-link': u('/chain-1', '/moved'),
    'title-missing': u('/no-title'),
    'title-duplicate': u('/dup-title-1', '/dup-title-2'),
    'title-length': u('/short-title'),
    'description-missing': u('/no-description'),
    'description-duplicate': u('/dup-desc-1', '/dup-desc-2'),
    'description-length': u('/short-desc'),
    'h1-missing': u('/no-h1'),
    'h1-multiple': u('/two-h1'),
    'heading-skip': u('/skip-heading'),
    'canonical-missing': u('/no-canonical'),
    'canonical-other': u('/canonical-other'),
    noindex: u('/noindex', '/noindex-header'),
    'duplicate-content': u('/copy-1', '/copy-2'),
    'near-duplicate': u('/near-1', '/near-2'),
    'thin-content': u('/thin'),
    'broken-internal-link': u('/missing', '/error', '/too-slow', '/loop-a'),
    'broken-external-link': [`${external}/dead`],
    'image-alt-missing': u('/no-alt'),
    'structured-data-invalid': u('/bad-jsonld'),
    'structured-data-missing': u('/no-jsonld'),
    'orphan-page': u('/orphan'),
    'deep-page': u('/deep-4'),
    'page-weight': u('/heavy', '/huge'),
    'slow-page': u('/slow'),
    'mixed-content': tls ? u('/mixed') : [],
    'hreflang-invalid': u('/hreflang-bad', '/hreflang-noreturn'),
    'blocked-by-robots': u('/private/page'),
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** Starts the fixture site (and its external neighbour) on loopback; `tls` serves it over https. */
export async function startFixtureSite(opts: { tls?: boolean } = {}): Promise<FixtureSite> {
  const tls = opts.tls === true;
  const requests: FixtureSite['requests'] = [];
  const pending = new Set<NodeJS.Timeout>();
  let origin = '';
  let externalOrigin = '';
  let pages: Record<string, PageSpec> = {};

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ method: req.method ?? 'GET', path, at: performance.now() });
    const send = (
      status: number,
      type: string,
      body: string | Buffer,
      headers: Record<string, string> = {},
    ) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (path === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /private\nAllow: /private/open\n\nSitemap: ${origin}/sitemap-index.xml\n`,
      );
    if (path === '/sitemap-index.xml')
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
      );
    if (path === '/sitemap-pages.xml')
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
          '/',
          '/about',
          '/orphan',
        ]
          .map((p) => `<url><loc>${origin}${p}</loc></url>`)
          .join('')}</urlset>`,
      );
    const redirect = REDIRECTS[path];
    if (redirect) {
      res.writeHead(redirect[0], { location: redirect[1] });
      return res.end();
    }
    if (path === '/missing') return send(404, 'text/html', '<h1>Not found</h1>');
    if (path === '/error') return send(500, 'text/html', '<h1>Server error</h1>');
    if (path === '/too-slow') {
      const t = setTimeout(() => send(200, 'text/html', '<title>late</title>'), 20_000);
      pending.add(t);
      return;
    }
    if (path === '/doc.pdf') return send(200, 'application/pdf', Buffer.from('%PDF-1.4 fixture'));
    const spec = pages[path];
    if (!spec) return send(404, 'text/plain', 'not found');
    const html = renderPage(origin, spec);
    const headers: Record<string, string> = path === '/noindex-header' ? { 'x-robots-tag': 'noindex' } : {};
    if (path === '/slow') {
      const t = setTimeout(() => {
        pending.delete(t);
        send(200, 'text/html; charset=utf-8', html);
      }, FIXTURE_SLOW_MS);
      pending.add(t);
      return;
    }
    send(200, 'text/html; charset=utf-8', html, headers);
  };

  const server = tls
    ? createHttpsServer({ key: FIXTURE_TLS_KEY, cert: FIXTURE_TLS_CERT }, handler)
    : createHttpServer(handler);
  const external = createHttpServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/head-refused' && req.method === 'HEAD') res.statusCode = 405;
    else res.statusCode = path === '/ok' || path === '/head-refused' ? 200 : 404;
    res.end(req.method === 'HEAD' ? undefined : 'external');
  });
  const port = await listen(server);
  const externalPort = await listen(external);
  origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  externalOrigin = `http://127.0.0.1:${externalPort}`;
  pages = specs(origin, externalOrigin);

  return {
    url: `${origin}/`,
    origin,
    seeded: seededFor(origin, externalOrigin, tls),
    requests,
    externalOrigin,
    async close() {
      for (const t of pending) clearTimeout(t);
      for (const s of [server, external]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
}
