import {
  apiSuccess,
  providerIdParamsSchema,
  providerInfoSchema,
  providerKeyRequestSchema,
  providerRefreshRequestSchema,
  providerUsageSchema,
  refreshResultSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, messageResponse } from '../../lib/http';
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

  app.get(
    '/providers',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(z.array(providerInfoSchema)) } } },
    async (request) => ({ success: true as const, data: await providers.list(authUser(request).id) }),
  );

  app.get(
    '/providers/usage',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(providerUsageSchema) } } },
    async (request) => ({ success: true as const, data: await providers.usage(authUser(request).id) }),
  );

  app.put(
    '/providers/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: providerIdParamsSchema,
        body: providerKeyRequestSchema,
        response: { 200: apiSuccess(providerInfoSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Provider key saved',
      data: await providers.setKey(authUser(request).id, request.params.id, request.body.apiKey),
    }),
  );

  app.delete(
    '/providers/:id',
    {
      schema: { tags, security: bearer, params: providerIdParamsSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      await providers.deleteKey(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Provider key removed' };
    },
  );

  app.post(
    '/providers/:id/refresh',
    {
      schema: {
        tags,
        security: bearer,
        params: providerIdParamsSchema,
        body: providerRefreshRequestSchema,
        response: { 200: apiSuccess(refreshResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Measured',
      data: await providers.refresh(authUser(request).id, request.params.id, request.body.opportunityId),
    }),
  );
}
