import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// The causal framework (docs/causal.md): what each deploy, rollback, implemented opportunity and
// content page did to a site's daily visitors, leads or average position, against a counterfactual
// built from the team's other sites (and other pages) that nothing was done to in the window.

export const CAUSAL_METRICS = ['visitors', 'leads', 'position'] as const;
export type CausalMetric = (typeof CAUSAL_METRICS)[number];

export const INTERVENTION_KINDS = ['deploy', 'rollback', 'opportunity', 'content'] as const;
export type InterventionKind = (typeof INTERVENTION_KINDS)[number];

/** At least this many whole days before and after the intervention day (docs/causal.md). */
export const CAUSAL_MIN_PRE_DAYS = 21;
export const CAUSAL_MIN_POST_DAYS = 7;

const metricSchema = z
  .enum(CAUSAL_METRICS, { error: `metric: one of ${CAUSAL_METRICS.join(', ')}` })
  .default('visitors');

export const causalListQuerySchema = z.object({
  siteId: z.uuid('siteId: must be a UUID').optional(),
  metric: metricSchema,
});
export type CausalListQuery = z.input<typeof causalListQuerySchema>;

export const causalDetailQuerySchema = z.object({ metric: metricSchema });

export const causalControlSchema = z.object({
  /** A site of the team, or another page of the same site. */
  kind: z.enum(['site', 'page']),
  /** The site id, or the page path. */
  ref: z.string(),
  label: z.string(),
  /** Its coefficient in the counterfactual (>= 0). */
  weight: z.number(),
  /** Its share of the counterfactual's level over the pre-period, 0-1. */
  share: z.number(),
});
export type CausalControl = z.infer<typeof causalControlSchema>;

export const causalEffectSchema = z.object({
  /** Mean of actual - counterfactual per post-period day, with its 90 % interval. */
  average: z.number(),
  averageLower: z.number(),
  averageUpper: z.number(),
  cumulative: z.number(),
  cumulativeLower: z.number(),
  cumulativeUpper: z.number(),
  /** average / mean counterfactual (null when the counterfactual is ~0). */
  relative: z.number().nullable(),
  relativeLower: z.number().nullable(),
  relativeUpper: z.number().nullable(),
  /** 0-1: probability that the true average effect is above zero. */
  probabilityPositive: z.number(),
  /** The 90 % interval leaves out zero. */
  significant: z.boolean(),
});
export type CausalEffect = z.infer<typeof causalEffectSchema>;

export const causalFitSchema = z.object({
  /** Share of the pre-period's variance the counterfactual explains. */
  r2: z.number(),
  /** Mean absolute percentage error over pre-period days with a non-zero actual (null: none). */
  mape: z.number().nullable(),
  /** Standard deviation of the pre-period residuals, in the metric's unit. */
  residualSd: z.number(),
});

export const causalPointSchema = z.object({
  day: z.string(),
  actual: z.number(),
  counterfactual: z.number(),
  lower: z.number(),
  upper: z.number(),
});
export type CausalPoint = z.infer<typeof causalPointSchema>;

export const causalSummarySchema = z.object({
  metric: z.enum(CAUSAL_METRICS),
  status: z.enum(['ok', 'not_enough_data']),
  /** Why not (status not_enough_data); null when ok. */
  reason: z.string().nullable(),
  /** First and last day of the pre- and post-period (YYYY-MM-DD), null when there is none. */
  preFrom: z.string().nullable(),
  postTo: z.string().nullable(),
  preDays: z.number().int(),
  postDays: z.number().int(),
  effect: causalEffectSchema.nullable(),
  fit: causalFitSchema.nullable(),
  controls: z.array(causalControlSchema),
});
export type CausalSummary = z.infer<typeof causalSummarySchema>;

export const causalEstimateSchema = causalSummarySchema.extend({
  /** The intervention day (excluded from both periods). */
  interventionDay: z.string(),
  series: z.array(causalPointSchema),
});
export type CausalEstimate = z.infer<typeof causalEstimateSchema>;

export const interventionSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: z.enum(INTERVENTION_KINDS),
  at: z.string(),
  label: z.string(),
  /** Page paths it touched; empty = the whole site. */
  paths: z.array(z.string()),
  demo: z.boolean(),
  estimate: causalSummarySchema,
});
export type Intervention = z.infer<typeof interventionSchema>;

export const causalApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/intelligence/causal',
    query: causalListQuerySchema,
    response: apiSuccess(
      z.object({
        interventions: z.array(interventionSchema),
        /** The team's sites, for the picker. */
        sites: z.array(z.object({ id: z.string(), name: z.string() })),
      }),
    ),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/intelligence/causal/interventions/:id',
    params: z.object({ id: z.uuid('id: must be a UUID') }),
    query: causalDetailQuerySchema,
    response: apiSuccess(z.object({ intervention: interventionSchema, estimate: causalEstimateSchema })),
  }),
};
