import { semanticApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SemanticService } from './semantic.service';

/** Semantic SEO (docs/semantic.md). */
export async function semanticRoutes(fastify: FastifyInstance, opts: { semantic: SemanticService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['semantic'], security: bearer };

  route(app, semanticApi.analysis, {
    docs: {
      ...docs,
      summary:
        "A site's keywords clustered into topics, mapped to its live pages with their coverage (without siteId: every site summarised)",
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.semantic.analysis(actorOf(request), request.query),
    }),
  });

  route(app, semanticApi.keywords, {
    docs: { ...docs, summary: "A vertical's keyword ideas for a place, clustered into topics" },
    handler: async (request) => ({
      success: true as const,
      data: await opts.semantic.keywords(actorOf(request), request.query),
    }),
  });
}
