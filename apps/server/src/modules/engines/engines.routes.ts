import { enginesApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { EnginesServiceImpl } from './engines.service';

/** The intelligence engines (docs/engines.md#api). */
export async function enginesRoutes(fastify: FastifyInstance, opts: { engines: EnginesServiceImpl }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['intelligence-engines'], security: bearer };
  const { engines } = opts;

  route(app, enginesApi.status, {
    docs: { ...docs, summary: "The eleven engines' status for the team, and the server's measured health" },
    handler: async (request) => ({ success: true as const, data: await engines.status(actorOf(request)) }),
  });

  route(app, enginesApi.insights, {
    docs: { ...docs, summary: "The team's newest insights, of one engine or all" },
    handler: async (request) => ({
      success: true as const,
      data: await engines.insights(actorOf(request), request.query),
    }),
  });

  route(app, enginesApi.execute, {
    docs: {
      ...docs,
      summary: "Queues a run of an engine's action (or answers the team's open run of that engine)",
    },
    status: 202,
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) =>
      reply.code(202).send({
        success: true as const,
        data: await engines.execute(actorOf(request), request.params.engineId, request.body ?? {}),
      }),
  });

  route(app, enginesApi.run, {
    docs: { ...docs, summary: 'One run of the team: status, progress, summary or error' },
    handler: async (request) => ({
      success: true as const,
      data: await engines.run(actorOf(request), request.params.runId),
    }),
  });
}
