import { GRACE_DAYS, type PaidPlanId, PLANS, TRIAL_REMINDER_DAYS } from '@sdp/shared';
import type { SubscriptionRow } from '../../db/schema/index';
import { trialEndedMail, trialReminderMail } from '../mail/index';
import { type BillingContext, isPaid, pushChange } from './billing.context';
import * as repo from './billing.repository';
import { accessOf, addDays, addMonth, DAY_MS } from './billing.rules';

// The subscription's clock (docs/billing.md#lifecycle): trial reminders, the trial's end, unpaid
// invoices, ended periods, and activation when a payment arrives. Every move is a conditional UPDATE
// (only from the state it was read in), so several processes sweeping at once move a row once.

/** Invoices issued by hand are due this many days after issue; unpaid by then: past_due. */
export const INVOICE_DUE_DAYS = 14;

const billingLink = (ctx: BillingContext) => `${ctx.deps.config.PUBLIC_URL}/settings/billing`;

async function mailOwners(
  ctx: BillingContext,
  teamId: string,
  make: (to: string, teamName: string) => Parameters<BillingContext['deps']['mailer']['sendMail']>[0],
) {
  const [people, name] = await Promise.all([
    repo.teamPeople(ctx.deps.db, teamId),
    repo.teamName(ctx.deps.db, teamId),
  ]);
  for (const p of people.filter((x) => x.role === 'owner')) {
    await ctx.deps.mailer.sendMail(make(p.email, name ?? 'your team'));
  }
}

/**
 * Starts a month of `planId` now, paid by hand: the plan is active at once and an open invoice is
 * issued, due in INVOICE_DUE_DAYS. Answers the row and the invoice's id.
 */
export async function startManualPeriod(
  ctx: BillingContext,
  teamId: string,
  planId: PaidPlanId,
  guard?: Parameters<typeof repo.update>[3],
): Promise<{ row: SubscriptionRow; invoiceId: string | null } | null> {
  const now = ctx.now();
  const end = addMonth(now);
  const row = await repo.update(
    ctx.deps.db,
    teamId,
    {
      planId,
      status: 'active',
      provider: 'manual',
      currentPeriodStart: now,
      currentPeriodEnd: end,
      graceEndsAt: null,
      pendingPlanId: null,
      cancelAtPeriodEnd: false,
      cancelReason: null,
      canceledAt: null,
      access: 'full',
    },
    guard,
  );
  if (!row) return null;
  const invoiceId = await issuePeriodInvoice(ctx, row, now, end);
  return { row: invoiceId.row, invoiceId: invoiceId.id };
}

/** The invoice of one period of the row's plan, less the credit carried from a downgrade. */
async function issuePeriodInvoice(
  ctx: BillingContext,
  row: SubscriptionRow,
  start: Date,
  end: Date,
): Promise<{ row: SubscriptionRow; id: string | null }> {
  if (!ctx.invoices) {
    ctx.deps.log.warn({ teamId: row.teamId }, 'billing: no invoices service, the period is not invoiced');
    return { row, id: null };
  }
  const plan = PLANS[row.planId];
  const lines = [
    {
      description: `${plan.name} plan, ${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`,
      quantity: 1,
      unitCents: plan.priceCents,
    },
  ];
  const credit = Math.min(row.creditCents, plan.priceCents);
  if (credit > 0) lines.push({ description: 'Credit for unused time', quantity: 1, unitCents: -credit });
  const invoice = await ctx.invoices.issue({
    teamId: row.teamId,
    planId: row.planId,
    lines,
    periodStart: start,
    periodEnd: end,
    provider: 'manual',
    status: 'open',
    dueAt: addDays(start, INVOICE_DUE_DAYS),
  });
  const after =
    credit > 0
      ? ((await repo.update(ctx.deps.db, row.teamId, { creditCents: row.creditCents - credit })) ?? row)
      : row;
  return { row: after, id: invoice.id };
}

/**
 * An invoice was paid (by hand, or through Stripe): the plan it was for is active, for its period
 * when it names one; a past_due or expired team is back to full access.
 */
export async function onInvoicePaid(
  ctx: BillingContext,
  paid: { teamId: string; planId: string | null; periodStart: Date | null; periodEnd: Date | null },
): Promise<void> {
  const row = await repo.getOrCreate(ctx.deps.db, paid.teamId);
  if (!row) return;
  const planId = isPaid(paid.planId) ? paid.planId : isPaid(row.planId) ? row.planId : null;
  if (!planId) return;
  const extends_ = paid.periodEnd && (!row.currentPeriodEnd || paid.periodEnd > row.currentPeriodEnd);
  const unchanged =
    row.status === 'active' && row.planId === planId && !extends_ && !row.graceEndsAt && !row.pendingPlanId;
  if (unchanged) return;
  const updated = await repo.update(ctx.deps.db, row.teamId, {
    planId,
    status: 'active',
    graceEndsAt: null,
    pendingPlanId: null,
    access: 'full',
    ...(extends_
      ? { currentPeriodStart: paid.periodStart ?? row.currentPeriodEnd, currentPeriodEnd: paid.periodEnd }
      : {}),
  });
  if (updated) pushChange(ctx, updated);
}

