import { z } from 'zod';
import { TRIAL_DAYS } from '../constants';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Plans, the trial, the team's subscription, its billing details and its invoices (docs/billing.md).
// Billing belongs to the team the user acts for; team owners change it (policy manage-billing).

/** After the trial (or an unpaid period) ends, live sites keep serving this long; new work is paused. */
export const GRACE_DAYS = 7;
/** Trial reminders by mail, in days left. */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;

export const PLAN_IDS = ['trial', 'starter', 'pro', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans a user can choose (the trial is given, never chosen). */
export const PAID_PLAN_IDS = ['starter', 'pro', 'agency'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const PLAN_LIMIT_KEYS = [
  'liveSites',
  'dominatorPages',
  'teamSeats',
  'rankKeywords',
  'llmUsdPerMonth',
] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

export const PLAN_LIMIT_LABELS: Record<PlanLimitKey, string> = {
  liveSites: 'live sites',
  dominatorPages: 'dominator pages per site',
  teamSeats: 'team seats',
  rankKeywords: 'rank-check keywords',
  llmUsdPerMonth: 'LLM spend per month (USD)',
};

/** null: no limit. */
export type PlanLimits = Record<PlanLimitKey, number | null>;

export interface Plan {
  id: PlanId;
  name: string;
  /** Per month, in US cents, before tax. */
  priceCents: number;
  description: string;
  limits: PlanLimits;
}

export const PLANS: Record<PlanId, Plan> = {
  trial: {
    id: 'trial',
    name: 'Trial',
    priceCents: 0,
    description: `${TRIAL_DAYS} days to try everything, no card required.`,
    limits: { liveSites: 3, dominatorPages: 50, teamSeats: 2, rankKeywords: 50, llmUsdPerMonth: 2 },
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 2900,
    description: 'One operator with a handful of rented sites.',
    limits: { liveSites: 10, dominatorPages: 100, teamSeats: 2, rankKeywords: 200, llmUsdPerMonth: 10 },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 7900,
    description: 'A growing portfolio across several markets.',
    limits: { liveSites: 50, dominatorPages: 250, teamSeats: 5, rankKeywords: 1000, llmUsdPerMonth: 25 },
  },
  agency: {
    id: 'agency',
    name: 'Agency',
    priceCents: 19900,
    description: 'A team running many markets, with room for the dominator.',
    limits: { liveSites: 250, dominatorPages: 1000, teamSeats: 20, rankKeywords: 5000, llmUsdPerMonth: 100 },
  },
};

/**
 * trialing: in the 14-day trial; active: a paid period; past_due: a payment failed (grace applies);
 * canceled: ended by the user at a period's end; expired: the trial ended without a plan.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** full: everything works; grace: live sites serve, new work is paused soon; paused: new work refused. */
export const BILLING_ACCESS = ['full', 'grace', 'paused'] as const;
export type BillingAccess = (typeof BILLING_ACCESS)[number];

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The error code of work refused by a plan limit (403) or by a paused account (402). */
export const BILLING_ERROR_CODES = { planLimit: 'plan_limit', paused: 'billing_paused' } as const;

const iso = z.string();

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  priceCents: z.number().int(),
  description: z.string(),
  limits: z.object({
    liveSites: z.number().nullable(),
    dominatorPages: z.number().nullable(),
    teamSeats: z.number().nullable(),
    rankKeywords: z.number().nullable(),
    llmUsdPerMonth: z.number().nullable(),
  }),
});

export const planUsageSchema = z.object({
  key: z.enum(PLAN_LIMIT_KEYS),
  label: z.string(),
  used: z.number().nullable(),
  limit: z.number().nullable(),
});

