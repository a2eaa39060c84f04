import { analyticsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { PerformanceService } from './performance.service';

export interface AnalyticsRouteOptions {
  performance: PerformanceService;
}

/** GET /analytics and the performance calls (metrics, milestones, achievements). */
export async function analyticsRoutes(fastify: FastifyInstance, { performance }: AnalyticsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  route(app, analyticsApi.analytics, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.analytics(actorOf(request), request.query),
    }),
  });

  route(app, analyticsApi.metrics, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.metrics(
        actorOf(request),
        request.query.websiteId,
        new Date(),
        request.query.includeDemo === 'true',
      ),
    }),
  });

  route(app, analyticsApi.milestones, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.milestones(actorOf(request), request.query.websiteId),
    }),
  });

  route(app, analyticsApi.updateMilestone, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.updateMilestone(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, analyticsApi.achievements, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.achievements(actorOf(request), request.query.userId),
    }),
  });
}
