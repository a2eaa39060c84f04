import { Readable } from 'node:stream';
import { portalTokenParamsSchema, RENTER_PORTAL_CSV_PATH, renterPortalApi } from '@sdp/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { bearer } from '../../lib/http';
import { route, routePath } from '../../lib/route';
import { invalidLinkPage, portalPage } from './portal-page';
import type { RenterPortalService } from './renter-portal.service';

// Routes of the renter portal (docs/renter-portal.md): the operator's link calls (signed in), the
// public JSON and CSV under /api/public, and the page /portal/:token outside /api.

export interface RenterPortalRouteOptions {
  portal: RenterPortalService;
}

/** Per address, on every public answer (the page, the JSON, the CSV). */
const PUBLIC_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** Headers of every public answer, errors included: never indexed, cached or referred. */
function privateHeaders(_request: unknown, reply: FastifyReply, done: () => void) {
  reply
    .header('x-robots-tag', 'noindex, nofollow')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer');
  done();
}

/** Signed in: GET/POST /api/renters/:id/portal-links, DELETE /api/renters/:id/portal-links/:linkId. */
export async function renterPortalRoutes(fastify: FastifyInstance, { portal }: RenterPortalRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['renters'], security: bearer };

  route(app, renterPortalApi.listLinks, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await portal.listLinks(actorOf(request), request.params.id),
    }),
  });

  route(app, renterPortalApi.createLink, {
    docs,
    status: 201,
    handler: async (request, reply) => {
      const data = await portal.createLink(actorOf(request), request.params.id);
      return reply.status(201).send({ success: true as const, data });
    },
  });

  route(app, renterPortalApi.revokeLink, {
    docs,
    handler: async (request) => ({
      success: true as const,
      data: await portal.revokeLink(actorOf(request), request.params.id, request.params.linkId),
    }),
  });
}

/** Public (no sign-in): GET /api/public/renter-portal/:token and its leads.csv. */
export async function publicRenterPortalRoutes(
  fastify: FastifyInstance,
  { portal }: RenterPortalRouteOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateHeaders);
  const docs = { tags: ['renters'], summary: 'A renter portal link (no sign-in; the token is the key)' };

  route(app, renterPortalApi.portal, {
    docs,
    config: PUBLIC_RATE_LIMIT,
    handler: async (request) => ({ success: true as const, data: await portal.portal(request.params.token) }),
  });

  app.get(
    routePath(RENTER_PORTAL_CSV_PATH),
    {
      config: PUBLIC_RATE_LIMIT,
      schema: {
        tags: ['renters'],
        summary: "The renter's leads as CSV (no sign-in)",
        params: portalTokenParamsSchema,
        response: { 200: z.any().describe('text/csv, one lead a row') },
      },
    },
    async (request, reply) => {
      const lines = await portal.leadsCsv(request.params.token);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(Readable.from(lines));
    },
  );
}

/** GET /portal/:token: the server-rendered page (outside /api and outside the app's bundle). */
export async function portalPageRoutes(fastify: FastifyInstance, { portal }: RenterPortalRouteOptions) {
  await fastify.register(async (app) => {
    app.addHook('onRequest', privateHeaders);
    app.get(
      '/portal/:token',
      { config: PUBLIC_RATE_LIMIT, schema: { hide: true } },
      async (request, reply) => {
        const raw = (request.params as { token?: unknown }).token;
        const token = typeof raw === 'string' ? raw : '';
        reply.type('text/html; charset=utf-8');
        try {
          const data = await portal.portal(token);
          const csv = `/api/public/renter-portal/${encodeURIComponent(token)}/leads.csv`;
          return reply.send(portalPage(data, csv));
        } catch (err) {
          if (err instanceof AppError && err.statusCode === 404)
            return reply.status(404).send(invalidLinkPage());
          throw err;
        }
      },
    );
  });
}
