import { predictionsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import { DEFAULT_CONFIDENCE, type PredictionsService } from './predictions.service';

export interface PredictionRouteOptions {
  predictions: PredictionsService;
}

/** Spec §7: GET /performance/predictions and POST /performance/calculate-predictions. */
export async function predictionRoutes(fastify: FastifyInstance, { predictions }: PredictionRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  route(app, predictionsApi.get, {
    docs: { tags: ['performance'], security },
    handler: async (request) => {
      const { websiteId, timeRange, scenario } = request.query;
      return {
        success: true as const,
        data: await predictions.get(authUser(request).id, websiteId, {
          timeRange,
          scenario,
          confidence: DEFAULT_CONFIDENCE,
        }),
      };
    },
  });

  route(app, predictionsApi.calculate, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await predictions.calculateFor(
        authUser(request).id,
        request.body.websiteId,
        request.body.parameters,
      ),
    }),
  });
}
