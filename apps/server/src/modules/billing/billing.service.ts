import {
  type BillingDetails,
  PAID_PLAN_IDS,
  type PaidPlanId,
  PLAN_LIMIT_KEYS,
  PLAN_LIMIT_LABELS,
  PLANS,
  type PlanLimitKey,
  type PlanLimits,
  type Subscription,
  type SubscriptionChange,
} from '@sdp/shared';
import type { SubscriptionRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { assertWithinPlan, BillingPausedError } from '../../lib/plan-limits';
import { allow, authorize } from '../../policies/index';
import { type BillingContext, isPaid, pushChange } from './billing.context';
import { startManualPeriod } from './billing.lifecycle';
import * as repo from './billing.repository';
import {
  accessOf,
  effectiveStatus,
  graceEndOf,
  pausedMessage,
  proration,
  trialDaysLeft,
} from './billing.rules';
import * as stripeApi from './billing.stripe';

// The team's subscription (docs/billing.md): what it is and allows, changing, canceling and
// reactivating it, and the checks other modules make before new work (plan limits, paused access).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(ctx: BillingContext) {
  const { db } = ctx.deps;

  async function rowOf(teamId: string): Promise<SubscriptionRow> {
    const row = await repo.getOrCreate(db, teamId);
    if (!row) throw new NotFoundError('Team');
    return row;
  }

  async function usageOf(teamId: string): Promise<Record<PlanLimitKey, number>> {
    const month = ctx.now();
    const since = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
    const [liveSites, teamSeats, rankKeywords, llm] = await Promise.all([
      repo.liveSites(db, teamId),
      repo.members(db, teamId),
      repo.rankKeywords(db, teamId),
      ctx.meter.llmSpendSince(teamId, since),
    ]);
    // dominator pages are per site: checked at each build, not a team total.
    return {
      liveSites,
      dominatorPages: 0,
      teamSeats,
      rankKeywords,
      llmUsdPerMonth: Math.round(llm * 100) / 100,
    };
  }

  async function present(actor: Actor, row: SubscriptionRow): Promise<Subscription> {
    const now = ctx.now();
    const usage = await usageOf(row.teamId);
    const plan = PLANS[row.planId];
    const access = ctx.enabled ? accessOf(row, now) : 'full';
    const status = effectiveStatus(row, now);
    return {
      billingEnabled: ctx.enabled,
      paymentsEnabled: !!ctx.stripe,
      teamId: row.teamId,
      plan,
      status,
      access,
      provider: row.provider,
      trialEndsAt: iso(row.trialEndsAt),
      trialDaysLeft: trialDaysLeft(row, now),
      graceEndsAt: access === 'full' ? null : iso(graceEndOf(row)),
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      cancelReason: row.cancelReason,
      canceledAt: iso(row.canceledAt),
      canManage: allow(actor, 'manage-billing', { type: 'team', teamId: row.teamId }),
      usage: PLAN_LIMIT_KEYS.map((key) => ({
        key,
        label: PLAN_LIMIT_LABELS[key],
        used: key === 'dominatorPages' ? null : usage[key],
        limit: ctx.enabled ? plan.limits[key] : null,
      })),
      plans: Object.values(PLANS),
    };
  }

  function audit(actor: Actor, kind: string, summary: string) {
    emitAudit(ctx.deps, { kind, teamId: actor.teamId, userId: actor.userId, summary });
  }

  function manage(actor: Actor) {
    authorize(actor, 'manage-billing', { type: 'team', teamId: actor.teamId });
    if (!ctx.enabled)
      throw new ConflictError(
        'Billing is turned off on this server: every account is unlimited.',
        'billing_off',
      );
  }

  async function ownerEmail(teamId: string): Promise<string | null> {
    const details = await repo.details(db, teamId);
    if (details?.email) return details.email;
    const people = await repo.teamPeople(db, teamId);
    return people.find((p) => p.role === 'owner')?.email ?? null;
  }

  const returnUrl = () => `${ctx.deps.config.PUBLIC_URL}/settings/billing`;

  return {
    /** The plan's numbers for the limits module; null under BILLING=off (no plan limits). */
    async planOf(teamId: string): Promise<{ planId: SubscriptionRow['planId']; limits: PlanLimits } | null> {
      if (!ctx.enabled) return null;
      const row = await rowOf(teamId);
      return { planId: row.planId, limits: PLANS[row.planId].limits };
    },

    /**
     * 403 plan_limit when `adding` more of `key` goes over the plan (used: counted here unless
     * given: live sites, seats, keywords; the caller's figure for dominator pages and LLM spend).
     */
    async assertPlan(teamId: string, key: PlanLimitKey, adding: number, used?: number): Promise<void> {
      if (!ctx.enabled) return;
      const row = await rowOf(teamId);
      if (PLANS[row.planId].limits[key] === null) return;
      const have = used ?? (await usageOf(teamId))[key];
      assertWithinPlan(row.planId, key, have, adding);
    },

    /** 402 billing_paused after the grace week of an ended trial or an unpaid period. */
    async assertCanWork(teamId: string): Promise<void> {
      if (!ctx.enabled) return;
      const row = await rowOf(teamId);
      if (accessOf(row, ctx.now()) === 'paused') throw new BillingPausedError(pausedMessage(row));
    },

    async view(actor: Actor): Promise<Subscription> {
      return present(actor, await rowOf(actor.teamId));
    },

    /** Choose or change a paid plan (docs/billing.md#changing-plans). */
    async update(actor: Actor, planId: PaidPlanId): Promise<SubscriptionChange> {
      manage(actor);
      const row = await rowOf(actor.teamId);
      const now = ctx.now();
      const status = effectiveStatus(row, now);
      const name = PLANS[planId].name;
      const inPeriod =
        status === 'active' && isPaid(row.planId) && row.currentPeriodStart && row.currentPeriodEnd;
      if (inPeriod && row.planId === planId) {
        throw new ConflictError(`You are already on the ${name} plan.`, 'same_plan');
      }
      if (inPeriod && row.currentPeriodStart && row.currentPeriodEnd) {
        const p = proration(row.planId, planId, row.currentPeriodStart, row.currentPeriodEnd, now);
        let invoiceId: string | null = null;
        if (row.provider === 'stripe' && ctx.stripe && row.stripeSubscriptionId) {
          await stripeApi.changePlan(ctx.stripe, row.stripeSubscriptionId, planId);
        } else if (p.netCents > 0 && ctx.invoices) {
          const invoice = await ctx.invoices.issue({
            teamId: row.teamId,
            planId,
            lines: [
              {
                description: `Change from ${PLANS[row.planId].name} to ${name}: ${p.daysLeft} of ${p.daysInPeriod} days (${name} less unused ${PLANS[row.planId].name})`,
                quantity: 1,
                unitCents: p.netCents,
              },
            ],
            periodStart: now,
            periodEnd: row.currentPeriodEnd,
            provider: 'manual',
            status: 'open',
            dueAt: new Date(now.getTime() + 14 * 86_400_000),
          });
          invoiceId = invoice.id;
        }
        const credit = row.provider === 'stripe' ? 0 : Math.max(0, -p.netCents);
        const updated = await repo.update(db, row.teamId, {
          planId,
          pendingPlanId: null,
          creditCents: row.creditCents + credit,
        });
        if (!updated) throw new NotFoundError('Team');
        pushChange(ctx, updated);
        audit(actor, 'billing.plan_changed', `Changed the plan from ${PLANS[row.planId].name} to ${name}`);
        return { subscription: await present(actor, updated), proration: p, checkoutUrl: null, invoiceId };
      }
      // From the trial, an ended trial, a canceled or unpaid plan: a new period.
      if (ctx.stripe) {
        const checkoutUrl = await stripeApi.createCheckout(ctx.stripe, {
          teamId: row.teamId,
          planId,
          customerId: row.stripeCustomerId,
          email: await ownerEmail(row.teamId),
          returnUrl: returnUrl(),
        });
        const updated = (await repo.update(db, row.teamId, { pendingPlanId: planId })) ?? row;
        pushChange(ctx, updated);
        audit(actor, 'billing.checkout_started', `Started the payment of the ${name} plan`);
        return { subscription: await present(actor, updated), proration: null, checkoutUrl, invoiceId: null };
      }
      const started = await startManualPeriod(ctx, row.teamId, planId);
      if (!started) throw new NotFoundError('Team');
      pushChange(ctx, started.row);
      audit(actor, 'billing.plan_chosen', `Chose the ${name} plan (an invoice was issued)`);
      return {
        subscription: await present(actor, started.row),
        proration: null,
        checkoutUrl: null,
        invoiceId: started.invoiceId,
      };
    },

    /** Cancel at the end of the paid period, with the reason. */
    async cancel(actor: Actor, reason: string): Promise<Subscription> {
      manage(actor);
      const row = await rowOf(actor.teamId);
      if (effectiveStatus(row, ctx.now()) !== 'active') {
        throw new ConflictError(
          'Only an active paid plan can be canceled; a trial ends by itself.',
          'not_active',
        );
      }
      if (row.cancelAtPeriodEnd)
        throw new ConflictError(
          'Your plan is already canceled at the end of this period.',
          'already_canceled',
        );
      if (row.provider === 'stripe' && ctx.stripe && row.stripeSubscriptionId) {
        await stripeApi.setCancelAtPeriodEnd(ctx.stripe, row.stripeSubscriptionId, true);
      }
      const updated = await repo.update(db, row.teamId, {
        cancelAtPeriodEnd: true,
        cancelReason: reason,
        canceledAt: ctx.now(),
      });
      if (!updated) throw new NotFoundError('Team');
      pushChange(ctx, updated);
      audit(
        actor,
        'billing.canceled',
        `Canceled the ${PLANS[row.planId].name} plan at the end of the period`,
      );
      return present(actor, updated);
    },

    /** Undo a pending cancel; after a plan ended, start the previous plan again. */
    async reactivate(actor: Actor): Promise<Subscription> {
      manage(actor);
      const row = await rowOf(actor.teamId);
      const status = effectiveStatus(row, ctx.now());
      if (status === 'active' && row.cancelAtPeriodEnd) {
        if (row.provider === 'stripe' && ctx.stripe && row.stripeSubscriptionId) {
          await stripeApi.setCancelAtPeriodEnd(ctx.stripe, row.stripeSubscriptionId, false);
        }
        const updated = await repo.update(db, row.teamId, {
          cancelAtPeriodEnd: false,
          cancelReason: null,
          canceledAt: null,
        });
        if (!updated) throw new NotFoundError('Team');
        pushChange(ctx, updated);
        audit(
          actor,
          'billing.reactivated',
          `Kept the ${PLANS[row.planId].name} plan (the cancel was undone)`,
        );
        return present(actor, updated);
      }
      if ((status === 'canceled' || status === 'expired' || status === 'past_due') && isPaid(row.planId)) {
        const change = await this.update(actor, row.planId);
        return change.subscription;
      }
      throw new ConflictError(
        status === 'active' ? 'Your plan is not canceled.' : 'Choose a plan to continue.',
        'nothing_to_reactivate',
      );
    },

    async details(actor: Actor): Promise<BillingDetails> {
      const row = await repo.details(db, actor.teamId);
      return {
        name: row?.name ?? null,
        email: row?.email ?? null,
        addressLine1: row?.addressLine1 ?? null,
        addressLine2: row?.addressLine2 ?? null,
        city: row?.city ?? null,
        state: row?.state ?? null,
        postalCode: row?.postalCode ?? null,
        country: row?.country ?? null,
        taxId: row?.taxId ?? null,
      };
    },

    async saveDetails(actor: Actor, patch: Partial<BillingDetails>): Promise<BillingDetails> {
      authorize(actor, 'manage-billing', { type: 'team', teamId: actor.teamId });
      const clean = Object.fromEntries(
        Object.entries(patch)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, v === '' ? null : v]),
      );
      await repo.saveDetails(db, actor.teamId, clean);
      audit(actor, 'billing.details_updated', 'Updated the billing details');
      return this.details(actor);
    },

    /** The Stripe customer portal; 409 without Stripe or before the first payment. */
    async portal(actor: Actor): Promise<{ url: string }> {
      authorize(actor, 'manage-billing', { type: 'team', teamId: actor.teamId });
      if (!ctx.stripe) {
        throw new ConflictError(
          'Card payments are not configured on this server: invoices are paid by bank transfer.',
          'payments_off',
        );
      }
      const row = await rowOf(actor.teamId);
      if (!row.stripeCustomerId) {
        throw new ConflictError(
          'There is no card on file yet: choose a plan and pay with a card first.',
          'no_customer',
        );
      }
      return { url: await stripeApi.portalUrl(ctx.stripe, row.stripeCustomerId, returnUrl()) };
    },

    paidPlans: PAID_PLAN_IDS,
  };
}
