import { sitePagesApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SitesService } from './sites.service';

/** Page edits of a site (docs/product/api.md, docs/product/rules.md#page-edits). */
export async function sitePagesRoutes(fastify: FastifyInstance, { sites }: { sites: SitesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['sites'], security: bearer };

  route(app, sitePagesApi.pages, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await sites.listPages(actorOf(request), request.params.id),
    }),
  });

  route(app, sitePagesApi.content, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await sites.pageContent(actorOf(request), request.params.id, request.query),
    }),
  });

  route(app, sitePagesApi.preview, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await sites.previewPage(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, sitePagesApi.save, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Page saved; new version built',
      data: await sites.savePage(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, sitePagesApi.reset, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Page reset to its generated words; new version built',
      data: await sites.resetPage(actorOf(request), request.params.id, request.query),
    }),
  });
}
