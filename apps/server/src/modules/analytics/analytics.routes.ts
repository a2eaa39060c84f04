import {
  achievementSchema,
  achievementsQuerySchema,
  analyticsQuerySchema,
  analyticsSchema,
  apiSuccess,
  milestoneIdParamsSchema,
  milestoneSchema,
  performanceMetricsSchema,
  performanceQuerySchema,
  updateMilestoneRequestSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/http';
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

  app.get(
    '/analytics',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: analyticsQuerySchema,
        response: { 200: apiSuccess(analyticsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.analytics(authUser(request).id, request.query),
    }),
  );

  app.get(
    '/performance/metrics',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: performanceQuerySchema,
        response: { 200: apiSuccess(performanceMetricsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.metrics(authUser(request).id, request.query.websiteId),
    }),
  );

  app.get(
    '/performance/milestones',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: performanceQuerySchema,
        response: { 200: apiSuccess(z.array(milestoneSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.milestones(authUser(request).id, request.query.websiteId),
    }),
  );

  app.patch(
    '/performance/milestones/:id',
    {
      schema: {
        tags: ['performance'],
        security,
        params: milestoneIdParamsSchema,
        body: updateMilestoneRequestSchema,
        response: { 200: apiSuccess(milestoneSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.updateMilestone(authUser(request).id, request.params.id, request.body),
    }),
  );

  app.get(
    '/performance/achievements',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: achievementsQuerySchema,
        response: { 200: apiSuccess(z.array(achievementSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.achievements(authUser(request), request.query.userId),
    }),
  );
}
