import {
  apiSuccess,
  twoFactorDisableRequestSchema,
  twoFactorEnableDataSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupDataSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, messageResponse, noBody } from '../../lib/http';
import { authUser } from '../../plugins/auth';
import type { AuthRouteOptions } from './auth.routes';
import { perUserRateLimit } from './user-rate-limit';

/** Turning TOTP two-factor sign-in on and off for the signed-in user. */
export async function twoFactorRoutes(fastify: FastifyInstance, { services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['two-factor'];

  app.post(
    '/auth/two-factor/setup',
    {
      schema: {
        tags,
        security: bearer,
        body: noBody,
        response: { 200: apiSuccess(twoFactorSetupDataSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Scan the QR code, then confirm with a code from your authenticator app',
      data: await services.twoFactor.setup(authUser(request).id),
    }),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      schema: {
        tags,
        security: bearer,
        body: twoFactorEnableRequestSchema,
        response: { 200: apiSuccess(twoFactorEnableDataSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Two-factor authentication is on. Keep these backup codes somewhere safe; each works once.',
      data: await services.twoFactor.enable(authUser(request).id, request.body.code, request.body.password),
    }),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      config: perUserRateLimit,
      schema: {
        tags,
        security: bearer,
        body: twoFactorDisableRequestSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await services.twoFactor.disable(authUser(request).id, request.body.password);
      return { success: true as const, message: 'Two-factor authentication is off' };
    },
  );
}
