import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { send } from './error-handler';
import { platformBase, registerPlatformSeo } from './platform-seo';
import { loadPrerenderedPages, registerPrerenderedPages } from './prerendered-pages';

const NOT_SPA = /^\/(api|socket\.io|ws|s|preview)(\/|$|\?)/;
/** The SPA shell the web build writes (apps/web/src/prerender/prerender-plugin.ts). */
export const APP_SHELL = 'app.html';
const NO_CACHE = new Set([APP_SHELL, 'service-worker.js']);
const HASHED = `${path.sep}assets${path.sep}`;

const shell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile(APP_SHELL);

/**
 * Serves the built web app from WEB_DIST (docs/public-pages.md): the pre-rendered public pages
 * (`/`, `/demo`, ...) each for its own path, files as they are (the build's .br/.gz copies when the
 * browser takes them; hashed /assets/* cached for a year), and the SPA shell (app.html) for any other
 * GET that is not the API, Socket.IO, the WebSocket endpoint, a hosted site (/s/*, /preview/*) or an
 * existing file (missing hashed /assets/* stay 404). Unknown API paths get a 404 JSON. /robots.txt
 * and /sitemap.xml are the platform's own (platform-seo.ts), never a page.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  registerPlatformSeo(app, app.config.PUBLIC_URL);
  const hasBuild = fs.existsSync(path.join(webDist, APP_SHELL));
  if (hasBuild) {
    const pages = loadPrerenderedPages(webDist, platformBase(app.config.PUBLIC_URL));
    registerPrerenderedPages(app, pages);
    // Without a pre-rendered landing page the shell answers `/` too (the static plugin would refuse a folder).
    if (!pages.has('/')) app.get('/', { schema: { hide: true } }, async (_req, reply) => shell(reply));
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (NO_CACHE.has(path.basename(filePath))) reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(HASHED))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build`, then start the server again.\nAPI docs: /api/docs\n',
        ),
    );
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(url);
    if (hasBuild && wantsPage && !url.startsWith('/assets/')) {
      return shell(reply);
    }
    return send(reply, 404, 'not_found', `Route ${request.method} ${url.split('?')[0]} not found`);
  });
}
