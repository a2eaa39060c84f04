import { authApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import { authRateLimit } from '../../plugins/infrastructure';
import type { AuthRouteOptions } from './auth.routes';

/**
 * Links sent by e-mail: verification and password reset. Public. The calls that send mail are rate
 * limited; those that spend a link are not (its 256-bit token cannot be guessed).
 */
export async function emailFlowRoutes(fastify: FastifyInstance, { services, config }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const opts = { config: authRateLimit(config) };
  const tags = ['auth'];

  route(app, authApi.passwordReset, {
    ...opts,
    docs: { tags },
    handler: async (request) => ({
      success: true as const,
      message: await services.emailFlows.requestPasswordReset(request.body.email),
    }),
  });

  route(app, authApi.passwordResetConfirm, {
    docs: { tags },
    handler: async (request) => {
      await services.emailFlows.confirmPasswordReset(
        request.body.token,
        request.body.password,
        ctxOf(request),
      );
      return { success: true as const, message: 'Your password has been reset. Please sign in.' };
    },
  });

  route(app, authApi.verifyEmail, {
    docs: { tags },
    handler: async (request) => {
      await services.emailFlows.verifyEmail(request.body.token, ctxOf(request));
      return { success: true as const, message: 'Your email address has been verified.' };
    },
  });

  route(app, authApi.resendVerification, {
    ...opts,
    docs: { tags },
    handler: async (request) => ({
      success: true as const,
      message: await services.emailFlows.resendVerification(request.body.email),
    }),
  });
}
