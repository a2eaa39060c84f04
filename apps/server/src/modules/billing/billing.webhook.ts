import { GRACE_DAYS, PLANS } from '@sdp/shared';
import type Stripe from 'stripe';
import type { SubscriptionRow } from '../../db/schema/index';
import { AppError, ValidationError } from '../../lib/errors';
import { type BillingContext, isPaid, pushChange } from './billing.context';
import { onInvoicePaid } from './billing.lifecycle';
import * as repo from './billing.repository';
import { addDays, addMonth } from './billing.rules';

// Stripe's webhook (docs/billing.md#stripe): the signature over the raw body, each event applied
// once (its id stored first), and an event older than the newest one applied to the subscription
// recorded as ignored, so deliveries out of order cannot undo a newer state.

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown): string | null =>
  str(v) ?? (v && typeof v === 'object' ? str((v as Obj).id) : null);
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const time = (v: unknown): Date | null =>
  typeof v === 'number' && Number.isFinite(v) ? new Date(v * 1000) : null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscription an invoice belongs to (older API versions: `subscription`; newer: `parent`). */
function invoiceSubscription(o: Obj): { id: string | null; metadata: Obj } {
  const details = obj(obj(o.parent).subscription_details);
  return {
    id: idOf(o.subscription) ?? idOf(details.subscription),
    metadata: { ...obj(obj(o.subscription_details).metadata), ...obj(details.metadata) },
  };
}

/** A subscription's period (older API versions on the subscription, newer on its items). */
function subscriptionPeriod(o: Obj): { start: Date | null; end: Date | null } {
  const item = obj((obj(o.items).data as unknown[] | undefined)?.[0]);
  return {
    start: time(o.current_period_start) ?? time(item.current_period_start),
    end: time(o.current_period_end) ?? time(item.current_period_end),
  };
}

async function teamOf(ctx: BillingContext, event: Stripe.Event): Promise<SubscriptionRow | undefined> {
  const o = obj(event.data.object);
  const meta = obj(o.metadata);
  const sub = event.type.startsWith('invoice.') ? invoiceSubscription(o) : { id: null, metadata: {} };
  const named = str(o.client_reference_id) ?? str(meta.team_id) ?? str(sub.metadata.team_id);
  if (named && UUID.test(named)) {
    const row = await repo.getOrCreate(ctx.deps.db, named);
    if (row) return row;
  }
  const subscriptionId = event.type.startsWith('customer.subscription.')
    ? idOf(o.id)
    : (sub.id ?? idOf(o.subscription));
  return repo.findByStripe(ctx.deps.db, { subscriptionId, customerId: idOf(o.customer) });
}

/** Applies one event to the team's row; answers the outcome stored with the event. */
async function apply(ctx: BillingContext, event: Stripe.Event, row: SubscriptionRow, at: Date) {
  const { db } = ctx.deps;
  const o = obj(event.data.object);
  const newer = repo.guards.eventBefore(at);
  const set = async (patch: repo.SubscriptionPatch) => {
    const updated = await repo.update(db, row.teamId, { ...patch, stripeEventAt: at }, newer);
    if (updated) pushChange(ctx, updated);
    return updated ? 'applied' : 'ignored';
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const planId = str(obj(o.metadata).plan_id) ?? row.pendingPlanId;
      if (!isPaid(planId)) return 'ignored';
      return set({
        planId,
        status: 'active',
        provider: 'stripe',
        pendingPlanId: null,
        stripeCustomerId: idOf(o.customer) ?? row.stripeCustomerId,
        stripeSubscriptionId: idOf(o.subscription) ?? row.stripeSubscriptionId,
        currentPeriodStart: at,
        currentPeriodEnd: addMonth(at),
        graceEndsAt: null,
        cancelAtPeriodEnd: false,
        cancelReason: null,
        canceledAt: null,
        access: 'full',
      });
    }
    case 'invoice.paid': {
      const ref = str(o.id);
      const line = obj((obj(o.lines).data as unknown[] | undefined)?.[0]);
      const period = obj(line.period);
      const start = time(period.start) ?? time(o.period_start) ?? at;
      const end = time(period.end) ?? time(o.period_end) ?? addMonth(start);
      const planId = str(invoiceSubscription(o).metadata.plan_id) ?? row.pendingPlanId ?? row.planId;
      const paidPlan = isPaid(planId) ? planId : null;
      if (ref && ctx.invoices && !(await ctx.invoices.findByPaymentRef(row.teamId, ref))) {
        const cents =
          typeof o.amount_paid === 'number' ? o.amount_paid : paidPlan ? PLANS[paidPlan].priceCents : 0;
        await ctx.invoices.issue({
          teamId: row.teamId,
          planId: paidPlan,
          lines: [
            {
              description: `${paidPlan ? PLANS[paidPlan].name : 'Subscription'} plan, paid by card`,
              quantity: 1,
              unitCents: cents,
            },
          ],
          periodStart: start,
          periodEnd: end,
          provider: 'stripe',
          status: 'paid',
          paymentRef: ref,
        });
      }
      const result = await set({ provider: 'stripe' });
      if (result === 'ignored') return result;
      await onInvoicePaid(ctx, { teamId: row.teamId, planId: paidPlan, periodStart: start, periodEnd: end });
      return 'applied';
    }
    case 'invoice.payment_failed':
      return set({ status: 'past_due', graceEndsAt: addDays(at, GRACE_DAYS), access: 'grace' });
    case 'customer.subscription.updated': {
      const period = subscriptionPeriod(o);
      return set({
        cancelAtPeriodEnd: o.cancel_at_period_end === true,
        ...(period.start && period.end
          ? { currentPeriodStart: period.start, currentPeriodEnd: period.end }
          : {}),
        stripeSubscriptionId: idOf(o.id) ?? row.stripeSubscriptionId,
      });
    }
    case 'customer.subscription.deleted':
      return set({
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: time(o.canceled_at) ?? at,
        access: 'paused',
      });
    default:
      return 'ignored';
  }
}

export function createStripeWebhook(ctx: BillingContext) {
  return async (raw: Buffer, signature: string | undefined): Promise<{ received: true; outcome: string }> => {
    const secret = ctx.deps.config.STRIPE_WEBHOOK_SECRET;
    if (!ctx.stripe || !secret) {
      throw new AppError(404, 'not_found', 'Stripe webhooks are not configured on this server');
    }
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = ctx.stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw new ValidationError(
        'The Stripe signature does not match this payload.',
        undefined,
        'bad_signature',
      );
    }
    const at = new Date(event.created * 1000);
    const row = await teamOf(ctx, event);
    const fresh = await repo.recordStripeEvent(ctx.deps.db, {
      id: event.id,
      type: event.type,
      teamId: row?.teamId ?? null,
      eventAt: at,
      outcome: 'processing',
    });
    if (!fresh) return { received: true, outcome: 'duplicate' };
    try {
      const outcome = row ? await apply(ctx, event, row, at) : 'ignored';
      await repo.setStripeOutcome(ctx.deps.db, event.id, outcome, row?.teamId ?? null);
      return { received: true, outcome };
    } catch (err) {
      // Not applied: forget the id so that Stripe's retry applies it.
      await repo.deleteStripeEvent(ctx.deps.db, event.id);
      throw err;
    }
  };
}
