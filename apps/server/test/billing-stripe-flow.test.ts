import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

// The whole Stripe path against the local stand-in (docs/billing.md#stripe): Checkout for the first
// payment, its signed webhooks delivered to the app, then the customer portal, a plan change on the
// Stripe subscription (proration by Stripe, explained by us) and a cancel at the period's end.

const key = 'sk_test_flow';
const webhookSecret = 'whsec_test_flow';
let t: TestApp;
let stand: StripeStandIn;
let relay: Server;

beforeAll(async () => {
  stand = await startStripeStandIn({ secretKey: key, webhookSecret });
  t = await createTestApp({
    BILLING: 'on',
    STRIPE_SECRET_KEY: key,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stand.url,
  });
  // The stand-in posts its webhooks over HTTP; this hands each one to the app as it came.
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        payload: Buffer.concat(chunks),
        headers: {
          'content-type': 'application/json',
          'stripe-signature': String(req.headers['stripe-signature'] ?? ''),
        },
      });
      res.writeHead(out.statusCode, { 'content-type': 'application/json' }).end(out.body);
    });
  });
  await new Promise<void>((ok) => relay.listen(0, '127.0.0.1', ok));
  stand.setWebhookUrl(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/`);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stand?.close();
  await new Promise((ok) => relay?.close(ok));
});

describe('Stripe through the stand-in', () => {
  it('checkout, portal, a plan change and a cancel act on the Stripe subscription', async () => {
    const r = await registerVerified(t.app);
    const token = r.tokens.accessToken as string;
    const [m] = await sqlRows(t.app, `select team_id from team_members where user_id = '${r.user.id}'`);

    const chosen = await post(t.app, '/api/user/subscription/update', { planId: 'pro' }, token);
    expect(chosen.status).toBe(200);
    const checkoutUrl: string = chosen.body.data.checkoutUrl;
    expect(checkoutUrl.startsWith(`${stand.url}/checkout/`)).toBe(true);
    expect(chosen.body.data.subscription.plan.id).toBe('trial'); // pending until paid
    const sessionId = checkoutUrl.split('/').pop() as string;
    const { subscription } = await stand.pay(sessionId);
    expect(stand.sentEvents.map((e) => [e.event.type, e.status])).toEqual([
      ['checkout.session.completed', 200],
      ['invoice.paid', 200],
    ]);
    let s = (await get(t.app, '/api/user/subscription', token)).body.data;
    expect([s.plan.id, s.status, s.provider]).toEqual(['pro', 'active', 'stripe']);
    const invoices = (await get(t.app, '/api/user/invoices', token)).body.data.invoices;
    expect(invoices).toHaveLength(1);
    expect([invoices[0].status, invoices[0].provider, invoices[0].totalCents]).toEqual([
      'paid',
      'stripe',
      7900,
    ]);

    // The customer portal for cards: a session of the team's Stripe customer.
    const portal = await post(t.app, '/api/user/billing/portal', {}, token);
    expect(portal.status).toBe(200);
    expect(portal.body.data.url.startsWith(`${stand.url}/portal/`)).toBe(true);
    const portalReq = stand.requests.find((q) => q.path === '/v1/billing_portal/sessions');
    const [row] = await sqlRows(t.app, `select * from subscriptions where team_id = '${m.team_id}'`);
    expect(portalReq?.body.customer).toBe(row.stripe_customer_id);

    // A plan change updates the Stripe subscription; the answer explains the proration.
    const changed = await post(t.app, '/api/user/subscription/update', { planId: 'agency' }, token);
    expect(changed.status).toBe(200);
    expect(changed.body.data.checkoutUrl).toBeNull();
    expect(changed.body.data.proration.explanation.length).toBeGreaterThan(20);
    const update = stand.requests.filter(
      (q) => q.method === 'POST' && q.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update.length).toBeGreaterThan(0);
    s = (await get(t.app, '/api/user/subscription', token)).body.data;
    expect(s.plan.id).toBe('agency');

    // Cancel at the period's end, on Stripe too; reactivate undoes it there.
    const canceled = await post(
      t.app,
      '/api/user/subscription/cancel',
      { reason: 'Too many sites to run' },
      token,
    );
    expect(canceled.status).toBe(200);
    expect(stand.subscriptions.get(subscription.id as string)?.cancel_at_period_end).toBe(true);
    expect(canceled.body.data.cancelAtPeriodEnd).toBe(true);
    const back = await post(t.app, '/api/user/subscription/reactivate', {}, token);
    expect(back.status).toBe(200);
    expect(stand.subscriptions.get(subscription.id as string)?.cancel_at_period_end).toBe(false);
    // Every webhook the stand-in sent was accepted.
    expect(stand.sentEvents.every((e) => e.status === 200)).toBe(true);
  });
});
