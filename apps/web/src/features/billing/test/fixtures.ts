import { type Invoice, PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, PLANS, type Subscription } from '@sdp/shared';

/** A team 5 days into its 14-day trial, the caller its owner, Stripe off. */
export const trialSub: Subscription = {
  billingEnabled: true,
  paymentsEnabled: false,
  teamId: 't1',
  plan: PLANS.trial,
  status: 'trialing',
  access: 'full',
  provider: 'manual',
  trialEndsAt: '2030-01-15T12:00:00.000Z',
  trialDaysLeft: 9,
  graceEndsAt: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  cancelReason: null,
  canceledAt: null,
  canManage: true,
  usage: PLAN_LIMIT_KEYS.map((key, i) => ({
    key,
    label: PLAN_LIMIT_LABELS[key],
    used: i,
    limit: PLANS.trial.limits[key],
  })),
  plans: Object.values(PLANS),
};

export const proSub: Subscription = {
  ...trialSub,
  plan: PLANS.pro,
  status: 'active',
  trialEndsAt: null,
  trialDaysLeft: null,
  currentPeriodStart: '2030-01-01T00:00:00.000Z',
  currentPeriodEnd: '2030-01-31T00:00:00.000Z',
};

export const invoice: Invoice = {
  id: '11111111-1111-4111-8111-111111111111',
  number: 'SDP-2030-000001',
  status: 'paid',
  currency: 'usd',
  subtotalCents: 7900,
  taxCents: 0,
  taxRateBp: 0,
  totalCents: 7900,
  provider: 'manual',
  issuedAt: '2030-01-01T00:00:00.000Z',
  dueAt: null,
  paidAt: '2030-01-01T00:00:00.000Z',
  periodStart: '2030-01-01T00:00:00.000Z',
  periodEnd: '2030-01-31T00:00:00.000Z',
  lines: [{ description: 'Pro', quantity: 1, unitCents: 7900, amountCents: 7900 }],
};

export const emptyDetails = {
  name: null,
  email: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  taxId: null,
};
