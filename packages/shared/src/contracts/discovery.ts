import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import {
  keywordIdeaSchema,
  locationsResponseSchema,
  opportunityDetailsSchema,
  opportunityPageSchema,
  opportunityQuerySchema,
  opportunitySchema,
  PAYOUT_OVERRIDE_SCOPES,
  payoutOverrideSchema,
  quickDominatorSchema,
  saveOpportunitiesRequestSchema,
  verticalSchema,
} from './dominator';
import { endpoint } from './endpoint';

// The request and response shapes of the market discovery calls (docs/market-api.md) that are not
// the domain model itself: parameters, queries and the views only these calls answer. The
// opportunities, verticals and payouts are in dominator.ts.

/** A vertical slug in a query or path; errors name the field. */
export const verticalSlugSchema = (field: string) =>
  z
    .string({ error: `${field}: give a vertical slug` })
    .trim()
    .min(1, `${field}: must not be empty`)
    .max(80, `${field}: at most 80 characters`);

const anyOpportunityId = z
  .string()
  .trim()
  .min(1, 'id: must not be empty')
  .max(200, 'id: at most 200 characters');

/** `:id` of GET /api/payout-data/opportunities/:id and DELETE /api/saved-opportunities/:id. */
export const opportunityIdParamsSchema = z.object({ id: anyOpportunityId });

/** GET /api/payout-data/locations */
export const locationsQuerySchema = z.object({ vertical: verticalSlugSchema('vertical').optional() });

/** GET /api/payout-data/places: places whose name starts with q. */
export const placesQuerySchema = z.object({
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
});

export const placeSchema = z.object({
  placeId: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string().nullable(),
  population: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/payout-data/map */
export const marketMapQuerySchema = z.object({ vertical: verticalSlugSchema('vertical') });

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
export type MarketMap = z.infer<typeof marketMapSchema>;

export const payoutOverrideScopeSchema = z.enum(PAYOUT_OVERRIDE_SCOPES);

export const payoutOverrideViewSchema = z.object({
  verticalSlug: z.string(),
  payout: z.number(),
  scope: payoutOverrideScopeSchema,
  updatedAt: z.string(),
});
export type PayoutOverrideView = z.infer<typeof payoutOverrideViewSchema>;

/** DELETE /api/payout-data/overrides/:verticalSlug?scope= */
export const payoutOverrideParamsSchema = z.object({ verticalSlug: verticalSlugSchema('verticalSlug') });
export const payoutOverrideDeleteQuerySchema = z.object({ scope: payoutOverrideScopeSchema.default('user') });

/** GET /api/domination/my-opportunities */
export const myOpportunitiesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit: must be a whole number from 1 to 500' })
    .int('limit: must be a whole number from 1 to 500')
    .min(1, 'limit: must be a whole number from 1 to 500')
    .max(500, 'limit: must be a whole number from 1 to 500')
    .default(50),
});

/** POST /api/saved-opportunities/save: how many are saved now, and how many this call added. */
export const saveOpportunitiesResultSchema = z.object({ saved: z.number(), added: z.number() });

/** GET /api/keyword-finder/ideas (format=csv answers the same rows as a CSV file). */
export const keywordIdeasQuerySchema = z.object({
  vertical: verticalSlugSchema('vertical'),
  placeId: z
    .string({ error: 'placeId: give the place id' })
    .trim()
    .min(1, 'placeId: must not be empty')
    .max(40, 'placeId: at most 40 characters'),
  format: z.enum(['json', 'csv']).default('json'),
});

export const keywordIdeasSchema = z.object({ items: z.array(keywordIdeaSchema), dataNote: z.string() });
export type KeywordIdeas = z.infer<typeof keywordIdeasSchema>;

/**
 * The market discovery calls (docs/market-api.md). keywordIdeas describes the JSON answer; with
 * format=csv the same call answers a CSV file instead.
 */
export const discoveryApi = {
  quickDominator: endpoint({
    method: 'GET',
    path: '/api/quick-dominator/opportunities',
    query: opportunityQuerySchema,
    response: apiSuccess(quickDominatorSchema),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/payout-data/search',
    query: opportunityQuerySchema,
    response: apiSuccess(opportunityPageSchema),
  }),
  verticals: endpoint({
    method: 'GET',
    path: '/api/payout-data/verticals',
    response: apiSuccess(z.array(verticalSchema)),
  }),
  locations: endpoint({
    method: 'GET',
    path: '/api/payout-data/locations',
    query: locationsQuerySchema,
    response: apiSuccess(locationsResponseSchema),
  }),
  places: endpoint({
    method: 'GET',
    path: '/api/payout-data/places',
    query: placesQuerySchema,
    response: apiSuccess(z.array(placeSchema)),
  }),
  opportunity: endpoint({
    method: 'GET',
    path: '/api/payout-data/opportunities/:id',
    params: opportunityIdParamsSchema,
    response: apiSuccess(opportunityDetailsSchema),
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/payout-data/map',
    query: marketMapQuerySchema,
    response: apiSuccess(marketMapSchema),
  }),
  overrides: endpoint({
    method: 'GET',
    path: '/api/payout-data/overrides',
    response: apiSuccess(z.array(payoutOverrideViewSchema)),
  }),
  putOverride: endpoint({
    method: 'PUT',
    path: '/api/payout-data/overrides',
    body: payoutOverrideSchema,
    response: apiSuccess(payoutOverrideViewSchema),
  }),
  deleteOverride: endpoint({
    method: 'DELETE',
    path: '/api/payout-data/overrides/:verticalSlug',
    params: payoutOverrideParamsSchema,
    query: payoutOverrideDeleteQuerySchema,
    response: okMessageSchema,
  }),
  myOpportunities: endpoint({
    method: 'GET',
    path: '/api/domination/my-opportunities',
    query: myOpportunitiesQuerySchema,
    response: apiSuccess(z.array(opportunitySchema)),
  }),
  saved: endpoint({
    method: 'GET',
    path: '/api/saved-opportunities/list',
    response: apiSuccess(z.array(opportunitySchema)),
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/saved-opportunities/save',
    body: saveOpportunitiesRequestSchema,
    response: apiSuccess(saveOpportunitiesResultSchema),
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: '/api/saved-opportunities/:id',
    params: opportunityIdParamsSchema,
    response: okMessageSchema,
  }),
  keywordIdeas: endpoint({
    method: 'GET',
    path: '/api/keyword-finder/ideas',
    query: keywordIdeasQuerySchema,
    response: apiSuccess(keywordIdeasSchema),
  }),
};