/** One pass over the rows that may move; answers how many moved. */
export async function sweep(ctx: BillingContext): Promise<number> {
  const { db } = ctx.deps;
  await repo.createMissing(db);
  const now = ctx.now();
  let moved = 0;
  for (const row of await repo.sweepCandidates(db, now)) {
    try {
      if (await sweepOne(ctx, row, now)) moved++;
    } catch (err) {
      ctx.deps.log.error({ err, teamId: row.teamId }, 'billing sweep failed for a team');
    }
  }
  return moved;
}

async function sweepOne(ctx: BillingContext, row: SubscriptionRow, now: Date): Promise<boolean> {
  const { db } = ctx.deps;
  const g = repo.guards;
  if (row.status === 'trialing' && row.trialEndsAt) {
    const end = row.trialEndsAt;
    if (end > now) {
      const left = end.getTime() - now.getTime();
      // The nearest reminder due (3 days, then 1 day); one that was missed is not sent late.
      const due = [...TRIAL_REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d * DAY_MS);
      if (due === undefined || row.remindersSent.includes(due)) return false;
      const marked = await repo.update(
        db,
        row.teamId,
        {
          remindersSent: [...new Set([...row.remindersSent, ...TRIAL_REMINDER_DAYS.filter((d) => d >= due)])],
        },
        g.reminderNotSent(due),
      );
      if (!marked) return false;
      const days = Math.max(1, Math.ceil(left / DAY_MS));
      await mailOwners(ctx, row.teamId, (to, team) =>
        trialReminderMail(to, team, days, end, billingLink(ctx)),
      );
      return true;
    }
    const graceEndsAt = addDays(end, GRACE_DAYS);
    const next = { ...row, status: 'expired' as const, graceEndsAt };
    const expired = await repo.update(
      db,
      row.teamId,
      { status: 'expired', graceEndsAt, access: accessOf(next, now) },
      g.status('trialing'),
    );
    if (!expired) return false;
    pushChange(ctx, expired);
    await mailOwners(ctx, row.teamId, (to, team) => trialEndedMail(to, team, graceEndsAt, billingLink(ctx)));
    return true;
  }
  if (row.status === 'active') return sweepActive(ctx, row, now);
  // expired, past_due: the grace week ends.
  const access = accessOf(row, now);
  if (access === row.access) return false;
  const changed = await repo.update(db, row.teamId, { access }, g.access(row.access));
  if (changed) pushChange(ctx, changed);
  return !!changed;
}

async function sweepActive(ctx: BillingContext, row: SubscriptionRow, now: Date): Promise<boolean> {
  const { db } = ctx.deps;
  const g = repo.guards;
  const periodOver = !!row.currentPeriodEnd && row.currentPeriodEnd <= now;
  if (periodOver && row.cancelAtPeriodEnd) {
    const canceled = await repo.update(
      db,
      row.teamId,
      { status: 'canceled', cancelAtPeriodEnd: false, canceledAt: row.canceledAt ?? now, access: 'paused' },
      g.status('active'),
    );
    if (canceled) pushChange(ctx, canceled);
    return !!canceled;
  }
  if (row.provider !== 'manual') return false; // Stripe renews or fails through its webhook
  if ((await repo.overdueInvoices(db, row.teamId, now)) > 0) {
    const pastDue = await repo.update(
      db,
      row.teamId,
      { status: 'past_due', graceEndsAt: addDays(now, GRACE_DAYS), access: 'grace' },
      g.status('active'),
    );
    if (pastDue) pushChange(ctx, pastDue);
    return !!pastDue;
  }
  if (!periodOver || !row.currentPeriodEnd) return false;
  // A manual period ended: the next one starts, with its open invoice.
  const start = row.currentPeriodEnd;
  const renewed = await repo.update(
    db,
    row.teamId,
    { currentPeriodStart: start, currentPeriodEnd: addMonth(start) },
    repo.guards.periodEnd(start),
  );
  if (!renewed?.currentPeriodEnd) return false;
  await issuePeriodInvoice(ctx, renewed, start, renewed.currentPeriodEnd);
  pushChange(ctx, renewed);
  return true;
}
