import {
  BILLING_PAUSED_MESSAGE,
  BILLING_PAUSED_UNPAID_MESSAGE,
  type BillingAccess,
  GRACE_DAYS,
  type PaidPlanId,
  PLANS,
  type PlanId,
  type Proration,
  TRIAL_DAYS,
} from '@sdp/shared';
import type { SubscriptionRow } from '../../db/schema/index';

// The subscription's rules as pure functions of its row and the time (docs/billing.md#lifecycle):
// what access a team has, how many trial days are left, and what a plan change costs.

export const DAY_MS = 86_400_000;
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
/** A paid period: one calendar month from its start. */
export function addMonth(at: Date): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export const trialEndOf = (teamCreatedAt: Date) => addDays(teamCreatedAt, TRIAL_DAYS);

type Row = Pick<
  SubscriptionRow,
  'status' | 'trialEndsAt' | 'graceEndsAt' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'planId'
>;

/** When new work pauses for a row whose trial or payment ended (null: it does not). */
export function graceEndOf(row: Row): Date | null {
  if (row.status === 'expired' || row.status === 'past_due') {
    if (row.graceEndsAt) return row.graceEndsAt;
  }
  if (row.status === 'trialing' && row.trialEndsAt) return addDays(row.trialEndsAt, GRACE_DAYS);
  return row.graceEndsAt;
}

/** The state the row is in at `now`, before the sweep has written it (a trial that ran out is expired). */
export function effectiveStatus(row: Row, now: Date): SubscriptionRow['status'] {
  if (row.status === 'trialing' && row.trialEndsAt && row.trialEndsAt <= now) return 'expired';
  if (row.status === 'active' && row.cancelAtPeriodEnd && row.currentPeriodEnd && row.currentPeriodEnd <= now)
    return 'canceled';
  return row.status;
}

/** full: work as usual; grace: the trial or payment ended, work goes on until the grace end; paused. */
export function accessOf(row: Row, now: Date): BillingAccess {
  const status = effectiveStatus(row, now);
  if (status === 'trialing' || status === 'active') return 'full';
  if (status === 'canceled') return 'paused';
  const graceEnd = graceEndOf(row);
  return graceEnd && now < graceEnd ? 'grace' : 'paused';
}

export const pausedMessage = (row: Row) =>
  row.planId === 'trial' ? BILLING_PAUSED_MESSAGE : BILLING_PAUSED_UNPAID_MESSAGE;

/** Whole days left in the trial, rounded up (0 on its last moments), null outside it. */
export function trialDaysLeft(row: Row, now: Date): number | null {
  if (row.status !== 'trialing' || !row.trialEndsAt) return null;
  return Math.max(0, Math.ceil((row.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

const usd = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * A change between paid plans inside a period: the unused days of the old plan are credited, the
 * new plan is charged for the same days, both pro rata by whole days left (rounded up).
 */
export function proration(
  from: PlanId,
  to: PaidPlanId,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): Proration {
  const daysInPeriod = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const daysLeft = Math.min(
    daysInPeriod,
    Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS)),
  );
  const share = (cents: number) => Math.round((cents * daysLeft) / daysInPeriod);
  const creditCents = share(PLANS[from].priceCents);
  const chargeCents = share(PLANS[to].priceCents);
  const netCents = chargeCents - creditCents;
  const left = `${days(daysLeft)} of ${days(daysInPeriod)} are left in this period`;
  const credit = `unused time on ${PLANS[from].name} is worth ${usd(creditCents)}`;
  const charge = `${PLANS[to].name} for those days costs ${usd(chargeCents)}`;
  const net =
    netCents > 0
      ? `you pay ${usd(netCents)} now`
      : netCents < 0
        ? `${usd(netCents)} is credited to your next invoice`
        : 'nothing is charged now';
  const explanation = `${left}: ${credit}; ${charge}; so ${net}. From the next period ${PLANS[to].name} costs ${usd(PLANS[to].priceCents)} a month.`;
  return { explanation, daysLeft, daysInPeriod, creditCents, chargeCents, netCents };
}
