import { apiSuccess, opportunitySchema, scraperStatsSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer, messageResponse } from '../../lib/http';
import type { ProviderService } from './providers.service';

export interface ProviderRouteOptions {
  providers: ProviderService;
}

const providerKindSchema = z.enum(['keyword-volume', 'serp', 'business-counts']);

export const providerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: providerKindSchema,
  /** What else the same key does (DataForSEO: 'serp', rank tracking). */
  alsoKinds: z.array(providerKindSchema),
  configured: z.boolean(),
  costPerCall: z.number(),
  docsUrl: z.string(),
  keyHint: z.string(),
  updatedAt: z.string().nullable(),
});

export const providerUsageSchema = z.object({
  scraperStats: scraperStatsSchema,
  byProvider: z.array(
    scraperStatsSchema.extend({
      providerId: z.string(),
      name: z.string(),
      kind: providerKindSchema.nullable(),
      successes: z.number(),
      failures: z.number(),
      totalSpend: z.number(),
    }),
  ),
});

const measurementSchema = z.object({
  kind: z.enum(['monthlySearches', 'businessCount']),
  value: z.number(),
  source: z.string(),
});

export const refreshResultSchema = z.object({
  providerId: z.string(),
  opportunityId: z.string(),
  measurements: z.array(measurementSchema),
  costUsd: z.number(),
  opportunity: opportunitySchema,
});

const providerParams = z.object({ id: z.string().min(1).max(64) });

/** Data providers: keys (stored sealed, never returned), metered refreshes and the meter's figures. */
export async function providerRoutes(fastify: FastifyInstance, { providers }: ProviderRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['providers'];

  app.get(
    '/providers',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(z.array(providerInfoSchema)) } } },
    async (request) => ({ success: true as const, data: await providers.list(actorOf(request)) }),
  );

  app.get(
    '/providers/usage',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(providerUsageSchema) } } },
    async (request) => ({ success: true as const, data: await providers.usage(actorOf(request)) }),
  );

  app.put(
    '/providers/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: providerParams,
        body: z.object({
          apiKey: z
            .string({ error: 'apiKey: give the provider API key as a string' })
            .trim()
            .min(1, 'apiKey: must not be empty')
            .max(500, 'apiKey: too long'),
        }),
        response: { 200: apiSuccess(providerInfoSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Provider key saved',
      data: await providers.setKey(actorOf(request), request.params.id, request.body.apiKey),
    }),
  );

  app.delete(
    '/providers/:id',
    { schema: { tags, security: bearer, params: providerParams, response: { 200: messageResponse } } },
    async (request) => {
      await providers.deleteKey(actorOf(request), request.params.id);
      return { success: true as const, message: 'Provider key removed' };
    },
  );

  app.post(
    '/providers/:id/refresh',
    {
      schema: {
        tags,
        security: bearer,
        params: providerParams,
        body: z.object({
          opportunityId: z
            .string({ error: 'opportunityId: give the opportunity id as a string' })
            .trim()
            .min(1, 'opportunityId: must not be empty')
            .max(200, 'opportunityId: too long'),
        }),
        response: { 200: apiSuccess(refreshResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Measured',
      data: await providers.refresh(actorOf(request), request.params.id, request.body.opportunityId),
    }),
  );
}
