import { providersApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { ProviderService } from './providers.service';

export interface ProviderRouteOptions {
  providers: ProviderService;
}

/** Data providers: keys (stored sealed, never returned), metered refreshes and the meter's figures. */
export async function providerRoutes(fastify: FastifyInstance, { providers }: ProviderRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['providers'];

  route(app, providersApi.list, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      data: await providers.list(authUser(request).id),
    }),
  });

  route(app, providersApi.usage, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      data: await providers.usage(authUser(request).id),
    }),
  });

  route(app, providersApi.saveKey, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      message: 'Provider key saved',
      data: await providers.setKey(authUser(request).id, request.params.id, request.body.apiKey),
    }),
  });

  route(app, providersApi.deleteKey, {
    docs: { tags, security: bearer },
    handler: async (request) => {
      await providers.deleteKey(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Provider key removed' };
    },
  });

  route(app, providersApi.refresh, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      message: 'Measured',
      data: await providers.refresh(authUser(request).id, request.params.id, request.body.opportunityId),
    }),
  });
}
