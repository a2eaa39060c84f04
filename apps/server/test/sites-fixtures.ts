// Shared fixtures of the sites and hosting API tests.
import type { FastifyInstance } from 'fastify';
import { placeId } from './generator-fixtures';
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

type TxtAnswer = string[][] | Error | ((name: string) => Promise<string[][]>);

/**
 * A stand-in for node:dns resolveTxt (createTestApp(env, { sites: { domains: { resolveTxt } } })):
 * answers from `records` by name; an Error is thrown, a function is awaited, an unknown name
 * fails with ENODATA like a name without TXT records. `lookups` lists the names asked for.
 */
export function stubTxt() {
  const records = new Map<string, TxtAnswer>();
  const lookups: string[] = [];
  const resolveTxt = async (name: string): Promise<string[][]> => {
    lookups.push(name);
    const answer = records.get(name);
    if (answer === undefined) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA' });
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(name) : answer;
  };
  return { records, lookups, resolveTxt };
}
export type StubTxt = ReturnType<typeof stubTxt>;

/** Sets the site's custom domain, publishes its TXT record in `txt` and verifies it. */
export async function claimAndVerify(
  app: FastifyInstance,
  token: string,
  siteId: string,
  domain: string,
  txt: StubTxt,
) {
  const set = await patch(app, `/api/sites/${siteId}`, { customDomain: domain }, token);
  if (set.status !== 200) throw new Error(`set domain failed: ${set.status} ${JSON.stringify(set.body)}`);
  const record = set.body.data.domainRecord;
  txt.records.set(record.name, [[record.value]]);
  const res = await post(app, `/api/sites/${siteId}/domain/verify`, {}, token);
  if (res.status !== 200 || res.body.data.domainStatus !== 'verified') {
    throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}
