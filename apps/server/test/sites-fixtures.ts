// Shared fixtures of the sites and hosting API tests.
import type { FastifyInstance } from 'fastify';
import { placeId } from '../src/modules/sites/generator/test-helpers';
import { bearer, call, post, registerVerified, sqlRows } from './helpers';

export { placeId };

export const austinRoofing = () => `roofing~${placeId('Austin', 'TX')}`;
export const dallasArea = () => ({
  verticalSlug: 'plumbing',
  centerPlaceId: placeId('Dallas', 'TX'),
  radiusKm: 25,
  maxPlaces: 4,
});

export async function user(app: FastifyInstance) {
  const r = await registerVerified(app);
  return r.tokens.accessToken as string;
}

export async function createGoldmine(
  app: FastifyInstance,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const res = await post(
    app,
    '/api/sites',
    { kind: 'goldmine', opportunityId: austinRoofing(), ...extra },
    token,
  );
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function deploy(app: FastifyInstance, token: string, siteId: string, versionId?: string) {
  const res = await post(app, `/api/sites/${siteId}/deploy`, versionId ? { versionId } : {}, token);
  if (res.status !== 200) throw new Error(`deploy failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.site ?? res.body.data;
}

export const patch = (app: FastifyInstance, url: string, payload: unknown, token: string) =>
  call(app, { method: 'PATCH', url, payload: payload as object, headers: bearer(token) });

export const del = (app: FastifyInstance, url: string, token: string) =>
  call(app, { method: 'DELETE', url, headers: bearer(token) });

/** A raw GET of a hosted path, optionally with another Host header. */
export async function fetchPage(
  app: FastifyInstance,
  url: string,
  host?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method: 'GET', url, headers: { ...(host ? { host } : {}), ...headers } });
  return { status: res.statusCode, body: res.body, headers: res.headers, raw: res.rawPayload };
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

/** How many rows of `table` belong to the site. */
export async function siteRowCount(app: FastifyInstance, table: string, siteId: string): Promise<number> {
  const [row] = await sqlRows(app, `select count(*)::int as n from ${table} where site_id = '${siteId}'`);
  return row.n;
}
