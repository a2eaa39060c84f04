import { contactRequestSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { ctxOf, messageResponse } from '../../lib/http';
import { authRateLimit } from '../../plugins/infrastructure';
import type { ContactService } from './contact.service';

export async function contactRoutes(
  fastify: FastifyInstance,
  opts: { contact: ContactService; config: AppConfig },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/contact',
    {
      config: authRateLimit(opts.config),
      schema: { tags: ['contact'], body: contactRequestSchema, response: { 201: messageResponse } },
    },
    async (request, reply) => {
      await opts.contact.submit(request.body, ctxOf(request));
      return reply.status(201).send({ success: true, message: 'Thank you! Your message has been received.' });
    },
  );
}
