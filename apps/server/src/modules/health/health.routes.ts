import { healthSchema } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Liveness for load balancers and scripts: answers only when the database does. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: healthSchema },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbDriver } };
    },
  );
}
