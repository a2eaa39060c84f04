import { strategicApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { StrategicService } from './strategic.service';

/** Strategic optimizer (docs/strategic.md). */
export async function strategicRoutes(fastify: FastifyInstance, opts: { strategic: StrategicService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  route(app, strategicApi.overview, {
    docs: {
      tags: ['intelligence'],
      security: bearer,
      summary:
        'Markets, sites and SEO fixes by value and effort, and a monthly budget allocated by Thompson sampling',
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.strategic.overview(actorOf(request), request.query),
    }),
  });
}
