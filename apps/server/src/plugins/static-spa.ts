import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { send } from './error-handler';
import { registerPlatformSeo } from './platform-seo';

const NOT_SPA = /^\/(api|socket\.io|ws|s|preview)(\/|$|\?)/;
const NO_CACHE = new Set(['index.html', 'service-worker.js']);

/**
 * Serves the built SPA from WEB_DIST with history fallback: a GET that is not the API, Socket.IO,
 * the WebSocket endpoint, a hosted site (/s/*, /preview/*) or an existing file gets index.html
 * (missing hashed /assets/* stay 404). Unknown API paths get a 404 JSON. /robots.txt and
 * /sitemap.xml are the platform's own (platform-seo.ts), never the SPA's index.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  registerPlatformSeo(app, app.config.PUBLIC_URL);
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      setHeaders(reply, filePath) {
        if (NO_CACHE.has(path.basename(filePath))) reply.header('Cache-Control', 'no-cache');
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
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return send(reply, 404, 'not_found', `Route ${request.method} ${url.split('?')[0]} not found`);
  });
}
