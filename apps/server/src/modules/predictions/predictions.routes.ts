import { predictionsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { DEFAULT_CONFIDENCE, type PredictionsService } from './predictions.service';

export interface PredictionRouteOptions {
  predictions: PredictionsService;
}

/**
 * docs/product/api.md#analytics-and-performance: GET /performance/predictions and POST
 * /performance/calculate-predictions.
 */
export async function predictionRoutes(fastify: FastifyInstance, { predictions }: PredictionRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  route(app, predictionsApi.get, {
    docs: { tags: ['performance'], security },
    handler: async (request) => {
      const { websiteId, timeRange, scenario, includeDemo } = request.query;
      return {
        success: true as const,
        data: await predictions.get(
          actorOf(request),
          websiteId,
          { timeRange, scenario, confidence: DEFAULT_CONFIDENCE },
          new Date(),
          includeDemo === 'true',
        ),
      };
    },
  });

  route(app, predictionsApi.calculate, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await predictions.calculateFor(
        actorOf(request),
        request.body.websiteId,
        request.body.parameters,
        request.body.includeDemo === true,
      ),
    }),
  });
}
