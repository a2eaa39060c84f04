import type { FastifyInstance } from 'fastify';
import { bearer, call } from './helpers';

// Synthetic visitors of an A/B test: each has its own IP address and user agent, opens the page
// through the host (which assigns the variant), and reports it with the beacon's payload, as b.js
// does: { siteId, path, referrer, event, x } with x read from <html data-x>.

export interface Visitor {
  ip: string;
  ua: string;
}

export const visitor = (i: number, tag = 'v'): Visitor => ({
  ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  ua: `Mozilla/5.0 (${tag} ${i}) Test`,
});

/** The variant a served page carries (data-x on <html>), or null. */
export const servedVariant = (html: string) => /<html data-x="([AB])"/.exec(html)?.[1] ?? null;

export const h1Of = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

export async function open(app: FastifyInstance, url: string, v: Visitor) {
  const res = await app.inject({ method: 'GET', url, remoteAddress: v.ip, headers: { 'user-agent': v.ua } });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

export async function beacon(
  app: FastifyInstance,
  v: Visitor,
  body: { siteId: string; path: string; event: 'pageview' | 'call_click' | 'form_view'; x?: string | null },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/events',
    payload: JSON.stringify({ referrer: '', ...body }),
    remoteAddress: v.ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': v.ua },
  });
  return res.statusCode;
}

/** One visit of the page: the page, its pageview beacon, and a phone click when `converts` says so. */
export async function visit(
  app: FastifyInstance,
  site: { id: string; slug: string },
  v: Visitor,
  converts: (variant: string | null) => boolean,
) {
  const page = await open(app, `/s/${site.slug}/`, v);
  const x = servedVariant(page.body);
  await beacon(app, v, { siteId: site.id, path: '/', event: 'pageview', x });
  const converted = converts(x);
  if (converted) await beacon(app, v, { siteId: site.id, path: '/', event: 'call_click', x });
  return { x, converted, page };
}

export const createTest = (app: FastifyInstance, token: string, siteId: string, body: unknown) =>
  call(app, {
    method: 'POST',
    url: `/api/sites/${siteId}/experiments`,
    payload: body as object,
    headers: bearer(token),
  });

export const stopTest = (app: FastifyInstance, token: string, id: string, body?: unknown) =>
  call(app, {
    method: 'POST',
    url: `/api/experiments/${id}/stop`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: bearer(token),
  });

export const readTest = (app: FastifyInstance, token: string, id: string) =>
  call(app, { method: 'GET', url: `/api/experiments/${id}`, headers: bearer(token) });
