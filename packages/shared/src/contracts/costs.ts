import { z } from 'zod';
import { apiSuccess, okMessageSchema } from './api';
import { scraperStatsSchema } from './dominator';
import { endpoint } from './endpoint';

// The cost dashboard (docs/costs.md): what the team's metered provider calls (and, when the
// operator sets a price, the hosting of its live sites) cost per day, month, provider, site and
// vertical, against the revenue ledger; scraper stats per provider; monthly budgets with alerts.

export const COST_RANGES = ['30d', '90d', '12m'] as const;
export type CostRange = (typeof COST_RANGES)[number];
export const COST_GROUPS = ['provider', 'site', 'vertical'] as const;
export type CostGroup = (typeof COST_GROUPS)[number];

export const costsQuerySchema = z.object({
  range: z.enum(COST_RANGES, { error: 'range: one of 30d, 90d, 12m' }).default('30d'),
  groupBy: z.enum(COST_GROUPS, { error: 'groupBy: one of provider, site, vertical' }).default('provider'),
});
export type CostsQuery = z.input<typeof costsQuerySchema>;

/** The pseudo-provider of the hosting estimate (HOSTING_USD_PER_SITE_MONTH) in the breakdowns. */
export const HOSTING_PROVIDER_ID = 'hosting';

export const costDaySchema = z.object({
  /** YYYY-MM-DD in the reader's time zone. */
  date: z.string(),
  total: z.number(),
  metered: z.number(),
  hosting: z.number(),
  /** Cost per group of the query's groupBy (provider id, site id or vertical slug; '' = no site). */
  parts: z.record(z.string(), z.number()),
  /** LLM tokens metered that day. */
  tokens: z.number(),
  revenue: z.number(),
});
export type CostDay = z.infer<typeof costDaySchema>;

export const costMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  total: z.number(),
  metered: z.number(),
  hosting: z.number(),
  revenue: z.number(),
  /** Only some of the month's days are in the range (its first month, or the current one). */
  partial: z.boolean(),
});

export const costGroupRowSchema = z.object({
  /** Provider id, site id or vertical slug; '' for calls made for no site. */
  key: z.string(),
  label: z.string(),
  cost: z.number(),
  /** Of which the hosting estimate. */
  hosting: z.number(),
  calls: z.number(),
  tokens: z.number(),
  /** Null for providers: revenue is not earned per provider. */
  revenue: z.number().nullable(),
  /** cost ÷ revenue; null without revenue. */
  costPerRevenue: z.number().nullable(),
});
export type CostGroupRow = z.infer<typeof costGroupRowSchema>;

export const costProviderStatsSchema = scraperStatsSchema.extend({
  providerId: z.string(),
  name: z.string(),
  totalSpend: z.number(),
});

export const BUDGET_SCOPES = ['total', 'provider', 'site', 'vertical'] as const;
export type BudgetScope = (typeof BUDGET_SCOPES)[number];

export const costBudgetSchema = z.object({
  id: z.string(),
  scope: z.enum(BUDGET_SCOPES),
  scopeKey: z.string().nullable(),
  /** What the scope names: "All metered spend", a provider's, site's or vertical's name. */
  label: z.string(),
  monthlyUsd: z.number(),
  alertAtPercent: z.number(),
  /** Month to date (UTC calendar month), metered calls only. */
  spentUsd: z.number(),
  percent: z.number(),
  /** YYYY-MM, or YYYY-MM:100 once the 100 % alert went; null before any alert. */
  alertedMonth: z.string().nullable(),
  createdAt: z.string(),
});
export type CostBudget = z.infer<typeof costBudgetSchema>;

export const costsResponseSchema = z.object({
  range: z.enum(COST_RANGES),
  groupBy: z.enum(COST_GROUPS),
  from: z.string(),
  to: z.string(),
  zone: z.string(),
  summary: z.object({
    today: z.number(),
    monthToDate: z.number(),
    rangeTotal: z.number(),
    rangeMetered: z.number(),
    rangeHosting: z.number(),
    rangeRevenue: z.number(),
    rangeTokens: z.number(),
  }),
  dailyCosts: z.array(costDaySchema),
  monthlyCosts: z.array(costMonthSchema),
  yearlyProjection: z.object({
    value: z.number(),
    dailyMean: z.number(),
    basisDays: z.number(),
    basisTotal: z.number(),
    method: z.string(),
  }),
  costPerRevenue: z.object({ value: z.number().nullable(), cost: z.number(), revenue: z.number() }),
  /** The rows of the query's groupBy (the same as byProvider, bySite or byVertical). */
  breakdown: z.array(costGroupRowSchema),
  byProvider: z.array(costGroupRowSchema),
  bySite: z.array(costGroupRowSchema),
  byVertical: z.array(costGroupRowSchema),
  scraperStats: z.array(costProviderStatsSchema),
  hosting: z.object({
    usdPerSiteMonth: z.number(),
    estimate: z.boolean(),
    setting: z.string(),
    liveSiteDays: z.number(),
    basis: z.string(),
  }),
  budgets: z.array(costBudgetSchema),
  /** What each figure is, in words. */
  basis: z.record(z.string(), z.string()),
});
export type CostsResponse = z.infer<typeof costsResponseSchema>;

const money = z
  .number({ error: 'monthlyUsd: give the monthly budget in USD as a number' })
  .positive('monthlyUsd: must be more than 0')
  .max(10_000_000, 'monthlyUsd: at most 10,000,000');
const percent = z
  .number({ error: 'alertAtPercent: give a whole percent' })
  .int('alertAtPercent: give a whole percent')
  .min(1, 'alertAtPercent: 1 to 100')
  .max(100, 'alertAtPercent: 1 to 100');
const scopeKey = z
  .string({ error: 'scopeKey: give the provider id, site id or vertical slug' })
  .trim()
  .min(1, 'scopeKey: must not be empty')
  .max(100, 'scopeKey: too long');

export const createBudgetRequestSchema = z.strictObject({
  scope: z.enum(BUDGET_SCOPES, { error: 'scope: one of total, provider, site, vertical' }),
  scopeKey: scopeKey.nullish(),
  monthlyUsd: money,
  alertAtPercent: percent.default(80),
});
export type CreateBudgetRequest = z.input<typeof createBudgetRequestSchema>;

export const updateBudgetRequestSchema = z.strictObject({
  monthlyUsd: money.optional(),
  alertAtPercent: percent.optional(),
});
export type UpdateBudgetRequest = z.input<typeof updateBudgetRequestSchema>;

export const budgetIdParamsSchema = z.object({ id: z.uuid('id: not a budget id') });

/** The cost dashboard's calls (docs/costs.md). */
export const costsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/costs',
    query: costsQuerySchema,
    response: apiSuccess(costsResponseSchema),
  }),
  budgets: endpoint({
    method: 'GET',
    path: '/api/costs/budgets',
    response: apiSuccess(z.array(costBudgetSchema)),
  }),
  createBudget: endpoint({
    method: 'POST',
    path: '/api/costs/budgets',
    body: createBudgetRequestSchema,
    response: apiSuccess(costBudgetSchema),
  }),
  updateBudget: endpoint({
    method: 'PATCH',
    path: '/api/costs/budgets/:id',
    params: budgetIdParamsSchema,
    body: updateBudgetRequestSchema,
    response: apiSuccess(costBudgetSchema),
  }),
  deleteBudget: endpoint({
    method: 'DELETE',
    path: '/api/costs/budgets/:id',
    params: budgetIdParamsSchema,
    response: okMessageSchema,
  }),
};
