import {
  apiSuccess,
  keywordIdeasQuerySchema,
  keywordIdeasSchema,
  locationsQuerySchema,
  locationsResponseSchema,
  marketMapQuerySchema,
  marketMapSchema,
  myOpportunitiesQuerySchema,
  opportunityDetailsSchema,
  opportunityIdParamsSchema,
  opportunityPageSchema,
  opportunityQuerySchema,
  opportunitySchema,
  payoutOverrideDeleteQuerySchema,
  payoutOverrideParamsSchema,
  payoutOverrideSchema,
  payoutOverrideViewSchema,
  placeSchema,
  placesQuerySchema,
  quickDominatorSchema,
  saveOpportunitiesRequestSchema,
  saveOpportunitiesResultSchema,
  verticalSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, messageResponse } from '../../lib/http';
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

  app.get(
    '/quick-dominator/opportunities',
    {
      schema: {
        tags,
        security,
        querystring: opportunityQuerySchema,
        response: { 200: apiSuccess(quickDominatorSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.quickDominator(authUser(request).id, request.query),
    }),
  );

  app.get(
    '/payout-data/search',
    {
      schema: {
        tags,
        security,
        querystring: opportunityQuerySchema,
        response: { 200: apiSuccess(opportunityPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.search(authUser(request).id, request.query),
    }),
  );

  app.get(
    '/payout-data/verticals',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(verticalSchema)) } } },
    async (request) => ({ success: true as const, data: await discovery.verticals(authUser(request).id) }),
  );

  app.get(
    '/payout-data/locations',
    {
      schema: {
        tags,
        security,
        querystring: locationsQuerySchema,
        response: { 200: apiSuccess(locationsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.locations(authUser(request).id, request.query.vertical),
    }),
  );

  app.get(
    '/payout-data/places',
    {
      schema: {
        tags,
        security,
        querystring: placesQuerySchema,
        response: { 200: apiSuccess(z.array(placeSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: discovery.places(request.query.q, request.query.limit),
    }),
  );

  app.get(
    '/payout-data/opportunities/:id',
    {
      schema: {
        tags,
        security,
        params: opportunityIdParamsSchema,
        response: { 200: apiSuccess(opportunityDetailsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.opportunity(authUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/payout-data/map',
    {
      schema: {
        tags,
        security,
        querystring: marketMapQuerySchema,
        response: { 200: apiSuccess(marketMapSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.map(authUser(request).id, request.query.vertical),
    }),
  );

  app.get(
    '/payout-data/overrides',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(payoutOverrideViewSchema)) } } },
    async (request) => ({
      success: true as const,
      data: await discovery.listOverrides(authUser(request).id),
    }),
  );

  app.put(
    '/payout-data/overrides',
    {
      schema: {
        tags,
        security,
        body: payoutOverrideSchema,
        response: { 200: apiSuccess(payoutOverrideViewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Payout saved',
      data: await discovery.putOverride(authUser(request).id, request.body),
    }),
  );

  app.delete(
    '/payout-data/overrides/:verticalSlug',
    {
      schema: {
        tags,
        security,
        params: payoutOverrideParamsSchema,
        querystring: payoutOverrideDeleteQuerySchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await discovery.deleteOverride(authUser(request).id, request.params.verticalSlug, request.query.scope);
      return { success: true as const, message: 'Payout override removed' };
    },
  );

  app.get(
    '/domination/my-opportunities',
    {
      schema: {
        tags,
        security,
        querystring: myOpportunitiesQuerySchema,
        response: { 200: apiSuccess(z.array(opportunitySchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.myOpportunities(authUser(request).id, request.query.limit),
    }),
  );

  app.get(
    '/saved-opportunities/list',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(opportunitySchema)) } } },
    async (request) => ({ success: true as const, data: await discovery.listSaved(authUser(request).id) }),
  );

  app.post(
    '/saved-opportunities/save',
    {
      schema: {
        tags,
        security,
        body: saveOpportunitiesRequestSchema,
        response: { 200: apiSuccess(saveOpportunitiesResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Opportunities saved',
      data: await discovery.save(authUser(request).id, request.body.opportunities),
    }),
  );

  app.delete(
    '/saved-opportunities/:id',
    {
      schema: { tags, security, params: opportunityIdParamsSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      await discovery.unsave(authUser(request).id, request.params.id);
      return { success: true as const, message: 'Opportunity removed from saved' };
    },
  );

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
