import { contentGeneratorApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ContentGeneratorService } from './content-generator.service';

/** Content generator (docs/content-generator.md). */
export async function contentGeneratorRoutes(
  fastify: FastifyInstance,
  opts: { contentGenerator: ContentGeneratorService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['content-generator'], security: bearer };
  const svc = opts.contentGenerator;

  route(app, contentGeneratorApi.generate, {
    docs: {
      ...docs,
      summary: 'Writes a scored page draft for a keyword and a place (or a site of the team)',
    },
    // A build's worth of writing (and possibly LLM tokens) per call: limited per caller.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    status: 201,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await svc.generate(actorOf(request), request.body) }),
  });

  route(app, contentGeneratorApi.list, {
    docs: { ...docs, summary: "The team's drafts, last edited first" },
    handler: async (request) => ({ success: true as const, data: await svc.list(actorOf(request)) }),
  });

  route(app, contentGeneratorApi.get, {
    docs: { ...docs, summary: 'One draft with its scores' },
    handler: async (request) => ({
      success: true as const,
      data: await svc.get(actorOf(request), request.params.id),
    }),
  });

  route(app, contentGeneratorApi.update, {
    docs: { ...docs, summary: "Edits a draft's words and scores it again" },
    handler: async (request) => ({
      success: true as const,
      data: await svc.update(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, contentGeneratorApi.remove, {
    docs: { ...docs, summary: 'Deletes a draft' },
    handler: async (request) => ({
      success: true as const,
      data: await svc.remove(actorOf(request), request.params.id),
    }),
  });

  route(app, contentGeneratorApi.save, {
    docs: {
      ...docs,
      summary: 'Saves a draft to a hosted site of the team as a page and deploys the new version',
    },
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => ({
      success: true as const,
      data: await svc.save(actorOf(request), request.params.id, request.body),
    }),
  });
}
