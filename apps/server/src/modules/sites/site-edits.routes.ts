import { siteEditsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SiteEditsService } from './site-edits.types';

/** The platform's edits of a site, for the site screen (docs/sites-api.md#site-edits). */
export async function siteEditsRoutes(
  fastify: FastifyInstance,
  { siteEdits }: { siteEdits: SiteEditsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['sites'], security: bearer };

  route(app, siteEditsApi.list, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: (await siteEdits.list(actorOf(request), request.params.id)).map((e) => ({
        ...e,
        status: e.status === 'applied' ? ('applied' as const) : ('staged' as const),
      })),
    }),
  });
}
