import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { beaconSchema } from '../src/modules/leads/beacon';
import { createTestApp, login } from './helpers';
import { type HostileRequest, hostileHeaders, hostileRequest } from './hostile-input-arbitraries';
import type { Sampler } from './hostile-input-values';
import { type JsonSchema, type Route, routeCatalog, routeName } from './route-catalog';
import { placeId } from './sites-fixtures';
import { buildTeamWorld, resourceOf, type TeamWorld } from './team-world';
import { startTestOidcProvider } from './test-oidc-provider';

// Every route of the app (from the OpenAPI document and Fastify's route table, all methods) gets
// requests derived from its own schema with one thing wrong (see hostile-input-arbitraries.ts),
// signed in as a verified user whose team owns a live site, a renter, a lead, keywords and more
// (so ids in paths are real and requests reach the routes' logic), or anonymous. Property: never a
// 5xx, and every 4xx is the JSON envelope with a message, except where a browser navigates: hosted
// pages and previews, the renter confirmation page, and the lead form asked for HTML.
//
// Seeded: HOSTILE_SEED=<n> replays a run (a failure prints it), HOSTILE_SEED=random explores,
// HOSTILE_RUNS=<n> sets the runs per route (default 24).

const BASE_SEED =
  process.env.HOSTILE_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.HOSTILE_SEED ?? 20261125);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 24);

/** Routes that cannot be exercised in-process, with the reason. */
const SKIPPED: Record<string, string> = {};

// Google sign-in goes to a real OpenID provider on loopback, so its routes reach their logic.
const oidc = await startTestOidcProvider({
  redirectUri: 'http://localhost:3000/oauth/callback',
  account: { sub: 'hostile-1', email: 'hostile@example.com', email_verified: true },
});
const t = await createTestApp({
  GOOGLE_CLIENT_ID: oidc.clientId,
  GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  GOOGLE_ISSUER: oidc.issuer,
});
let world: TeamWorld = await buildTeamWorld(t.app, 'H');
/**
 * Bodies of routes that read them by hand (no body schema in the OpenAPI document): the beacon's own
 * zod schema, and the lead form's fields (see leads-fixtures.ts formFields).
 */
const text = { type: 'string', maxLength: 200 } as const;
const UNDOCUMENTED_BODIES: Record<string, Record<string, JsonSchema>> = {
  'POST /api/public/events': { 'text/plain': z.toJSONSchema(beaconSchema, { io: 'input' }) as JsonSchema },
  'POST /api/public/leads': {
    'application/x-www-form-urlencoded': {
      type: 'object',
      required: ['siteId', 'ts', 'name'],
      properties: {
        siteId: { type: 'string', format: 'uuid' },
        page: text,
        ts: { type: 'integer', minimum: 0 },
        redirect: text,
        website: { type: 'string', maxLength: 0 },
        name: text,
        phone: text,
        email: { ...text, format: 'email' },
        zip: text,
        message: { type: 'string', maxLength: 5000 },
      },
    },
  },
};
/** Twilio's webhooks: its call parameters, urlencoded (docs/calls.md#webhooks). */
const twilioParams: JsonSchema = {
  type: 'object',
  required: ['CallSid', 'AccountSid', 'To'],
  properties: {
    AccountSid: text,
    CallSid: text,
    From: text,
    To: text,
    CallStatus: text,
    CallDuration: { type: 'integer', minimum: 0 },
    DialCallStatus: text,
    DialCallDuration: { type: 'integer', minimum: 0 },
    RecordingUrl: text,
  },
};
for (const hook of ['voice', 'dial', 'status']) {
  UNDOCUMENTED_BODIES[`POST /api/calls/twilio/${hook}`] = {
    'application/x-www-form-urlencoded': twilioParams,
  };
}
const routes = routeCatalog(t.app)
  .filter((r) => !SKIPPED[routeName(r)])
  .map((r) =>
    r.body || !UNDOCUMENTED_BODIES[routeName(r)] ? r : { ...r, body: UNDOCUMENTED_BODIES[routeName(r)]! },
  );
afterAll(async () => {
  await t.app.inject({
    method: 'DELETE',
    url: '/api/demo',
    headers: { authorization: `Bearer ${world.token}` },
  });
  await t.close();
  await oidc.close();
});

