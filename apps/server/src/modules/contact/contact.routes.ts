import { contactApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import { authRateLimit } from '../../plugins/infrastructure';
import type { ContactService } from './contact.service';

export async function contactRoutes(
  fastify: FastifyInstance,
  opts: { contact: ContactService; config: AppConfig },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, contactApi.send, {
    config: authRateLimit(opts.config),
    docs: { tags: ['contact'] },
    status: 201,
    handler: async (request, reply) => {
      await opts.contact.submit(request.body, ctxOf(request));
      return reply.status(201).send({ success: true, message: 'Thank you! Your message has been received.' });
    },
  });
}
