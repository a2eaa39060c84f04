import { revenueApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { RevenueService } from './revenue.service';

/** Rent charges: mark one invoiced (docs/sites-api.md "Revenue"); signed in, owner or admin, team-scoped. */
export async function revenueRoutes(fastify: FastifyInstance, { revenue }: { revenue: RevenueService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  route(app, revenueApi.invoiceCharge, {
    docs: { tags: ['revenue'], security: bearer },
    handler: async (request) => ({
      success: true as const,
      data: await revenue.invoiceCharge(actorOf(request), request.params.id),
    }),
  });
}
