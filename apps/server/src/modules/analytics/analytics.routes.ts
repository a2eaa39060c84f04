import { analyticsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { PerformanceService } from './performance.module';

export interface AnalyticsRouteOptions {
  performance: PerformanceService;
}

/** GET /analytics and the spec §7 performance calls (metrics, milestones, achievements). */
export async function analyticsRoutes(fastify: FastifyInstance, { performance }: AnalyticsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  route(app, analyticsApi.analytics, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.analytics(authUser(request).id, request.query),
    }),
  });

  route(app, analyticsApi.metrics, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.metrics(authUser(request).id, request.query.websiteId),
    }),
  });

  route(app, analyticsApi.milestones, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.milestones(authUser(request).id, request.query.websiteId),
    }),
  });

  route(app, analyticsApi.updateMilestone, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.updateMilestone(authUser(request).id, request.params.id, request.body),
    }),
  });

  route(app, analyticsApi.achievements, {
    docs: { tags: ['performance'], security },
    handler: async (request) => ({
      success: true as const,
      data: await performance.achievements(authUser(request), request.query.userId),
    }),
  });
}
