import { authApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import type { AuthRouteOptions } from './auth.routes';
import { perUserRateLimit } from './user-rate-limit';

/** Turning TOTP two-factor sign-in on and off for the signed-in user. */
export async function twoFactorRoutes(fastify: FastifyInstance, { services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', app.refuseApiKeys); // docs/api-keys.md
  const tags = ['two-factor'];

  route(app, authApi.twoFactorSetup, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      message: 'Scan the QR code, then confirm with a code from your authenticator app',
      data: await services.twoFactor.setup(authUser(request).id),
    }),
  });

  route(app, authApi.twoFactorEnable, {
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      message: 'Two-factor authentication is on. Keep these backup codes somewhere safe; each works once.',
      data: await services.twoFactor.enable(
        authUser(request).id,
        request.body.code,
        request.body.password,
        ctxOf(request),
      ),
    }),
  });

  route(app, authApi.twoFactorDisable, {
    config: perUserRateLimit,
    docs: { tags, security: bearer },
    handler: async (request) => {
      await services.twoFactor.disable(authUser(request).id, request.body.password, ctxOf(request));
      return { success: true as const, message: 'Two-factor authentication is off' };
    },
  });
}
