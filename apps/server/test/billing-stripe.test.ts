import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, registerVerified, sqlRows, type TestApp } from './helpers';

// Stripe's webhook (modules/billing/billing.webhook.ts, docs/billing.md#stripe): signed over the raw
// body (a bad signature is a 400), each event applied once by its id, an event older than the newest
// applied one recorded as ignored; checkout completes -> active, a failed payment -> past_due.

const secret = 'whsec_test_billing_secret';
let t: TestApp;
const stripe = new Stripe('sk_test_billing');

beforeAll(async () => {
  t = await createTestApp({
    BILLING: 'on',
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  await registerVerified(t.app);
}, 60_000);
afterAll(async () => t?.close());

let n = 0;
function event(type: string, object: Record<string, unknown>, created: number) {
  return { id: `evt_test_${Date.now()}_${n++}`, object: 'event', type, created, data: { object } };
}
function send(body: object, signature?: string) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}
async function owner() {
  const r = await registerVerified(t.app);
  const [m] = await sqlRows(t.app, `select team_id from team_members where user_id = '${r.user.id}'`);
  return { token: r.tokens.accessToken as string, teamId: m.team_id as string };
}
const row = async (teamId: string) =>
  (await sqlRows(t.app, `select * from subscriptions where team_id = '${teamId}'`))[0];
const now = () => Math.floor(Date.now() / 1000);

describe('the Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const o = await owner();
    const e = event(
      'checkout.session.completed',
      { client_reference_id: o.teamId, metadata: { plan_id: 'pro' } },
      now(),
    );
    const bad = await send(e, 't=1,v1=deadbeef');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('bad_signature');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/billing/stripe/webhook', payload: e });
    expect(unsigned.statusCode).toBe(400);
    expect((await sqlRows(t.app, `select id from stripe_events where id = '${e.id}'`)).length).toBe(0);
  });

  it('activates a completed checkout once; a duplicate delivery does nothing', async () => {
    const o = await owner();
    const e = event(
      'checkout.session.completed',
      {
        id: 'cs_1',
        client_reference_id: o.teamId,
        metadata: { team_id: o.teamId, plan_id: 'pro' },
        customer: 'cus_1',
        subscription: 'sub_1',
      },
      now(),
    );
    const first = await send(e);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('applied');
    expect(await row(o.teamId)).toMatchObject({
      plan_id: 'pro',
      status: 'active',
      provider: 'stripe',
      stripe_customer_id: 'cus_1',
      stripe_subscription_id: 'sub_1',
    });
    // Changed by hand in between: a duplicate must not apply again.
    await sqlRows(t.app, `update subscriptions set plan_id = 'starter' where team_id = '${o.teamId}'`);
    const again = await send(e);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect((await row(o.teamId)).plan_id).toBe('starter');
    const stored = await sqlRows(t.app, `select outcome from stripe_events where id = '${e.id}'`);
    expect(stored).toEqual([{ outcome: 'applied' }]);
    const view = await get(t.app, '/api/user/subscription', o.token);
    expect(view.body.data).toMatchObject({
      status: 'active',
      access: 'full',
      provider: 'stripe',
      paymentsEnabled: true,
    });
  });

  it('puts a failed payment past due with a grace week, and ignores an older event arriving late', async () => {
    const o = await owner();
    const at = now();
    await send(
      event(
        'checkout.session.completed',
        {
          client_reference_id: o.teamId,
          metadata: { plan_id: 'starter' },
          customer: 'cus_2',
          subscription: 'sub_2',
        },
        at - 100,
      ),
    );
    const failed = await send(
      event('invoice.payment_failed', { id: 'in_2', customer: 'cus_2', subscription: 'sub_2' }, at),
    );
    expect(failed.json().outcome).toBe('applied');
    const r = await row(o.teamId);
    expect(r).toMatchObject({ status: 'past_due', access: 'grace' });
    expect(new Date(r.grace_ends_at).getTime()).toBe((at + 7 * 86_400) * 1000);
    const view = await get(t.app, '/api/user/subscription', o.token);
    expect(view.body.data).toMatchObject({ status: 'past_due', access: 'grace' });
    // A deletion created before the failure, delivered after it: recorded, not applied.
    const late = event(
      'customer.subscription.deleted',
      { id: 'sub_2', customer: 'cus_2', metadata: { team_id: o.teamId } },
      at - 50,
    );
    const res = await send(late);
    expect(res.json().outcome).toBe('ignored');
    expect((await row(o.teamId)).status).toBe('past_due');
    expect(
      await sqlRows(t.app, `select outcome, team_id from stripe_events where id = '${late.id}'`),
    ).toEqual([{ outcome: 'ignored', team_id: o.teamId }]);
    // A newer deletion applies.
    const deleted = await send(
      event('customer.subscription.deleted', { id: 'sub_2', customer: 'cus_2' }, at + 10),
    );
    expect(deleted.json().outcome).toBe('applied');
    expect(await row(o.teamId)).toMatchObject({ status: 'canceled', access: 'paused' });
  });

  it('records an event for no known team as ignored', async () => {
    const res = await send(event('invoice.payment_failed', { id: 'in_x', customer: 'cus_unknown' }, now()));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });
});
