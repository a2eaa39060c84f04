import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { get, sqlRows } from './helpers';

// Shared by the projects tests: waiting for a crawl to end, and a tiny website on loopback with
// known problems (the crawler's own fixture site is apps/server/test/crawl-fixture-site.ts).

/** Polls GET /api/crawls/:id until the crawl is no longer queued or running. */
export async function waitForCrawl(app: FastifyInstance, token: string, crawlId: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(app, `/api/crawls/${crawlId}`, token);
    if (res.status !== 200) throw new Error(`crawl ${crawlId}: ${res.status} ${JSON.stringify(res.body)}`);
    if (!['queued', 'running'].includes(res.body.data.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`crawl ${crawlId} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const page = (title: string | null, body: string) =>
  `<!doctype html><html lang="en"><head>${title === null ? '' : `<title>${title}</title>`}
<meta name="description" content="A page of the projects test site, long enough to count as a description of it for the audit here.">
</head><body><h1>${title ?? 'Untitled'}</h1>${body}</body></html>`;

export interface SmallSite {
  url: string;
  /** Requests answered so far, by path. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * Home links to /about (no <title>), /gone (404) and /slow/0; with `slowPages`, /slow/n waits
 * `slowMs` and links to /slow/n+1 up to n = slowPages (for cancelling a crawl midway).
 */
export async function startSmallSite(opts: { slowPages?: number; slowMs?: number } = {}): Promise<SmallSite> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path === '/') {
      const slow = opts.slowPages ? '<a href="/slow/0">Slow</a>' : '';
      return html(
        200,
        page('Home of the projects test site', `<a href="/about">About</a> <a href="/gone">Gone</a> ${slow}`),
      );
    }
    if (path === '/about') return html(200, page(null, '<p>About us.</p><a href="/">Home</a>'));
    const slow = /^\/slow\/(\d+)$/.exec(path);
    if (slow && opts.slowPages) {
      const n = Number(slow[1]);
      const next = n < opts.slowPages ? `<a href="/slow/${n + 1}">Next</a>` : '';
      setTimeout(() => html(200, page(`Slow page number ${n} of the test site`, next)), opts.slowMs ?? 100);
      return;
    }
    if (path === '/robots.txt' || path === '/sitemap.xml') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    return html(404, page('Not found', '<p>Nothing here.</p>'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A project row of a team, straight in the table (realtime room tests need a real project id). */
export async function insertProject(
  app: FastifyInstance,
  teamId: string,
  name = 'Room test',
): Promise<string> {
  const [row] = await sqlRows(
    app,
    `insert into projects (team_id, name, url) values ('${teamId}', '${name}', 'https://example.com/') returning id`,
  );
  return row.id as string;
}
