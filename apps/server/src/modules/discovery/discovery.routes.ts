import { apiSuccess, discoveryApi, keywordIdeasQuerySchema, keywordIdeasSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { authUser } from '../../plugins/auth';
import { toCsv } from './csv';
import type { DiscoveryService } from './discovery.service';

export interface DiscoveryRouteOptions {
  discovery: DiscoveryService;
}

const CSV_COLUMNS = [
  'keyword',
  'kind',
  'intent',
  'monthlySearches',
  'difficulty',
  'cpc',
  'value',
  'estimate',
] as const;

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'x';

/** Market discovery (issue 3): the finder, payout data, overrides, saved markets and keyword ideas. */
export async function discoveryRoutes(fastify: FastifyInstance, { discovery }: DiscoveryRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['discovery'];
  const security = bearer;

  route(app, discoveryApi.quickDominator, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.quickDominator(authUser(request).id, request.query),
    }),
  });

  route(app, discoveryApi.search, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.search(authUser(request).id, request.query),
    }),
  });

  route(app, discoveryApi.verticals, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.verticals(authUser(request).id),
    }),
  });

  route(app, discoveryApi.locations, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.locations(authUser(request).id, request.query.vertical),
    }),
  });

  route(app, discoveryApi.places, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: discovery.places(request.query.q, request.query.limit),
    }),
  });

  route(app, discoveryApi.opportunity, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.opportunity(authUser(request).id, request.params.id),
    }),
  });

  route(app, discoveryApi.map, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.map(authUser(request).id, request.query.vertical),
    }),
  });

  route(app, discoveryApi.overrides, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.listOverrides(authUser(request).id),
    }),
  });

  route(app, discoveryApi.putOverride, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Payout saved',
      data: await discovery.putOverride(authUser(request).id, request.body),
    }),
  });

  route(app, discoveryApi.deleteOverride, {
    docs: { tags, security },
    handler: async (request) => {
      await discovery.deleteOverride(authUser(request).id, request.params.verticalSlug, request.query.scope);
      return { success: true as const, message: 'Payout override removed' };
    },
  });

  route(app, discoveryApi.myOpportunities, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.myOpportunities(authUser(request).id, request.query.limit),
    }),
  });

  route(app, discoveryApi.saved, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await discovery.listSaved(authUser(request).id),
    }),
  });

  route(app, discoveryApi.save, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Opportunities saved',
      data: await discovery.save(authUser(request).id, request.body.opportunities),
    }),
  });

  route(app, discoveryApi.unsave, {
    docs: { tags, security },
    handler: async (request) => {
      await discovery.unsave(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Opportunity removed from saved' };
    },
  });

  // JSON, or a CSV file with format=csv: registered by hand, its answer schema is either.
  app.get(
    '/keyword-finder/ideas',
    {
      schema: {
        tags,
        security,
        querystring: keywordIdeasQuerySchema,
        response: {
          200: z.union([apiSuccess(keywordIdeasSchema), z.string().describe('text/csv when format=csv')]),
        },
      },
    },
    async (request, reply) => {
      const { vertical, placeId, format } = request.query;
      const data = await discovery.keywordIdeas(authUser(request).id, vertical, placeId);
      if (format === 'csv') {
        const filename = `keyword-ideas-${fileSafe(vertical)}-${fileSafe(placeId)}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(toCsv([...CSV_COLUMNS], data.items));
      }
      return { success: true as const, data };
    },
  );
}
