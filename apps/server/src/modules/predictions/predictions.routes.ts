import {
  apiSuccess,
  calculatePredictionsRequestSchema,
  predictionSchema,
  predictionsQuerySchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { DEFAULT_CONFIDENCE, type PredictionsService } from './predictions.service';

export interface PredictionRouteOptions {
  predictions: PredictionsService;
}

/** Spec §7: GET /performance/predictions and POST /performance/calculate-predictions. */
export async function predictionRoutes(fastify: FastifyInstance, { predictions }: PredictionRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  app.get(
    '/performance/predictions',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: predictionsQuerySchema,
        response: { 200: apiSuccess(predictionSchema) },
      },
    },
    async (request) => {
      const { websiteId, timeRange, scenario } = request.query;
      return {
        success: true as const,
        data: await predictions.get(actorOf(request), websiteId, {
          timeRange,
          scenario,
          confidence: DEFAULT_CONFIDENCE,
        }),
      };
    },
  );

  app.post(
    '/performance/calculate-predictions',
    {
      schema: {
        tags: ['performance'],
        security,
        body: calculatePredictionsRequestSchema,
        response: { 200: apiSuccess(predictionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await predictions.calculateFor(actorOf(request), request.body.websiteId, request.body.parameters),
    }),
  );
}
