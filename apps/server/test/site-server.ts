// Built sites served from memory on loopback, as the app hosts them (a site at the origin's root or
// under /s/{slug}/; 404.html with status 404; POSTs answered 204), for the browser and Lighthouse
// tests and the template screenshots (apps/server/scripts/template-screenshots.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildResult } from '../src/modules/sites/generator';

export interface SiteMount {
  /** '' for the origin's root, '/s/slug' otherwise. */
  prefix: string;
  site: BuildResult;
}

export interface SiteServer {
  origin: string;
  /** Longer prefixes first; may be filled after start (specs need the origin). */
  mounts: SiteMount[];
  close(): Promise<void>;
}

function answer(mounts: SiteMount[], url: string): { status: number; type: string; body: string | Buffer } {
  const path = decodeURIComponent(url.split('?')[0].split('#')[0]);
  for (const { prefix, site } of mounts) {
    if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    const rel = path.slice(prefix.length + 1);
    const f =
      site.files.get(rel) ??
      site.files.get(`${rel}index.html`) ??
      (rel === '' ? site.files.get('index.html') : undefined);
    if (f) return { status: 200, type: f.contentType, body: f.body };
    const nf = site.files.get('404.html')!;
    return { status: 404, type: nf.contentType, body: nf.body };
  }
  return { status: 404, type: 'text/plain', body: 'not found' };
}

export async function startSiteServer(): Promise<SiteServer> {
  const mounts: SiteMount[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume();
      res.writeHead(204).end();
      return;
    }
    const r = answer(mounts, req.url ?? '/');
    res.writeHead(r.status, { 'content-type': r.type, 'cache-control': 'max-age=3600' }).end(r.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mounts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
