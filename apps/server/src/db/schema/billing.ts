import {
  BILLING_ACCESS,
  INVOICE_STATUSES,
  PAYMENT_PROVIDERS,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '@sdp/shared';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id } from './columns';
import { teams } from './teams';
import { users } from './users';

// Plans, trial, subscriptions, invoices and payments (docs/billing.md). One subscription per team.

export const subscriptions = pgTable('subscriptions', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: PLAN_IDS }).notNull().default('trial'),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('trialing'),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('manual'),
  trialEndsAt: at('trial_ends_at'),
  currentPeriodStart: at('current_period_start'),
  currentPeriodEnd: at('current_period_end'),
  /** Set when the trial or a paid period ended unpaid: live sites serve until then, new work pauses after. */
  graceEndsAt: at('grace_ends_at'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cancelReason: text('cancel_reason'),
  canceledAt: at('canceled_at'),
  /** Days-left reminders already mailed (3, 1). */
  remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
  /** A plan chosen and waiting for its first payment (Stripe Checkout or a manual invoice). */
  pendingPlanId: text('pending_plan_id', { enum: PLAN_IDS }),
  /** Credit carried to the next invoice (a downgrade's unused time), in cents. */
  creditCents: integer('credit_cents').notNull().default(0),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** The `created` time of the newest Stripe event applied: an older one arriving late changes nothing. */
  stripeEventAt: at('stripe_event_at'),
  /** Last access level told to the team (trial end, grace end), so each change is pushed and mailed once. */
  access: text('access', { enum: BILLING_ACCESS }).notNull().default('full'),
  createdAt: createdAt(),
  updatedAt: at('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const billingDetails = pgTable('billing_details', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name'),
  email: text('email'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  taxId: text('tax_id'),
  updatedAt: at('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});
export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/** The next number per issuer: taken and incremented in the invoice's own transaction (no gaps). */
export const invoiceCounters = pgTable('invoice_counters', {
  issuer: text('issuer').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Immutable once issued: only status, paid_at, paid_by and payment_ref change afterwards. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    number: integer('number').notNull(),
    /** The printed number, e.g. SDP-2026-000042. */
    label: text('label').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('manual'),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Seller and buyer as printed (a later change of billing details does not rewrite an invoice). */
    seller: jsonb('seller').$type<Record<string, string | null>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
    lines: jsonb('lines')
      .$type<{ description: string; quantity: number; unitCents: number; amountCents: number }[]>()
      .notNull(),
    planId: text('plan_id', { enum: PLAN_IDS }),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    issuedAt: at('issued_at').defaultNow().notNull(),
    dueAt: at('due_at'),
    paidAt: at('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** Stripe's invoice or payment id, or the admin's note for a manual payment. */
    paymentRef: text('payment_ref'),
    /** The rendered PDF, made once at issue. */
    pdf: bytea('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_issuer_number').on(t.issuer, t.number),
    index('invoices_team_idx').on(t.teamId, t.issuedAt),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** Stripe webhook events, by event id: each is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  /** The event's own `created` (seconds since epoch, as a time). */
  eventAt: at('event_at').notNull(),
  processedAt: at('processed_at').defaultNow().notNull(),
  /** applied | ignored (older than what was applied, or unknown) */
  outcome: text('outcome').notNull(),
});
