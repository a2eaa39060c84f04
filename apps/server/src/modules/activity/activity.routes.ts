import { activityApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ActivityService } from './activity.service';

/** GET /api/user/activity: the caller's account events and their team's, newest first. */
export async function activityRoutes(fastify: FastifyInstance, opts: { activity: ActivityService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  route(app, activityApi.list, {
    docs: { tags: ['account'], security: bearer, summary: 'The activity log (docs/activity.md)' },
    handler: async (request) => ({
      success: true as const,
      data: await opts.activity.list(actorOf(request), request.query),
    }),
  });
}
