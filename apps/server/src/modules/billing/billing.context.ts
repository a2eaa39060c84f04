import type { PaidPlanId, PlanId } from '@sdp/shared';
import type { SubscriptionRow } from '../../db/schema/index';
import type { ServiceDeps } from '../../lib/deps';
import type { Meter } from '../metering/index';
import type { StripeClient } from './billing.stripe';

// What the billing files share: the dependencies, the clock, Stripe (or null) and the invoices port.

/** The invoices module's service, as far as billing uses it. */
export interface InvoicesPort {
  issue(input: {
    teamId: string;
    planId: PlanId | null;
    lines: { description: string; quantity: number; unitCents: number }[];
    periodStart?: Date | null;
    periodEnd?: Date | null;
    provider: 'manual' | 'stripe';
    status?: 'open' | 'paid';
    paymentRef?: string | null;
    dueAt?: Date | null;
  }): Promise<{ id: string }>;
  findByPaymentRef(teamId: string, ref: string): Promise<{ id: string } | undefined>;
}

/** The realtime hub, as far as billing uses it. */
export interface SubscriptionPusher {
  toTeam(
    teamId: string,
    event: 'user:subscription',
    payload: { plan: string; status: string; access: string },
  ): void;
}

export interface BillingContext {
  deps: Pick<ServiceDeps, 'db' | 'config' | 'log' | 'events' | 'mailer'>;
  now: () => Date;
  /** BILLING on. */
  enabled: boolean;
  stripe: StripeClient | null;
  invoices: InvoicesPort | null;
  realtime: SubscriptionPusher;
  /** LLM spend this month, from the meter. */
  meter: Pick<Meter, 'llmSpendSince'>;
}

/** Tells every member of the team that the subscription changed. */
export function pushChange(ctx: BillingContext, row: SubscriptionRow): void {
  ctx.realtime.toTeam(row.teamId, 'user:subscription', {
    plan: row.planId,
    status: row.status,
    access: row.access,
  });
}

export const isPaid = (planId: string | null | undefined): planId is PaidPlanId =>
  planId === 'starter' || planId === 'pro' || planId === 'agency';
