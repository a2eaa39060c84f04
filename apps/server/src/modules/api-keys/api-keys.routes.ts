import { apiKeysApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import type { ApiKeysService } from './api-keys.service';

/** /api/user/api-keys: the signed-in user's own keys. Not with an API key (docs/api-keys.md). */
export async function apiKeysRoutes(fastify: FastifyInstance, opts: { apiKeys: ApiKeysService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.refuseApiKeys);
  const docs = { tags: ['api-keys'], security: bearer };

  route(app, apiKeysApi.list, {
    docs,
    handler: async (request) => ({ success: true as const, data: await opts.apiKeys.list(actorOf(request)) }),
  });

  route(app, apiKeysApi.create, {
    docs,
    status: 201,
    handler: async (request, reply) => {
      const data = await opts.apiKeys.create(actorOf(request), request.body, ctxOf(request));
      return reply.status(201).send({
        success: true,
        message: 'API key created. Copy it now: it will not be shown again.',
        data,
      });
    },
  });

  route(app, apiKeysApi.remove, {
    docs,
    handler: async (request) => {
      await opts.apiKeys.remove(actorOf(request), request.params.id, ctxOf(request));
      return { success: true as const, message: 'API key deleted' };
    },
  });
}
