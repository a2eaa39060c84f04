import { onboardingApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { OnboardingService } from './onboarding.service';

/**
 * GET and PUT /api/onboarding/focus: the caller's team's market focus; GET /api/onboarding/status and
 * POST /api/onboarding/complete: the user's onboarding mark. Signed-in only.
 */
export async function onboardingRoutes(fastify: FastifyInstance, opts: { onboarding: OnboardingService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['onboarding'], security: bearer };

  route(app, onboardingApi.focus, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await opts.onboarding.focus(actorOf(request)),
    }),
  });

  route(app, onboardingApi.status, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await opts.onboarding.status(actorOf(request)),
    }),
  });

  route(app, onboardingApi.complete, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await opts.onboarding.complete(actorOf(request), request.body),
    }),
  });

  route(app, onboardingApi.updateFocus, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await opts.onboarding.updateFocus(actorOf(request), request.body),
    }),
  });
}
