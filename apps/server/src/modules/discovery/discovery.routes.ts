import {
  apiSuccess,
  keywordIdeaSchema,
  locationsResponseSchema,
  opportunityDetailsSchema,
  opportunityPageSchema,
  opportunityQuerySchema,
  opportunitySchema,
  payoutOverrideSchema,
  quickDominatorSchema,
  saveOpportunitiesRequestSchema,
  verticalSchema,
} from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer, messageResponse } from '../../lib/http';
import { toCsv } from './csv';
import type { DiscoveryService } from './discovery.service';

export interface DiscoveryRouteOptions {
  discovery: DiscoveryService;
}

const slug = (field: string) =>
  z
    .string({ error: `${field}: give a vertical slug` })
    .trim()
    .min(1, `${field}: must not be empty`)
    .max(80, `${field}: at most 80 characters`);

const opportunityId = z
  .string()
  .trim()
  .min(1, 'id: must not be empty')
  .max(200, 'id: at most 200 characters');

export const placeSchema = z.object({
  placeId: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string().nullable(),
  population: z.number(),
});

export const marketMapSchema = z.object({
  vertical: z.string(),
  states: z.array(
    z.object({
      state: z.string(),
      fips: z.string(),
      topScore: z.number(),
      avgScore: z.number(),
      goldmines: z.number(),
    }),
  ),
  places: z.array(
    z.object({
      placeId: z.string(),
      city: z.string(),
      state: z.string(),
      lat: z.number(),
      lon: z.number(),
      quantumScore: z.number(),
      opportunityId: z.string(),
    }),
  ),
});

export const payoutOverrideViewSchema = z.object({
  verticalSlug: z.string(),
  payout: z.number(),
  scope: z.enum(['user', 'team']),
  updatedAt: z.string(),
});

export const keywordIdeasSchema = z.object({ items: z.array(keywordIdeaSchema), dataNote: z.string() });

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
      data: await discovery.quickDominator(actorOf(request), request.query),
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
      data: await discovery.search(actorOf(request), request.query),
    }),
  );

  app.get(
    '/payout-data/verticals',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(verticalSchema)) } } },
    async (request) => ({ success: true as const, data: await discovery.verticals(actorOf(request)) }),
  );

  app.get(
    '/payout-data/locations',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ vertical: slug('vertical').optional() }),
        response: { 200: apiSuccess(locationsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.locations(actorOf(request), request.query.vertical),
    }),
  );

  app.get(
    '/payout-data/places',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          q: z
            .string({ error: 'q: give the first letters of a place name' })
            .trim()
            .min(1, 'q: give at least one letter')
            .max(80, 'q: at most 80 characters'),
          limit: z.coerce
            .number({ error: 'limit: must be a whole number from 1 to 50' })
            .int('limit: must be a whole number from 1 to 50')
            .min(1, 'limit: must be a whole number from 1 to 50')
            .max(50, 'limit: must be a whole number from 1 to 50')
            .default(10),
        }),
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
        params: z.object({ id: opportunityId }),
        response: { 200: apiSuccess(opportunityDetailsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.opportunity(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/payout-data/map',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ vertical: slug('vertical') }),
        response: { 200: apiSuccess(marketMapSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.map(actorOf(request), request.query.vertical),
    }),
  );

  app.get(
    '/payout-data/overrides',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(payoutOverrideViewSchema)) } } },
    async (request) => ({
      success: true as const,
      data: await discovery.listOverrides(actorOf(request)),
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
      data: await discovery.putOverride(actorOf(request), request.body),
    }),
  );

  app.delete(
    '/payout-data/overrides/:verticalSlug',
    {
      schema: {
        tags,
        security,
        params: z.object({ verticalSlug: slug('verticalSlug') }),
        querystring: z.object({ scope: z.enum(['user', 'team']).default('user') }),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await discovery.deleteOverride(actorOf(request), request.params.verticalSlug, request.query.scope);
      return { success: true as const, message: 'Payout override removed' };
    },
  );

  app.get(
    '/domination/my-opportunities',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          limit: z.coerce
            .number({ error: 'limit: must be a whole number from 1 to 500' })
            .int('limit: must be a whole number from 1 to 500')
            .min(1, 'limit: must be a whole number from 1 to 500')
            .max(500, 'limit: must be a whole number from 1 to 500')
            .default(50),
        }),
        response: { 200: apiSuccess(z.array(opportunitySchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await discovery.myOpportunities(actorOf(request), request.query.limit),
    }),
  );

  app.get(
    '/saved-opportunities/list',
    { schema: { tags, security, response: { 200: apiSuccess(z.array(opportunitySchema)) } } },
    async (request) => ({ success: true as const, data: await discovery.listSaved(actorOf(request)) }),
  );

  app.post(
    '/saved-opportunities/save',
    {
      schema: {
        tags,
        security,
        body: saveOpportunitiesRequestSchema,
        response: { 200: apiSuccess(z.object({ saved: z.number(), added: z.number() })) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Opportunities saved',
      data: await discovery.save(actorOf(request), request.body.opportunities),
    }),
  );

  app.delete(
    '/saved-opportunities/:id',
    {
      schema: { tags, security, params: z.object({ id: opportunityId }), response: { 200: messageResponse } },
    },
    async (request) => {
      await discovery.unsave(actorOf(request), request.params.id);
      return { success: true as const, message: 'Opportunity removed from saved' };
    },
  );

  app.get(
    '/keyword-finder/ideas',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          vertical: slug('vertical'),
          placeId: z
            .string({ error: 'placeId: give the place id' })
            .trim()
            .min(1, 'placeId: must not be empty')
            .max(40, 'placeId: at most 40 characters'),
          format: z.enum(['json', 'csv']).default('json'),
        }),
        response: {
          200: z.union([apiSuccess(keywordIdeasSchema), z.string().describe('text/csv when format=csv')]),
        },
      },
    },
    async (request, reply) => {
      const { vertical, placeId, format } = request.query;
      const data = await discovery.keywordIdeas(actorOf(request), vertical, placeId);
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
