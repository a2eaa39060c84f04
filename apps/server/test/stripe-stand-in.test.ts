import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

// The Stripe stand-in answers the official `stripe` client as Stripe does, and its webhooks pass
// `stripe.webhooks.constructEvent` with the webhook secret (and fail with another one).

const SECRET_KEY = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_standin_secret';

let standIn: StripeStandIn;
let stripe: Stripe;
let hook: http.Server;
const received: { body: string; signature: string }[] = [];

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  standIn = await startStripeStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
  });
  stripe = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise<void>((r) => hook.close(() => r()));
});

/** The events received by the webhook, verified with the real client. */
const verified = (secret = WEBHOOK_SECRET) =>
  received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret));

describe('Stripe stand-in', () => {
  it('parses bracket-nested form bodies into objects and arrays', () => {
    expect(
      parseStripeForm(
        'mode=subscription&metadata%5Bteam_id%5D=t1&line_items[0][price_data][unit_amount]=2900&line_items[0][quantity]=1&line_items[1][price]=p&a=x+y',
      ),
    ).toEqual({
      mode: 'subscription',
      metadata: { team_id: 't1' },
      line_items: [{ price_data: { unit_amount: '2900' }, quantity: '1' }, { price: 'p' }],
      a: 'x y',
    });
  });

  it('refuses a wrong key with Stripe error JSON (the client raises StripeAuthenticationError)', async () => {
    const wrong = new Stripe('sk_test_wrong_key_123456', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
    const err = await wrong.customers.create({ email: 'a@b.c' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((err as Error).message).toMatch(/Invalid API Key/);
    const res = await fetch(`${standIn.url}/v1/customers`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('creates and reads customers; an unknown one is resource_missing', async () => {
    const c = await stripe.customers.create({
      email: 'owner@example.com',
      name: 'Acme',
      metadata: { team_id: 't1' },
    });
    expect(c).toMatchObject({ object: 'customer', email: 'owner@example.com', metadata: { team_id: 't1' } });
    expect(c.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(c.id)).id).toBe(c.id);
    const err = await stripe.customers.retrieve('cus_nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((err as Stripe.errors.StripeError).code).toBe('resource_missing');
  });

  it('runs Checkout to a paid subscription and sends signed webhooks in order', async () => {
    received.length = 0;
    const customer = await stripe.customers.create({ email: 'buyer@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'team-1',
      success_url: 'http://app.test/billing?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing',
      metadata: { team_id: 'team-1', plan_id: 'pro' },
      subscription_data: { metadata: { team_id: 'team-1', plan_id: 'pro' } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 7900,
            recurring: { interval: 'month' },
            product_data: { name: 'Pro' },
          },
        },
      ],
    });
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', amount_total: 7900 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).client_reference_id).toBe('team-1');

    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain('Pro');
    expect(page).toContain('$79.00');
    expect(page).toMatch(/<button[^>]*>Pay<\/button>/);

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/billing?session=${session.id}`);

    const events = verified();
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    expect(events[1].created).toBeGreaterThan(events[0].created);
    const completed = events[0].data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subId = completed.subscription as string;
    const invoice = events[1].data.object as unknown as Record<string, any>;
    expect(invoice).toMatchObject({
      object: 'invoice',
      amount_paid: 7900,
      currency: 'usd',
      subscription: subId,
      customer: customer.id,
      subscription_details: { metadata: { team_id: 'team-1', plan_id: 'pro' } },
    });
    expect(invoice.period_end - invoice.period_start).toBeGreaterThanOrEqual(28 * 86400);
    expect(invoice.lines.data[0].period).toEqual({ start: invoice.period_start, end: invoice.period_end });

    const sub = await stripe.subscriptions.retrieve(subId);
    expect(sub).toMatchObject({ status: 'active', metadata: { team_id: 'team-1', plan_id: 'pro' } });

    // Another secret does not verify.
    expect(() => verified('whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('renews, fails a payment, changes the plan, cancels at period end and deletes, each with its event', async () => {
    const customer = await stripe.customers.create({ email: 'c@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      success_url: 'http://app.test/ok',
      subscription_data: { metadata: { team_id: 'team-2', plan_id: 'starter' } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 2900,
            recurring: { interval: 'month' },
            product_data: { name: 'Starter' },
          },
        },
      ],
    });
    const { subscription, invoice: first } = await standIn.pay(session.id);
    received.length = 0;

    const second = await standIn.renew(subscription.id);
    expect(second.period_start).toBe(first.period_end);
    await standIn.failPayment(subscription.id);
    const item = (await stripe.subscriptions.retrieve(subscription.id)).items.data[0];
    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: 'usd',
            unit_amount: 7900,
            recurring: { interval: 'month' },
            product: 'prod_pro',
          },
        },
      ],
      proration_behavior: 'create_prorations',
      metadata: { plan_id: 'pro' },
    });
    expect(changed.items.data[0].price.unit_amount).toBe(7900);
    expect(changed.metadata).toEqual({ team_id: 'team-2', plan_id: 'pro' });
    expect(standIn.requests.at(-1)?.body.proration_behavior).toBe('create_prorations');
    expect(
      (await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }))
        .cancel_at_period_end,
    ).toBe(true);
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled');

    const events = verified();
    expect(events.map((e) => e.type)).toEqual([
      'invoice.paid',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(events[2].data.previous_attributes).toHaveProperty('items');
    expect(events[3].data.previous_attributes).toEqual({ cancel_at_period_end: false });
    for (let i = 1; i < events.length; i++) expect(events[i].created).toBeGreaterThan(events[i - 1].created);
  });

  it('sends any event, and replays one with the same id', async () => {
    received.length = 0;
    const event = await standIn.sendEvent('customer.updated', { id: 'cus_x', object: 'customer' });
    expect(await standIn.redeliver(event)).toBe(200);
    const [a, b] = verified();
    expect(a.id).toBe(event.id);
    expect(b.id).toBe(event.id);
  });

  it('opens a billing portal page with a Return link', async () => {
    const customer = await stripe.customers.create({ email: 'p@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/billing',
    });
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<a href="http://app.test/billing">Return</a>');
  });
});
