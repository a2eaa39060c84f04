import { Readable } from 'node:stream';
import { LEADS_EXPORT_PATH, leadFiltersSchema, leadsApi, rentersApi, revenueApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { localDay, zoneOf } from '../../lib/periods';
import { route, routePath } from '../../lib/route';
import type { LeadServices } from './leads.module';

export interface LeadRouteOptions {
  services: LeadServices;
}

/** Leads inbox, renters, revenue and pipeline status (signed in, team-scoped). */
export async function leadRoutes(fastify: FastifyInstance, { services }: LeadRouteOptions) {
  const { leads, renters, revenue } = services;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const security = bearer;

  route(app, leadsApi.list, {
    docs: { tags: ['leads'], security },
    handler: async (request) => ({
      success: true as const,
      data: await leads.list(actorOf(request), request.query),
    }),
  });

  route(app, leadsApi.get, {
    docs: { tags: ['leads'], security },
    handler: async (request) => ({
      success: true as const,
      data: await leads.get(actorOf(request), request.params.id),
    }),
  });

  route(app, leadsApi.update, {
    docs: { tags: ['leads'], security },
    handler: async (request) => ({
      success: true as const,
      data: await leads.setStatus(actorOf(request), request.params.id, request.body.status),
    }),
  });

  route(app, leadsApi.bulk, {
    docs: {
      tags: ['leads'],
      security,
      summary: 'Accept or reject up to 500 leads; ids that are not your team’s are ignored (none: 404)',
    },
    handler: async (request) => ({
      success: true as const,
      data: await leads.bulkSetStatus(actorOf(request), request.body.ids, request.body.status),
    }),
  });

  route(app, leadsApi.mailStatus, {
    docs: { tags: ['leads'], security, summary: 'Whether lead e-mails leave the server (SMTP_URL is set)' },
    handler: async () => ({ success: true as const, data: leads.mailStatus() }),
  });

  app.get(
    routePath(LEADS_EXPORT_PATH),
    {
      schema: {
        tags: ['leads'],
        security,
        summary: 'The leads under the inbox filters as CSV, newest first (at most 50,000 rows)',
        querystring: leadFiltersSchema,
        response: { 200: z.any().describe('text/csv, one lead a row') },
      },
    },
    async (request, reply) => {
      const day = localDay(new Date(), zoneOf(actorOf(request))); // the reader's today
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(leads.exportCsv(actorOf(request), request.query)));
    },
  );

  route(app, rentersApi.list, {
    docs: { tags: ['renters'], security },
    handler: async (request) => ({ success: true as const, data: await renters.list(actorOf(request)) }),
  });

  route(app, rentersApi.get, {
    docs: { tags: ['renters'], security },
    handler: async (request) => ({
      success: true as const,
      data: await renters.get(actorOf(request), request.params.id),
    }),
  });

  route(app, rentersApi.create, {
    docs: { tags: ['renters'], security },
    status: 201,
    handler: async (request, reply) => {
      const data = await renters.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  });

  route(app, rentersApi.update, {
    docs: { tags: ['renters'], security },
    handler: async (request) => ({
      success: true as const,
      data: await renters.update(actorOf(request), request.params.id, request.body),
    }),
  });

  route(app, rentersApi.rotateSecret, {
    docs: { tags: ['renters'], security, summary: 'A new webhook secret, answered this once' },
    handler: async (request) => ({
      success: true as const,
      data: await renters.rotateSecret(actorOf(request), request.params.id),
    }),
  });

  route(app, rentersApi.resendConfirmation, {
    docs: {
      tags: ['renters'],
      security,
      summary: 'Mail the pending lead address a new confirmation link (once a minute, 5 a day)',
    },
    handler: async (request) => ({
      success: true as const,
      data: await renters.resendConfirmation(actorOf(request), request.params.id),
    }),
  });

  route(app, rentersApi.remove, {
    docs: { tags: ['renters'], security },
    handler: async (request) => {
      await renters.remove(actorOf(request), request.params.id);
      return { success: true as const, message: 'Renter deleted' };
    },
  });

  route(app, revenueApi.revenue, {
    docs: { tags: ['revenue'], security },
    handler: async (request) => ({
      success: true as const,
      data: await revenue.revenue(actorOf(request), request.query),
    }),
  });

  route(app, revenueApi.pipelineStatus, {
    docs: { tags: ['revenue'], security },
    handler: async (request) => ({
      success: true as const,
      data: await revenue.pipelineStatus(actorOf(request), request.query.includeDemo === 'true'),
    }),
  });
}
