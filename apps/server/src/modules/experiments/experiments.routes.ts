import { experimentsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ExperimentsService } from './experiments.service';

/** A/B tests of live pages (docs/product/api.md "A/B tests"): thin routes over the service. */
export async function experimentsRoutes(fastify: FastifyInstance, opts: { experiments: ExperimentsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { experiments } = opts;
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['experiments'], security: bearer };

  route(app, experimentsApi.list, {
    docs: { ...docs, summary: "A site's A/B tests and its testable pages" },
    handler: async (request) => ({
      success: true as const,
      data: await experiments.list(actorOf(request), request.params.id),
    }),
  });

  route(app, experimentsApi.create, {
    docs: { ...docs, summary: "Starts an A/B test of a live page's headline and intro" },
    status: 201,
    handler: async (request, reply) => {
      const data = await experiments.create(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });

  route(app, experimentsApi.get, {
    docs: { ...docs, summary: 'An A/B test with its figures and stop rule' },
    handler: async (request) => ({
      success: true as const,
      data: await experiments.get(actorOf(request), request.params.id),
    }),
  });

  route(app, experimentsApi.stop, {
    docs: { ...docs, summary: 'Stops an A/B test, optionally keeping A or B' },
    handler: async (request) => ({
      success: true as const,
      data: await experiments.stop(actorOf(request), request.params.id, request.body),
    }),
  });
}
