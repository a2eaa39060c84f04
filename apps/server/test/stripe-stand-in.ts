import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createSession,
  makeInvoice,
  newCustomer,
  nextPeriod,
  priceOf,
  publicSession,
  type Store,
  type StripeEvent,
  type StripeObject,
  subscriptionItem,
} from './stripe-stand-in.objects';
import {
  arr,
  checkoutPage,
  type FormObject,
  metadataOf,
  obj,
  parseStripeForm,
  plusMonth,
  portalPage,
  str,
  stripeError,
  stripeId,
  stripeSignature,
  unix,
} from './stripe-stand-in.parts';

// A loopback stand-in of the few Stripe endpoints the billing module calls through the official
// `stripe` client (customers, Checkout sessions, the billing portal, subscriptions), answering
// Stripe's JSON shapes with its Bearer-key check, two browser pages (Checkout with a "Pay" button,
// the portal with a "Return" link), and webhooks really signed with the webhook secret.
// Point the client at it: new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' }).

export type { StripeEvent, StripeObject };
export { parseStripeForm, stripeSignature };

export interface StripeStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
  setWebhookUrl(url: string | null): void;
  /** Completes a Checkout session: subscription, paid invoice, then checkout.session.completed and invoice.paid. */
  pay(sessionId: string): Promise<{ subscription: StripeObject; invoice: StripeObject }>;
  /** The next period: moves the subscription on one month and sends its invoice.paid. */
  renew(subscriptionId: string): Promise<StripeObject>;
  /** The next period's payment fails: sends invoice.payment_failed (the subscription turns past_due). */
  failPayment(subscriptionId: string): Promise<StripeObject>;
  /** Sends any signed event (a new id unless `opts.id` replays one). */
  sendEvent(
    type: string,
    object: StripeObject,
    opts?: { id?: string; created?: number },
  ): Promise<StripeEvent>;
  /** Sends an event already sent again, unchanged (a replay). */
  redeliver(event: StripeEvent): Promise<number | null>;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** Every event sent, with the webhook's HTTP status (null when no webhook URL was set). */
  sentEvents: { event: StripeEvent; status: number | null }[];
  /** Every API request: method, path and parsed form body. */
  requests: { method: string; path: string; body: FormObject }[];
}

const API_VERSION = '2025-01-01.stand-in';

