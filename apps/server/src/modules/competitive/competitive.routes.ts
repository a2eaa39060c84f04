import { competitiveApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { CompetitiveService } from './competitive.service';

/** Competitive intelligence (docs/competitive.md). */
export async function competitiveRoutes(fastify: FastifyInstance, opts: { competitive: CompetitiveService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['competitive'], security: bearer };

  route(app, competitiveApi.overview, {
    docs: {
      ...docs,
      summary:
        "The team's projects with their competitor pages; with projectId, that project's comparison, gaps and ranked actions",
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.competitive.overview(actorOf(request), request.query.projectId),
    }),
  });

  route(app, competitiveApi.refresh, {
    docs: {
      ...docs,
      summary:
        "Fetches the project's page and up to 10 competitor pages again (429 past 60 pages per team per hour)",
    },
    // Up to 11 outbound fetches per call: limited per caller on top of the team's hourly budget.
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => ({
      success: true as const,
      data: await opts.competitive.refresh(actorOf(request), request.params.projectId),
    }),
  });
}
