import { limitsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { LimitsService } from './limits.service';

export interface LimitsRouteOptions {
  limits: LimitsService;
}

/** GET /api/limits: the caller's team's usage limits (docs/limits.md). */
export async function limitsRoutes(fastify: FastifyInstance, { limits }: LimitsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  route(app, limitsApi.get, {
    docs: {
      tags: ['limits'],
      security: bearer,
      description:
        'Each usage limit of your team: its value (null: none), what the team used in the current UTC day or month, and when that resets.',
    },
    handler: async (request) => ({
      success: true as const,
      data: await limits.overview(authUser(request).id),
    }),
  });
}
