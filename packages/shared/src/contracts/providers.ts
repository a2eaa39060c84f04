import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { opportunitySchema, scraperStatsSchema } from './dominator';
import { endpoint } from './endpoint';

// Data providers (docs/market-api.md): keys (stored sealed, never answered), metered refreshes of
// one market's figures, and the meter's totals.

export const PROVIDER_KINDS = ['keyword-volume', 'serp', 'business-counts'] as const;
export const providerKindSchema = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof providerKindSchema>;

export const providerInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: providerKindSchema,
  /** What else the same key does (DataForSEO: 'serp', rank tracking). */
  alsoKinds: z.array(providerKindSchema),
  configured: z.boolean(),
  costPerCall: z.number(),
  docsUrl: z.string(),
  keyHint: z.string(),
  updatedAt: z.string().nullable(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const providerUsageSchema = z.object({
  scraperStats: scraperStatsSchema,
  byProvider: z.array(
    scraperStatsSchema.extend({
      providerId: z.string(),
      name: z.string(),
      kind: providerKindSchema.nullable(),
      successes: z.number(),
      failures: z.number(),
      totalSpend: z.number(),
    }),
  ),
});
export type ProviderUsage = z.infer<typeof providerUsageSchema>;

export const MEASUREMENT_KINDS = ['monthlySearches', 'businessCount'] as const;

const measurementSchema = z.object({
  kind: z.enum(MEASUREMENT_KINDS),
  value: z.number(),
  source: z.string(),
});

/** POST /api/providers/:id/refresh: what was measured, what it cost, the market after. */
export const refreshResultSchema = z.object({
  providerId: z.string(),
  opportunityId: z.string(),
  measurements: z.array(measurementSchema),
  costUsd: z.number(),
  opportunity: opportunitySchema,
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** `:id` of the /api/providers/:id calls. */
export const providerIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PUT /api/providers/:id */
export const providerKeyRequestSchema = z.object({
  apiKey: z
    .string({ error: 'apiKey: give the provider API key as a string' })
    .trim()
    .min(1, 'apiKey: must not be empty')
    .max(500, 'apiKey: too long'),
});

/** POST /api/providers/:id/refresh */
export const providerRefreshRequestSchema = z.object({
  opportunityId: z
    .string({ error: 'opportunityId: give the opportunity id as a string' })
    .trim()
    .min(1, 'opportunityId: must not be empty')
    .max(200, 'opportunityId: too long'),
});

/** The data provider calls (docs/market-api.md). */
export const providersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/providers',
    response: apiSuccess(z.array(providerInfoSchema)),
  }),
  usage: endpoint({ method: 'GET', path: '/api/providers/usage', response: apiSuccess(providerUsageSchema) }),
  saveKey: endpoint({
    method: 'PUT',
    path: '/api/providers/:id',
    params: providerIdParamsSchema,
    body: providerKeyRequestSchema,
    response: apiSuccess(providerInfoSchema),
  }),
  deleteKey: endpoint({
    method: 'DELETE',
    path: '/api/providers/:id',
    params: providerIdParamsSchema,
    response: okMessageSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/providers/:id/refresh',
    params: providerIdParamsSchema,
    body: providerRefreshRequestSchema,
    response: apiSuccess(refreshResultSchema),
  }),
};
