import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository';

/** Liveness for load balancers and scripts: answers only when the database does. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal('ok'), database: z.string() }),
          }),
        },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbDriver } };
    },
  );
}