const PLACE = 'roofing';
const sampler: Sampler = {
  value(route: Route, name: string) {
    const ids = world.ids;
    const resource = resourceOf(route.path, name);
    if (resource) return ids[resource];
    if (name === 'ts') return String(Date.now() - 10_000);
    if (name === 'token' && route.path.startsWith('/preview/'))
      return t.app.services.sitePreviews.sign(ids.version!).token;
    const known: Record<string, string | undefined> = {
      verticalSlug: PLACE,
      vertical: PLACE,
      opportunityId: ids.opportunity,
      opportunityIds: ids.opportunity,
      opportunities: ids.opportunity,
      provider: 'google',
      placeId: placeId('Austin', 'TX'),
      state: 'TX',
      location: 'Austin',
      engineId: 'market-scanner',
      '*': '',
    };
    return known[name];
  },
};

function acceptsHtml(route: Route, req: HostileRequest): boolean {
  if (!route.path.startsWith('/api/') || route.path.startsWith('/api/docs')) return true;
  if (route.path === '/api/public/renters/confirm') return true;
  return route.path === '/api/public/leads' && /text\/html/.test(req.headers.accept ?? '');
}

/** Why an answer breaks the property, or null. */
function problem(route: Route, req: HostileRequest, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}`;
  if (res.statusCode < 400 || req.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    let body: { success?: unknown; message?: unknown };
    try {
      body = res.json();
    } catch {
      return 'a 4xx whose JSON does not parse';
    }
    if (body.success !== false || typeof body.message !== 'string' || !body.message.trim())
      return 'a 4xx JSON without success:false and a message';
    return null;
  }
  if (acceptsHtml(route, req) && /^text\/(html|plain)/.test(type) && res.body.trim()) return null;
  return `a 4xx that is not the JSON envelope (content-type '${type}')`;
}

/**
 * Puts back what a run may have ended or deleted (its session, its site, its renter...). A sign-in
 * (argon2id) only when the session no longer answers: a password changed under a live session
 * shows up as a failed sign-in the next time one is needed, and then the world is built again.
 */
async function repairWorld() {
  const auth = { authorization: `Bearer ${world.token}` };
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const checks = await Promise.all(
    [`/api/sites/${world.ids.site}`, `/api/renters/${world.ids.renter}`, `/api/leads/${world.ids.lead}`].map(
      (url) => t.app.inject({ method: 'GET', url, headers: auth }),
    ),
  );
  if (me.statusCode === 200 && checks.every((c) => c.statusCode === 200)) return;
  const user = await login(t.app, world.email);
  if (user.status !== 200) {
    world = await buildTeamWorld(t.app, 'H');
    return;
  }
  world.token = user.body.data.tokens.accessToken;
  if (checks.some((c) => c.statusCode !== 200 && c.statusCode !== 401))
    world = await buildTeamWorld(t.app, 'H');
}

function seedOf(name: string): number {
  let h = BASE_SEED | 0;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

describe('hostile input: every route answers 4xx with a message, never 5xx', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(100);
    expect(Object.keys(SKIPPED).length).toBe(0);
  });

  it.each(routes.map((r) => [routeName(r), r] as const))('%s', { timeout: 120_000 }, async (name, route) => {
    const seed = seedOf(name);
    const property = fc.asyncProperty(
      hostileRequest(route, sampler),
      fc.constantFrom('signed in', 'signed in', 'anonymous'),
      hostileHeaders,
      fc.integer({ min: 0, max: 4 }),
      async (req, who, extra, headPick) => {
        const method = req.method === 'GET' && headPick === 0 ? 'HEAD' : req.method;
        const headers: Record<string, string> = { ...req.headers, ...extra.headers };
        if (who === 'signed in' && !extra.headers.authorization)
          headers.authorization = `Bearer ${world.token}`;
        const res = await t.app.inject({
          method: method as 'GET',
          url: req.url,
          headers,
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        const wrong = problem(route, { ...req, method, headers }, res);
        if (wrong) {
          throw new Error(
            `${wrong}: ${method} ${req.url.slice(0, 300)} (${who}, ${extra.name}; ${req.attack}) -> ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
        }
      },
    );
    let failure: string | null = null;
    try {
      const out = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: true });
      if (out.failed) {
        const err = out.errorInstance as Error | undefined;
        failure = `${err?.message ?? String(err)}\n${err?.stack?.split('\n').slice(1, 4).join('\n') ?? ''}\nreplay: HOSTILE_SEED=${BASE_SEED} (route seed ${out.seed}, path "${out.counterexamplePath}")`;
      }
    } finally {
      await repairWorld();
    }
    if (failure) throw new Error(failure);
  });
});