export const subscriptionSchema = z.object({
  /** false under BILLING=off: every account unlimited, billing screens hidden. */
  billingEnabled: z.boolean(),
  /** Whether Stripe is configured (else invoices are paid by hand). */
  paymentsEnabled: z.boolean(),
  teamId: z.string(),
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  access: z.enum(BILLING_ACCESS),
  provider: z.enum(PAYMENT_PROVIDERS),
  trialEndsAt: iso.nullable(),
  /** Whole days left in the trial (rounded up), null outside it. */
  trialDaysLeft: z.number().int().nullable(),
  /** When new work pauses (the end of the grace week), null when not in grace. */
  graceEndsAt: iso.nullable(),
  currentPeriodStart: iso.nullable(),
  currentPeriodEnd: iso.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelReason: z.string().nullable(),
  canceledAt: iso.nullable(),
  /** Whether the acting user may change billing (team owner). */
  canManage: z.boolean(),
  usage: z.array(planUsageSchema),
  plans: z.array(planSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const updateSubscriptionBodySchema = z.object({ planId: z.enum(PAID_PLAN_IDS) });
export const cancelSubscriptionBodySchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason').max(1000),
});

export const prorationSchema = z.object({
  /** In words: what is charged or credited now, for how many days, and why. */
  explanation: z.string(),
  daysLeft: z.number().int(),
  daysInPeriod: z.number().int(),
  /** Unused time on the old plan (cents, >= 0). */
  creditCents: z.number().int(),
  /** The new plan for the rest of the period (cents, >= 0). */
  chargeCents: z.number().int(),
  /** chargeCents - creditCents; a negative amount is carried to the next invoice. */
  netCents: z.number().int(),
});
export type Proration = z.infer<typeof prorationSchema>;

export const subscriptionChangeSchema = z.object({
  subscription: subscriptionSchema,
  proration: prorationSchema.nullable(),
  /** Stripe Checkout's page for the first payment, when Stripe is configured. */
  checkoutUrl: z.string().nullable(),
  /** The invoice issued for this change, when one was. */
  invoiceId: z.string().nullable(),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const billingDetailsSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
export const billingDetailsPatchSchema = z
  .object({
    name: optionalText(200),
    email: z.email('Enter a valid e-mail address').max(254).nullable().optional(),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    postalCode: optionalText(20),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
      .transform((c) => c.toUpperCase())
      .nullable()
      .optional(),
    taxId: optionalText(50),
  })
  .strict();

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  /** The gapless number with its issuer prefix, e.g. SDP-2026-000042. */
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  /** Tax rate in basis points (2000 = 20 %). */
  taxRateBp: z.number().int(),
  totalCents: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  issuedAt: iso,
  dueAt: iso.nullable(),
  paidAt: iso.nullable(),
  periodStart: iso.nullable(),
  periodEnd: iso.nullable(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.uuid('Invoice not found') });

export const billingApi = {
  subscription: endpoint({
    method: 'GET',
    path: '/api/user/subscription',
    response: apiSuccess(subscriptionSchema),
  }),
  updateSubscription: endpoint({
    method: 'POST',
    path: '/api/user/subscription/update',
    body: updateSubscriptionBodySchema,
    response: apiSuccess(subscriptionChangeSchema),
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/user/subscription/cancel',
    body: cancelSubscriptionBodySchema,
    response: apiSuccess(subscriptionSchema),
  }),
  reactivateSubscription: endpoint({
    method: 'POST',
    path: '/api/user/subscription/reactivate',
    response: apiSuccess(subscriptionSchema),
  }),
  billingDetails: endpoint({
    method: 'GET',
    path: '/api/user/billing',
    response: apiSuccess(billingDetailsSchema),
  }),
  updateBillingDetails: endpoint({
    method: 'PATCH',
    path: '/api/user/billing',
    body: billingDetailsPatchSchema,
    response: apiSuccess(billingDetailsSchema),
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/user/invoices',
    response: apiSuccess(z.object({ invoices: z.array(invoiceSchema) })),
  }),
  /** The PDF itself (application/pdf), not the JSON envelope. */
  downloadInvoice: endpoint({
    method: 'GET',
    path: '/api/user/invoices/:id/download',
    params: invoiceIdParamsSchema,
    response: z.any(),
  }),
  /** The Stripe customer portal (cards, receipts), when Stripe is configured. */
  portal: endpoint({
    method: 'POST',
    path: '/api/user/billing/portal',
    response: apiSuccess(z.object({ url: z.string() })),
  }),
};

/** How each limit reads in a refusal: "Your Trial plan allows {amount}". */
function limitAmount(key: PlanLimitKey, value: number): string {
  if (key === 'llmUsdPerMonth') return `$${value.toFixed(2)} of LLM spend per month`;
  return `${value} ${PLAN_LIMIT_LABELS[key]}`;
}

/**
 * The cheapest paid plan above `planId` whose limit for `key` allows `needed` (null limit: none), or
 * null when no plan does.
 */
export function upgradeFor(planId: PlanId, key: PlanLimitKey, needed: number): PaidPlanId | null {
  const from = PLAN_IDS.indexOf(planId);
  for (const id of PAID_PLAN_IDS) {
    if (PLAN_IDS.indexOf(id) <= from) continue;
    const limit = PLANS[id].limits[key];
    if (limit === null || needed <= limit) return id;
  }
  return null;
}

/** "Your Trial plan allows 3 live sites. Upgrade to Starter for 10." */
export function planLimitMessage(planId: PlanId, key: PlanLimitKey, upgradeTo: PlanId | null): string {
  const plan = PLANS[planId];
  const value = plan.limits[key] ?? 0;
  const head = `Your ${plan.name} plan allows ${limitAmount(key, value)}.`;
  if (!upgradeTo) return `${head} This is the largest plan; ask the platform operator for more.`;
  const next = PLANS[upgradeTo].limits[key];
  const amount = next === null ? 'no limit' : key === 'llmUsdPerMonth' ? `$${next.toFixed(2)}` : String(next);
  return `${head} Upgrade to ${PLANS[upgradeTo].name} for ${amount}.`;
}

/** details of a 403 plan_limit. */
export interface PlanLimitDetails {
  limit: PlanLimitKey;
  planId: PlanId;
  value: number;
  used: number;
  upgradeTo: PlanId | null;
}

/** The 402 billing_paused message: new work is refused after the grace week. */
export const BILLING_PAUSED_MESSAGE =
  'Your trial has ended. Choose a plan to continue: your data and live sites are kept.';
/** The same for a paid plan whose payment failed or ended. */
export const BILLING_PAUSED_UNPAID_MESSAGE =
  'Your subscription is unpaid. Choose a plan or pay the open invoice to continue: your data and live sites are kept.';

// Platform admins: every team's plan (docs/billing.md#admin).

export const adminTeamsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  access: z.enum(BILLING_ACCESS),
  members: z.number().int(),
  liveSites: z.number().int(),
  createdAt: iso,
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

export const adminTeamParamsSchema = z.object({ teamId: z.uuid('Team not found') });
export const adminSetPlanBodySchema = z.object({ planId: z.enum(PLAN_IDS) });

export const billingAdminApi = {
  teams: endpoint({
    method: 'GET',
    path: '/api/admin/teams',
    query: adminTeamsQuerySchema,
    response: apiSuccess(
      z.object({ teams: z.array(adminTeamSchema), total: z.number().int(), page: z.number().int() }),
    ),
  }),
  setPlan: endpoint({
    method: 'POST',
    path: '/api/admin/teams/:teamId/plan',
    params: adminTeamParamsSchema,
    body: adminSetPlanBodySchema,
    response: apiSuccess(adminTeamSchema),
  }),
};
