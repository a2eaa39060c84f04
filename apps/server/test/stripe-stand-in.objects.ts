import {
  arr,
  type FormObject,
  metadataOf,
  obj,
  plusMonth,
  str,
  stripeId,
  unix,
} from './stripe-stand-in.parts';

// The objects of the Stripe stand-in (stripe-stand-in.ts), shaped as Stripe's API answers them:
// prices, subscription items, invoices, customers and Checkout sessions, kept in one store.

/** A Stripe object, kept as the loose JSON it is. */
export type StripeObject = Record<string, any>;

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: StripeObject; previous_attributes?: StripeObject };
}

export interface Store {
  base: string;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  portals: Map<string, StripeObject>;
}

/** A price from `price_data` (Checkout's product_data or a subscription item's product), or a known price id. */
export function priceOf(store: Store, item: FormObject): StripeObject | string {
  const id = str(item.price);
  if (id) return store.prices.get(id) ?? `No such price: '${id}'`;
  const data = obj(item.price_data);
  const unitAmount = Number(str(data.unit_amount));
  const currency = str(data.currency);
  if (!currency || !Number.isInteger(unitAmount))
    return 'Missing required param: price_data[unit_amount] or [currency].';
  const price = {
    id: stripeId('price'),
    object: 'price',
    active: true,
    currency,
    unit_amount: unitAmount,
    type: data.recurring ? 'recurring' : 'one_time',
    recurring: data.recurring
      ? { interval: str(obj(data.recurring).interval) ?? 'month', interval_count: 1 }
      : null,
    product: str(data.product) ?? stripeId('prod'),
    nickname: str(obj(data.product_data).name) ?? str(data.product) ?? null,
  };
  store.prices.set(price.id, price);
  return price;
}

export function subscriptionItem(price: StripeObject, quantity: number, start: number, end: number) {
  return {
    id: stripeId('si'),
    object: 'subscription_item',
    price,
    quantity,
    current_period_start: start,
    current_period_end: end,
  };
}

export function makeInvoice(
  store: Store,
  sub: StripeObject,
  reason: string,
  status: 'paid' | 'open',
): StripeObject {
  const start = sub.current_period_start as number;
  const end = sub.current_period_end as number;
  const lines = (sub.items.data as StripeObject[]).map((it) => ({
    id: stripeId('il'),
    object: 'line_item',
    amount: it.price.unit_amount * it.quantity,
    currency: it.price.currency,
    description: `${it.quantity} × ${it.price.nickname ?? it.price.product}`,
    quantity: it.quantity,
    period: { start, end },
    price: it.price,
    metadata: { ...sub.metadata },
    subscription: sub.id,
  }));
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const now = unix();
  const invoice = {
    id: stripeId('in'),
    object: 'invoice',
    customer: sub.customer,
    subscription: sub.id,
    status,
    paid: status === 'paid',
    billing_reason: reason,
    currency: lines[0]?.currency ?? 'usd',
    subtotal: total,
    total,
    amount_due: total,
    amount_paid: status === 'paid' ? total : 0,
    amount_remaining: status === 'paid' ? 0 : total,
    attempt_count: 1,
    period_start: start,
    period_end: end,
    created: now,
    metadata: { ...sub.metadata },
    subscription_details: { metadata: { ...sub.metadata } },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    status_transitions: { finalized_at: now, paid_at: status === 'paid' ? now : null },
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${'in'}/lines`,
    },
    hosted_invoice_url: null,
    livemode: false,
  };
  invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
  store.invoices.set(invoice.id, invoice);
  sub.latest_invoice = invoice.id;
  return invoice;
}
export function nextPeriod(store: Store, subscriptionId: string): StripeObject {
  const sub = store.subscriptions.get(subscriptionId);
  if (!sub) throw new Error(`stripe stand-in: no subscription ${subscriptionId}`);
  sub.current_period_start = sub.current_period_end;
  sub.current_period_end = plusMonth(sub.current_period_end);
  for (const it of sub.items.data) {
    it.current_period_start = sub.current_period_start;
    it.current_period_end = sub.current_period_end;
  }
  return sub;
}

export function newCustomer(store: Store, body: FormObject): StripeObject {
  const c = {
    id: stripeId('cus'),
    object: 'customer',
    email: str(body.email) ?? null,
    name: str(body.name) ?? null,
    metadata: metadataOf(body.metadata),
    created: unix(),
    livemode: false,
  };
  store.customers.set(c.id, c);
  return c;
}

/** A session as the API answers it (the stand-in's own bookkeeping fields, prefixed `_`, left out). */
export function publicSession(s: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('_')));
}

export function createSession(store: Store, body: FormObject): StripeObject | string {
  const successUrl = str(body.success_url);
  if (!successUrl) return 'Missing required param: success_url.';
  const items: { price: StripeObject; quantity: number }[] = [];
  for (const raw of arr(body.line_items)) {
    const price = priceOf(store, obj(raw));
    if (typeof price === 'string') return price;
    items.push({ price, quantity: Number(str(obj(raw).quantity) ?? '1') || 1 });
  }
  if (items.length === 0) return 'Missing required param: line_items.';
  const customer = str(body.customer);
  if (customer && !store.customers.has(customer)) return `No such customer: '${customer}'`;
  const id = stripeId('cs_test');
  const session = {
    id,
    object: 'checkout.session',
    mode: str(body.mode) ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: `${store.base}/checkout/${id}`,
    success_url: successUrl,
    cancel_url: str(body.cancel_url) ?? null,
    customer: customer ?? null,
    customer_email: str(body.customer_email) ?? null,
    client_reference_id: str(body.client_reference_id) ?? null,
    metadata: metadataOf(body.metadata),
    currency: items[0].price.currency,
    amount_total: items.reduce((s, i) => s + i.price.unit_amount * i.quantity, 0),
    subscription: null,
    invoice: null,
    created: unix(),
    expires_at: unix() + 86400,
    livemode: false,
    _items: items,
    _subscriptionMetadata: metadataOf(obj(body.subscription_data).metadata),
  };
  store.sessions.set(id, session);
  return session;
}
