import { authApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/infrastructure';
import type { AuthServices } from './auth.service';

export interface AuthRouteOptions {
  services: AuthServices;
  config: AppConfig;
}

/** Sign-up, sign-in (with the second factor), token refresh, sign-out and the current user. */
export async function authRoutes(fastify: FastifyInstance, { services, config }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = authRateLimit(config);
  const tags = ['auth'];

  route(app, authApi.register, {
    config: limited,
    docs: { tags },
    status: 201,
    handler: async (request, reply) => {
      const data = await services.auth.register(request.body, ctxOf(request));
      return reply.status(201).send({
        success: true,
        message: request.body.inviteToken
          ? 'Registration successful. You have joined the team.'
          : 'Registration successful. Please check your email to verify your account.',
        data,
      });
    },
  });

  route(app, authApi.login, {
    config: limited,
    docs: { tags },
    handler: async (request) => {
      const data = await services.auth.login(request.body.email, request.body.password, ctxOf(request));
      const message =
        'twoFactorRequired' in data ? 'Enter the code from your authenticator app' : 'Signed in';
      return { success: true as const, message, data };
    },
  });

  route(app, authApi.verifyTwoFactor, {
    config: limited,
    docs: { tags },
    handler: async (request) => {
      const { challengeToken, code } = request.body;
      const data = await services.auth.completeTwoFactorLogin(challengeToken, code, ctxOf(request));
      return { success: true as const, message: 'Signed in', data };
    },
  });

  route(app, authApi.refresh, {
    docs: { tags },
    handler: async (request) => {
      const tokens = await services.sessions.refresh(request.body.refreshToken);
      return { success: true as const, data: { tokens } };
    },
  });

  route(app, authApi.logout, {
    onRequest: app.refuseApiKeys, // a key is deleted, not signed out (docs/api-keys.md)
    docs: { tags, security: bearer },
    handler: async (request) => {
      const caller = request.user?.sid ? { sid: request.user.sid, userId: request.user.id } : null;
      await services.sessions.logout(caller, request.body?.refreshToken, ctxOf(request));
      return { success: true as const, message: 'Signed out' };
    },
  });

  route(app, authApi.me, {
    onRequest: app.requireAuth,
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      data: await services.account.me(authUser(request).id),
    }),
  });

  // The browser's sign-out also clears cookies (the Google sign-in state); it never fails.
  route(app, authApi.signOut, {
    docs: { tags },
    handler: async (request, reply) => {
      // Cookies are set on '/' or '/api' (the Google sign-in state); the browser sends both here.
      for (const name of Object.keys(request.cookies ?? {}))
        for (const path of ['/', '/api']) reply.clearCookie(name, { path });
      return { success: true as const, message: 'Signed out' };
    },
  });
}
