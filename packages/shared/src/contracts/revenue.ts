import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Revenue metrics and pipeline stage counts (docs/sites-api.md).

/** Revenue metrics, computed from lead, rental and provider-cost rows. */
export const revenueMetricsSchema = z.object({
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  dailyRevenue: z.number(),
  revenueByTier: z.object({ tier1: z.number(), tier2: z.number(), tier3: z.number() }),
  revenueByVertical: z.record(z.string(), z.number()),
  projectedMonthlyRevenue: z.number(),
  /** (revenue - cost) / revenue over the last 30 days; null without revenue. */
  profitMargin: z.number().nullable(),
  /** (revenue - cost) / cost over all time; null without cost. */
  roi: z.number().nullable(),
});
export type RevenueMetrics = z.infer<typeof revenueMetricsSchema>;

export const revenueHistoryPointSchema = z.object({
  date: z.string(), // YYYY-MM-DD
  revenue: z.number(),
  leads: z.number().int(),
  cost: z.number(),
});
/** Revenue by source (docs/product/rules.md#revenue-metrics): booked rent, form-lead and call income. */
export const revenueSplitSchema = z.object({
  rent: z.number(),
  leadIncome: z.number(),
  callIncome: z.number(),
  total: z.number(),
});
export type RevenueSplit = z.infer<typeof revenueSplitSchema>;

/** Rent booked for one rental in one calendar month; periodEnd is exclusive. */
export const rentChargeSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  demo: z.boolean(),
  rentalId: z.string(),
  month: z.string(), // YYYY-MM-01
  periodStart: z.string(), // YYYY-MM-DD, the day it is booked
  periodEnd: z.string(), // YYYY-MM-DD, exclusive
  amount: z.number(),
  invoicedAt: z.string().nullable(),
});
export type RentCharge = z.infer<typeof rentChargeSchema>;

export const revenueResponseSchema = z.object({
  metrics: revenueMetricsSchema,
  history: z.array(revenueHistoryPointSchema),
  /** How each figure is computed, shown beside it. */
  basis: z.record(z.string(), z.string()),
  /** This calendar month (UTC) by source. */
  thisMonth: revenueSplitSchema.optional(),
  /** All time by source. */
  allTime: revenueSplitSchema.optional(),
  /** Booked rent not marked invoiced yet. */
  toInvoice: z.number().optional(),
  /** Rent charges booked so far, newest first (at most 200). */
  charges: z.array(rentChargeSchema).optional(),
  /** Whether demo sites, leads and rent are counted (only when asked for). */
  includesDemo: z.boolean().optional(),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

/** Pipeline stages: real row counts per stage. */
export const pipelineStatusSchema = z.object({
  opportunities: z.number().int(),
  stages: z.object({
    scan: z.number().int(),
    score: z.number().int(),
    build: z.number().int(),
    deploy: z.number().int(),
    revenue: z.number().int(),
  }),
});
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;

/** `?includeDemo=true` counts the demo portfolio in real totals (docs/product/rules.md#demo-portfolio). */
export const includeDemoSchema = z
  .enum(['true', 'false'], { error: 'includeDemo: true or false' })
  .optional();

/** The whole team, or one site (`websiteId`); demo data only with includeDemo=true. */
export const revenueQuerySchema = z.object({
  websiteId: z.uuid('websiteId: not a site id').optional(),
  includeDemo: includeDemoSchema,
});
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;
export const pipelineQuerySchema = z.object({ includeDemo: includeDemoSchema });
export const rentChargeParamsSchema = z.object({ id: z.uuid('id: not a charge id') });

/** Revenue metrics and pipeline stage counts (docs/sites-api.md). */
export const revenueApi = {
  revenue: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/revenue',
    query: revenueQuerySchema,
    response: apiSuccess(revenueResponseSchema),
  }),
  pipelineStatus: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/pipeline/status',
    query: pipelineQuerySchema,
    response: apiSuccess(pipelineStatusSchema),
  }),
  /** Marks a rent charge invoiced (owner or admin). */
  invoiceCharge: endpoint({
    method: 'POST',
    path: '/api/dominator-pipeline/revenue/charges/:id/invoice',
    params: rentChargeParamsSchema,
    response: apiSuccess(rentChargeSchema),
  }),
};
