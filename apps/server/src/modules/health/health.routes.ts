import { healthApi } from '@sdp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';

/** Liveness for load balancers and scripts: answers only when the database does. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, healthApi.get, {
    docs: { tags: ['system'] },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbDriver } };
    },
  });
}
