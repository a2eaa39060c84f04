import { createHmac, randomBytes } from 'node:crypto';

// Pieces of the Stripe stand-in (stripe-stand-in.ts): Stripe's form bodies with bracket nesting,
// its ids, its webhook signature and the two browser pages (Checkout and the customer portal).

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** A Stripe-style id: prefix, underscore, 24 random characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').slice(0, 24)}`;

/** Seconds since the epoch. */
export const unix = (d: Date = new Date()) => Math.floor(d.getTime() / 1000);

/** One calendar month after `seconds` (as Stripe's monthly billing anchors do). */
export function plusMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return unix(d);
}

function decode(s: string): string {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

/** Objects whose keys are exactly 0..n-1 become arrays (qs's indexed array format). */
function arraysOf(v: FormValue): FormValue {
  if (typeof v === 'string' || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  const out: FormObject = {};
  for (const k of keys) out[k] = arraysOf(v[k]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => out[k]);
  return out;
}

/**
 * Parses `a=1&metadata[team_id]=x&line_items[0][price_data][unit_amount]=2900` into nested objects
 * and arrays, as Stripe's API reads the client's bodies (stripe's `stringifyRequestData`).
 */
export function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!m) continue;
    const path = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
    let node: FormObject = root;
    path.forEach((seg, i) => {
      const k = seg === '' ? String(Object.keys(node).length) : seg;
      if (i === path.length - 1) node[k] = value;
      else {
        const next = node[k];
        if (typeof next !== 'object' || Array.isArray(next)) node[k] = {};
        node = node[k] as FormObject;
      }
    });
  }
  return arraysOf(root) as FormObject;
}

/** A string field of a parsed form, or undefined. */
export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
/** An object field of a parsed form (metadata and the like), or {}. */
export const obj = (v: FormValue | undefined): FormObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
/** An array field of a parsed form, or []. */
export const arr = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
/** String-valued metadata (Stripe keeps metadata as strings; an empty value removes the key). */
export function metadataOf(
  v: FormValue | undefined,
  base: Record<string, string> = {},
): Record<string, string> {
  const out = { ...base };
  for (const [k, x] of Object.entries(obj(v))) {
    if (typeof x !== 'string') continue;
    if (x === '') delete out[k];
    else out[k] = x;
  }
  return out;
}

/** The `Stripe-Signature` header for a payload, as Stripe signs webhooks (v1 = HMAC-SHA256 of "t.payload"). */
export function stripeSignature(payload: string, secret: string, timestamp = unix()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe's error body. */
export function stripeError(type: string, message: string, extra: Record<string, string> = {}) {
  return { error: { type, message, ...extra } };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An amount in minor units as the page shows it, e.g. "$29.00" or "29.00 EUR". */
export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      cents / 100,
    );
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

/** The hosted Checkout page: the product, the amount and a "Pay" button posting to `/checkout/:id/pay`. */
export function checkoutPage(
  id: string,
  items: { name: string; cents: number; currency: string; interval: string | null }[],
) {
  const rows = items
    .map(
      (i) =>
        `<li><span class="product">${escapeHtml(i.name)}</span> <span class="amount">${escapeHtml(formatAmount(i.cents, i.currency))}${i.interval ? ` per ${escapeHtml(i.interval)}` : ''}</span></li>`,
    )
    .join('');
  return page(
    'Checkout (Stripe stand-in)',
    `<h1>Checkout</h1><ul>${rows}</ul><form method="post" action="/checkout/${encodeURIComponent(id)}/pay"><button type="submit">Pay</button></form>`,
  );
}

/** The customer portal page: a "Return" link back to the app. */
export function portalPage(returnUrl: string) {
  return page(
    'Billing portal (Stripe stand-in)',
    `<h1>Billing portal</h1><p>Cards and receipts would be managed here.</p><a href="${escapeHtml(returnUrl)}">Return</a>`,
  );
}