export async function startStripeStandIn(opts: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string | null;
}): Promise<StripeStandIn> {
  let webhookUrl = opts.webhookUrl ?? null;
  let lastCreated = 0;
  const store: Store = {
    base: '',
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    prices: new Map(),
    portals: new Map(),
  };
  const { customers, sessions, subscriptions, invoices, portals } = store;
  const sentEvents: StripeStandIn['sentEvents'] = [];
  const requests: StripeStandIn['requests'] = [];

  async function deliver(event: StripeEvent): Promise<number | null> {
    const payload = JSON.stringify(event, null, 2);
    if (!webhookUrl) return null;
    const res = await fetch(webhookUrl, {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, opts.webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function sendEvent(
    type: string,
    object: StripeObject,
    o: { id?: string; created?: number; previous?: StripeObject } = {},
  ): Promise<StripeEvent> {
    lastCreated = Math.max(unix(), lastCreated + 1);
    const event: StripeEvent = {
      id: o.id ?? stripeId('evt'),
      object: 'event',
      type,
      created: o.created ?? lastCreated,
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(o.previous ? { previous_attributes: o.previous } : {}) },
    };
    const status = await deliver(event);
    sentEvents.push({ event, status });
    return event;
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stripe stand-in: no checkout session ${sessionId}`);
    if (session.status !== 'open')
      throw new Error(`stripe stand-in: session ${sessionId} is ${session.status}`);
    if (!session.customer) {
      const customer = newCustomer(store, { email: session.customer_email ?? undefined });
      session.customer = customer.id;
    }
    const start = unix();
    const end = plusMonth(start);
    const items = (session._items as { price: StripeObject; quantity: number }[]).map((i) =>
      subscriptionItem(i.price, i.quantity, start, end),
    );
    const sub: StripeObject = {
      id: stripeId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      current_period_start: start,
      current_period_end: end,
      billing_cycle_anchor: start,
      start_date: start,
      created: start,
      metadata: { ...session._subscriptionMetadata },
      items: { object: 'list', data: items, has_more: false, total_count: items.length },
      latest_invoice: null,
      livemode: false,
    };
    subscriptions.set(sub.id, sub);
    const invoice = makeInvoice(store, sub, 'subscription_create', 'paid');
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: sub.id,
      invoice: invoice.id,
    });
    await sendEvent('checkout.session.completed', publicSession(session));
    await sendEvent('invoice.paid', invoice);
    return { subscription: sub, invoice };
  }

  async function renew(subscriptionId: string) {
    const sub = nextPeriod(store, subscriptionId);
    sub.status = 'active';
    const invoice = makeInvoice(store, sub, 'subscription_cycle', 'paid');
    await sendEvent('invoice.paid', invoice);
    return invoice;
  }

  async function failPayment(subscriptionId: string) {
    const sub = nextPeriod(store, subscriptionId);
    sub.status = 'past_due';
    const invoice = makeInvoice(store, sub, 'subscription_cycle', 'open');
    invoice.next_payment_attempt = plusMonth(unix()) - 27 * 86400;
    await sendEvent('invoice.payment_failed', invoice);
    return invoice;
  }

  async function updateSubscription(sub: StripeObject, body: FormObject): Promise<StripeObject | string> {
    const previous: StripeObject = {};
    const cancel = str(body.cancel_at_period_end);
    if (cancel !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancel === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? unix() : null;
    }
    const newItems = arr(body.items).map(obj);
    if (newItems.length > 0) {
      previous.items = structuredClone(sub.items);
      for (const it of newItems) {
        const price = priceOf(store, it);
        if (typeof price === 'string') return price;
        const existing = (sub.items.data as StripeObject[]).find((x) => x.id === str(it.id));
        const quantity = Number(str(it.quantity) ?? existing?.quantity ?? 1) || 1;
        if (existing) Object.assign(existing, { price, quantity });
        else
          sub.items.data.push(
            subscriptionItem(price, quantity, sub.current_period_start, sub.current_period_end),
          );
      }
      sub.items.total_count = sub.items.data.length;
    }
    if (body.metadata) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = metadataOf(body.metadata, sub.metadata);
    }
    await sendEvent('customer.subscription.updated', sub, { previous });
    return sub;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      handle(req, res, raw).catch((err: unknown) => {
        if (!res.headersSent) send(res, 500, stripeError('api_error', String(err)));
      });
    });
  });

  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') })
      .end(JSON.stringify(body));
  const html = (res: http.ServerResponse, body: string) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const missing = (res: http.ServerResponse, what: string, id: string) =>
    send(
      res,
      404,
      stripeError('invalid_request_error', `No such ${what}: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      }),
    );
  const invalid = (res: http.ServerResponse, message: string) =>
    send(res, 400, stripeError('invalid_request_error', message));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', store.base);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    let m = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (m) {
      const session = sessions.get(decodeURIComponent(m[1]));
      if (!session) return void res.writeHead(404).end('No such checkout session');
      if (method === 'GET' && !m[2]) {
        const items = (session._items as { price: StripeObject; quantity: number }[]).map((i) => ({
          name: i.price.nickname ?? i.price.product,
          cents: i.price.unit_amount * i.quantity,
          currency: i.price.currency,
          interval: i.price.recurring?.interval ?? null,
        }));
        return html(res, checkoutPage(session.id, items));
      }
      if (method === 'POST' && m[2]) {
        if (session.status === 'open') await pay(session.id);
        const to = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
        return void res.writeHead(303, { location: to }).end();
      }
    }
    m = /^\/portal\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const portal = portals.get(decodeURIComponent(m[1]));
      if (!portal) return void res.writeHead(404).end('No such portal session');
      return html(res, portalPage(portal.return_url));
    }
    if (!path.startsWith('/v1/')) return void res.writeHead(404).end('Not found');

    const body =
      method === 'GET' || method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
    requests.push({ method, path, body });
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (key !== opts.secretKey) {
      const shown = key
        ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : '';
      return send(
        res,
        401,
        stripeError(
          'invalid_request_error',
          key ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
        ),
      );
    }

    if (path === '/v1/customers' && method === 'POST') return send(res, 200, newCustomer(store, body));
    m = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const c = customers.get(m[1]);
      return c ? send(res, 200, c) : missing(res, 'customer', m[1]);
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const s = createSession(store, body);
      return typeof s === 'string' ? invalid(res, s) : send(res, 200, publicSession(s));
    }
    m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (m && method === 'GET') {
      const s = sessions.get(m[1]);
      return s ? send(res, 200, publicSession(s)) : missing(res, 'checkout.session', m[1]);
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const customer = str(body.customer);
      if (!customer) return invalid(res, 'Missing required param: customer.');
      if (!customers.has(customer)) return missing(res, 'customer', customer);
      const id = stripeId('bps');
      const portal = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: str(body.return_url) ?? store.base,
        url: `${store.base}/portal/${id}`,
        created: unix(),
        livemode: false,
      };
      portals.set(id, portal);
      return send(res, 200, portal);
    }
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (m) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return missing(res, 'subscription', m[1]);
      if (method === 'GET') return send(res, 200, sub);
      if (method === 'POST') {
        if (sub.status === 'canceled')
          return invalid(res, 'A canceled subscription can only update its metadata.');
        const out = await updateSubscription(sub, body);
        return typeof out === 'string' ? invalid(res, out) : send(res, 200, out);
      }
      if (method === 'DELETE') {
        Object.assign(sub, {
          status: 'canceled',
          canceled_at: unix(),
          ended_at: unix(),
          cancel_at_period_end: false,
        });
        await sendEvent('customer.subscription.deleted', sub);
        return send(res, 200, sub);
      }
    }
    return send(
      res,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store.base = `http://127.0.0.1:${port}`;
  return {
    url: store.base,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    setWebhookUrl(u) {
      webhookUrl = u;
    },
    pay,
    renew,
    failPayment,
    sendEvent: (type, object, o) => sendEvent(type, object, o),
    async redeliver(event) {
      const status = await deliver(event);
      sentEvents.push({ event, status });
      return status;
    },
    customers,
    sessions,
    subscriptions,
    invoices,
    sentEvents,
    requests,
  };
}
