import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES } from './platform-seo';

// The public pages the web build pre-renders to static HTML (docs/public-pages.md): loaded once,
// with the installation's address put in for the build's placeholder, and answered from memory,
// compressed, for their path with and without a trailing slash and for their file name.

/** The placeholder the build writes where the public address belongs (apps/web/src/prerender/head.ts). */
export const PUBLIC_URL_TOKEN = '__SDP_PUBLIC_URL__';

/** dist file of a public page: index.html for `/`, `<name>.html` for `/<name>`. */
export const pageFile = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

interface LoadedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The pages present in webDist, keyed by their path, with `base` (PUBLIC_URL without a trailing slash) in place of the placeholder. */
export function loadPrerenderedPages(webDist: string, base: string): Map<string, LoadedPage> {
  const pages = new Map<string, LoadedPage>();
  for (const pagePath of PUBLIC_PAGES) {
    const file = path.join(webDist, pageFile(pagePath));
    if (!fs.existsSync(file)) continue;
    const html = Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_TOKEN, base));
    pages.set(pagePath, { html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) });
  }
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: LoadedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** GET/HEAD routes for each loaded page: `/demo`, `/demo/` and `/demo.html` (`/` and `/index.html`). */
export function registerPrerenderedPages(app: FastifyInstance, pages: Map<string, LoadedPage>) {
  for (const [pagePath, page] of pages) {
    const urls = new Set([pagePath, pagePath === '/' ? '/' : `${pagePath}/`, `/${pageFile(pagePath)}`]);
    for (const url of urls) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, page));
    }
  }
}
