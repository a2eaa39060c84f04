import { accountApi } from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ProfileService } from './account.service';
import type { NotificationsService } from './notifications.service';

/** Who made the change, for the activity log. */
export const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** PATCH /api/user/profile, GET/PATCH /api/user/preferences and /api/user/notifications: the caller's own. */
export async function accountRoutes(
  fastify: FastifyInstance,
  opts: { profile: ProfileService; notifications: NotificationsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['account'], security: bearer };
  const { profile, notifications } = opts;

  route(app, accountApi.updateProfile, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Profile saved',
      data: await profile.updateProfile(actorOf(request), request.body, originOf(request)),
    }),
  });

  route(app, accountApi.preferences, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await profile.preferences(actorOf(request)),
    }),
  });

  route(app, accountApi.updatePreferences, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Preferences saved',
      data: await profile.updatePreferences(actorOf(request), request.body, originOf(request)),
    }),
  });

  route(app, accountApi.notifications, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await notifications.settings(actorOf(request)),
    }),
  });

  route(app, accountApi.updateNotifications, {
    docs,
    handler: async (request) => ({
      success: true as const,
      message: 'Notification settings saved',
      data: await notifications.update(actorOf(request), request.body),
    }),
  });
}
