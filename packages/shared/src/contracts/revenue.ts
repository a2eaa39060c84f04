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
export const revenueResponseSchema = z.object({
  metrics: revenueMetricsSchema,
  history: z.array(revenueHistoryPointSchema),
  /** How each figure is computed, shown beside it. */
  basis: z.record(z.string(), z.string()),
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

/** Revenue metrics and pipeline stage counts (docs/sites-api.md). */
export const revenueApi = {
  revenue: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/revenue',
    response: apiSuccess(revenueResponseSchema),
  }),
  pipelineStatus: endpoint({
    method: 'GET',
    path: '/api/dominator-pipeline/pipeline/status',
    response: apiSuccess(pipelineStatusSchema),
  }),
};
