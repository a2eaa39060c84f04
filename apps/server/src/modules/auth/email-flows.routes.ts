import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../lib/http';
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
  const response = { 200: messageResponse };

  app.post(
    '/auth/password-reset',
    { ...opts, schema: { tags, body: passwordResetRequestSchema, response } },
    async (request) => ({
      success: true as const,
      message: await services.emailFlows.requestPasswordReset(request.body.email),
    }),
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { tags, body: passwordResetConfirmSchema, response } },
    async (request) => {
      await services.emailFlows.confirmPasswordReset(request.body.token, request.body.password);
      return { success: true as const, message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, body: verifyEmailRequestSchema, response } },
    async (request) => {
      await services.emailFlows.verifyEmail(request.body.token);
      return { success: true as const, message: 'Your email address has been verified.' };
    },
  );

  app.post(
    '/auth/resend-verification',
    { ...opts, schema: { tags, body: resendVerificationRequestSchema, response } },
    async (request) => ({
      success: true as const,
      message: await services.emailFlows.resendVerification(request.body.email),
    }),
  );
}
