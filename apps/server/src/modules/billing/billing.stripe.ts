import { type PaidPlanId, PLANS } from '@sdp/shared';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/env';

// The Stripe calls billing makes (docs/billing.md#stripe), through the official client. STRIPE_API_URL
// points it at another address (a local stand-in in tests) as host, port and protocol.

export type StripeClient = Stripe;

export function stripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

/** Checkout for a plan's monthly subscription; the webhook activates it (client_reference_id = team). */
export async function createCheckout(
  stripe: Stripe,
  input: {
    teamId: string;
    planId: PaidPlanId;
    customerId: string | null;
    email: string | null;
    returnUrl: string;
  },
): Promise<string> {
  const plan = PLANS[input.planId];
  const metadata = { team_id: input.teamId, plan_id: input.planId };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    client_reference_id: input.teamId,
    metadata,
    subscription_data: { metadata },
    ...(input.customerId
      ? { customer: input.customerId }
      : input.email
        ? { customer_email: input.email }
        : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: plan.priceCents,
          recurring: { interval: 'month' },
          product_data: { name: `SEO Domination Platform ${plan.name}` },
        },
      },
    ],
    success_url: `${input.returnUrl}?checkout=success`,
    cancel_url: `${input.returnUrl}?checkout=canceled`,
  });
  if (!session.url) throw new Error('Stripe answered a Checkout session without a URL');
  return session.url;
}

export async function portalUrl(stripe: Stripe, customerId: string, returnUrl: string): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}

export async function setCancelAtPeriodEnd(stripe: Stripe, subscriptionId: string, cancel: boolean) {
  await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
}

/** Moves a Stripe subscription to another plan's price; Stripe prorates the rest of the period. */
export async function changePlan(stripe: Stripe, subscriptionId: string, planId: PaidPlanId) {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
  const plan = PLANS[planId];
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  await stripe.subscriptions.update(subscriptionId, {
    proration_behavior: 'create_prorations',
    metadata: { plan_id: planId },
    items: [
      {
        id: item.id,
        price_data: {
          currency: 'usd',
          unit_amount: plan.priceCents,
          recurring: { interval: 'month' },
          product,
        },
      },
    ],
  });
}
