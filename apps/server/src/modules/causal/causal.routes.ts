import { causalApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { CausalService } from './causal.service';

/** The causal framework (docs/causal.md). */
export async function causalRoutes(fastify: FastifyInstance, opts: { causal: CausalService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['causal'], security: bearer };

  route(app, causalApi.list, {
    docs: {
      ...docs,
      summary: "The team's interventions, newest first, each with its estimated effect on a metric",
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.causal.list(actorOf(request), request.query),
    }),
  });

  route(app, causalApi.detail, {
    docs: {
      ...docs,
      summary: 'One intervention with its full estimate: daily actual, counterfactual and 90 % band',
    },
    handler: async (request) => ({
      success: true as const,
      data: await opts.causal.detail(actorOf(request), request.params.id, request.query.metric),
    }),
  });
}
