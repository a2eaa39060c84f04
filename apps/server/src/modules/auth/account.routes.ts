import { authApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser, sessionUser } from '../../plugins/auth';
import type { AuthRouteOptions } from './auth.routes';
import { perUserRateLimit } from './user-rate-limit';

/** The signed-in user's sessions, sign-in history, password and the account itself. */
export async function accountRoutes(fastify: FastifyInstance, { services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  // Sessions, history, password and deletion are for a signed-in person, never an API key (docs/api-keys.md).
  app.addHook('onRequest', app.refuseApiKeys);
  const tags = ['account'];

  route(app, authApi.session, {
    docs: { tags, security: bearer },
    handler: async (request) => {
      const { id, sid } = sessionUser(request);
      return { success: true as const, data: await services.account.sessionInfo(id, sid) };
    },
  });

  route(app, authApi.revokeAll, {
    docs: { tags, security: bearer },
    handler: async (request) => {
      const { id, sid } = sessionUser(request);
      const keep = request.body?.includeCurrent ? undefined : sid;
      const revoked = await services.sessions.revokeAll(id, keep, ctxOf(request));
      return { success: true as const, message: 'Sessions revoked', data: { revoked: revoked.length } };
    },
  });

  route(app, authApi.revokeSession, {
    docs: { tags, security: bearer },
    handler: async (request) => {
      await services.sessions.revokeOne(authUser(request).id, request.params.id, ctxOf(request));
      return { success: true as const, message: 'Session revoked' };
    },
  });

  route(app, authApi.loginHistory, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      data: await services.account.loginHistory(authUser(request).id),
    }),
  });

  route(app, authApi.deleteAccount, {
    config: perUserRateLimit,
    docs: { tags, security: bearer },
    handler: async (request) => {
      await services.account.deleteAccount(authUser(request).id, request.body.password);
      return { success: true as const, message: 'Your account has been deleted' };
    },
  });

  route(app, authApi.changePassword, {
    config: perUserRateLimit,
    docs: { tags, security: bearer },
    handler: async (request) => {
      const { id, sid } = sessionUser(request);
      const { currentPassword, newPassword } = request.body;
      await services.account.changePassword(id, sid, currentPassword, newPassword, ctxOf(request));
      return { success: true as const, message: 'Password changed. Other sessions were signed out.' };
    },
  });
}
