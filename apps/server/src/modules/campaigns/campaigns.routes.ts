import { campaignsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { CampaignsService } from './campaigns.service';

/** Campaigns (docs/campaigns.md). */
export async function campaignsRoutes(fastify: FastifyInstance, opts: { campaigns: CampaignsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['campaigns'], security: bearer };
  const { campaigns } = opts;

  route(app, campaignsApi.list, {
    docs: { ...docs, summary: "The team's campaigns, newest first" },
    handler: async (request) => ({ success: true as const, data: await campaigns.list(actorOf(request)) }),
  });

  route(app, campaignsApi.create, {
    docs: {
      ...docs,
      summary: 'Creates a campaign of markets or SEO opportunities (runs from startsOn, perDay a day)',
    },
    status: 201,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await campaigns.create(actorOf(request), request.body) }),
  });

  route(app, campaignsApi.get, {
    docs: {
      ...docs,
      summary: 'One campaign: items with status, cost, site, progress; the per-day plan; spend',
    },
    handler: async (request) => ({
      success: true as const,
      data: await campaigns.get(actorOf(request), request.params.id),
    }),
  });

  route(app, campaignsApi.pause, {
    docs: { ...docs, summary: 'Pauses a campaign (running items finish; no new one starts)' },
    handler: async (request) => ({
      success: true as const,
      data: await campaigns.pause(actorOf(request), request.params.id),
    }),
  });

  route(app, campaignsApi.resume, {
    docs: { ...docs, summary: 'Resumes a paused campaign' },
    handler: async (request) => ({
      success: true as const,
      data: await campaigns.resume(actorOf(request), request.params.id),
    }),
  });

  route(app, campaignsApi.cancel, {
    docs: { ...docs, summary: 'Cancels a campaign: its pending items are skipped' },
    handler: async (request) => ({
      success: true as const,
      data: await campaigns.cancel(actorOf(request), request.params.id),
    }),
  });
}
