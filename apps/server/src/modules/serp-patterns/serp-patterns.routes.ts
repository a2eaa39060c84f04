import { serpPatternsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SerpPatternsService } from './serp-patterns.service';

/** SERP patterns (docs/serp-patterns.md). */
export async function serpPatternsRoutes(
  fastify: FastifyInstance,
  opts: { serpPatterns: SerpPatternsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['serp-patterns'], security: bearer };

  route(app, serpPatternsApi.report, {
    docs: {
      ...docs,
      summary:
        "Patterns of the team's stored results pages per vertical and city size: titles, page types, features, map pack",
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.serpPatterns.report(actorOf(request), request.query),
    }),
  });

  route(app, serpPatternsApi.snapshot, {
    docs: { ...docs, summary: 'One stored results page of the team (404 when not the team’s)' },
    handler: async (request) => ({
      success: true as const,
      data: await opts.serpPatterns.snapshot(actorOf(request), request.params.id),
    }),
  });
}
