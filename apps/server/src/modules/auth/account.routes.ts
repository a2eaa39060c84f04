import {
  apiSuccess,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  loginHistoryEntrySchema,
  revokeAllRequestSchema,
  revokeAllResultSchema,
  sessionDataSchema,
  sessionIdParamsSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, messageResponse } from '../../lib/http';
import { authUser } from '../../plugins/auth';
import type { AuthRouteOptions } from './auth.routes';
import { perUserRateLimit } from './user-rate-limit';

/** The signed-in user's sessions, sign-in history, password and the account itself. */
export async function accountRoutes(fastify: FastifyInstance, { services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['account'];

  app.get(
    '/auth/session',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(sessionDataSchema) } } },
    async (request) => {
      const { id, sid } = authUser(request);
      return { success: true as const, data: await services.account.sessionInfo(id, sid) };
    },
  );

  app.post(
    '/auth/revoke-all',
    {
      schema: {
        tags,
        security: bearer,
        body: revokeAllRequestSchema.nullable(),
        response: { 200: apiSuccess(revokeAllResultSchema) },
      },
    },
    async (request) => {
      const { id, sid } = authUser(request);
      const revoked = await services.sessions.revokeAll(id, request.body?.includeCurrent ? undefined : sid);
      return { success: true as const, message: 'Sessions revoked', data: { revoked: revoked.length } };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        security: bearer,
        params: sessionIdParamsSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await services.sessions.revokeOne(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Session revoked' };
    },
  );

  app.get(
    '/auth/login-history',
    { schema: { tags, security: bearer, response: { 200: apiSuccess(z.array(loginHistoryEntrySchema)) } } },
    async (request) => ({
      success: true as const,
      data: await services.account.loginHistory(authUser(request).id),
    }),
  );

  app.post(
    '/auth/delete-account',
    {
      config: perUserRateLimit,
      schema: {
        tags,
        security: bearer,
        body: deleteAccountRequestSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await services.account.deleteAccount(authUser(request).id, request.body.password);
      return { success: true as const, message: 'Your account has been deleted' };
    },
  );

  app.post(
    '/user/change-password',
    {
      config: perUserRateLimit,
      schema: {
        tags,
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id, sid } = authUser(request);
      const { currentPassword, newPassword } = request.body;
      await services.account.changePassword(id, sid, currentPassword, newPassword);
      return { success: true as const, message: 'Password changed. Other sessions were signed out.' };
    },
  );
}
