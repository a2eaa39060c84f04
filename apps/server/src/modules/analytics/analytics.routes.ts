import {
  achievementSchema,
  analyticsQuerySchema,
  analyticsSchema,
  apiSuccess,
  milestoneSchema,
  performanceMetricsSchema,
  updateMilestoneRequestSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import type { PerformanceService } from './performance.service';

export interface AnalyticsRouteOptions {
  performance: PerformanceService;
}

const websiteQuery = z.object({ websiteId: z.uuid('websiteId: not a site id').optional() });

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
      data: await performance.analytics(actorOf(request), request.query),
    }),
  );

  app.get(
    '/performance/metrics',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: websiteQuery,
        response: { 200: apiSuccess(performanceMetricsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.metrics(actorOf(request), request.query.websiteId),
    }),
  );

  app.get(
    '/performance/milestones',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: websiteQuery,
        response: { 200: apiSuccess(z.array(milestoneSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.milestones(actorOf(request), request.query.websiteId),
    }),
  );

  app.patch(
    '/performance/milestones/:id',
    {
      schema: {
        tags: ['performance'],
        security,
        params: z.object({ id: z.uuid('id: not a milestone id') }),
        body: updateMilestoneRequestSchema,
        response: { 200: apiSuccess(milestoneSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.updateMilestone(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/performance/achievements',
    {
      schema: {
        tags: ['performance'],
        security,
        querystring: z.object({ userId: z.uuid('userId: not a user id').optional() }),
        response: { 200: apiSuccess(z.array(achievementSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await performance.achievements(actorOf(request), request.query.userId),
    }),
  );
}
