import { healthApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { pingDatabase } from './health.repository';

/** Liveness for load balancers and scripts: answers only when the database does. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, healthApi.get, {
    docs: { tags: ['system'] },
    handler: async () => {
      await pingDatabase(app.db);
      return { success: true as const, data: { status: 'ok' as const, database: app.dbDriver } };
    },
  });
}
