import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, login } from './helpers';
import { sample } from './hostile-input-values';
import { type Route, routeCatalog, routeName } from './route-catalog';
import { placeId } from './sites-fixtures';
import { buildTeamWorld, resourceOf, SHARED_RESOURCES, type TeamWorld } from './team-world';

// Two verified users in two teams. Team A owns one of every resource the API lets it make (see
// team-world.ts). User B then calls every route of the OpenAPI document with A's ids wherever a
// route takes an id (path, query or body): a read or write of A's id is a 403 or 404, and no answer
// to B carries any of A's ids or names. Anonymous, every route that declares a security requirement
// answers 401. Routes come from the OpenAPI document and Fastify's route table: a new route is
// covered at once, and one that is neither secured nor listed as public below fails this test.

/** Routes anyone may call (no security requirement in their schema), with why. */
const PUBLIC: Array<[RegExp, string]> = [
  [/^GET \/api\/health$/, 'liveness'],
  [
    /^POST \/api\/auth\/(register|login|refresh|password-reset(\/confirm)?|verify-email|resend-verification)$/,
    'signing in',
  ],
  [/^POST \/api\/auth\/two-factor\/verify$/, 'second step of signing in (challenge token)'],
  [/^GET \/api\/(login|logout)$/, 'browser sign-in and sign-out (Google start, cookie clearing)'],
  [/^(GET|POST) \/api\/auth\/oauth\//, 'Google sign-in start and callback'],
  [/^GET \/api\/auth\/providers$/, 'which sign-in buttons the login screen shows (configuration only)'],
  [/^POST \/api\/contact$/, 'contact form'],
  [/^(POST|OPTIONS) \/api\/public\/(leads|events)$/, 'lead form and beacon of hosted pages'],
  [/^GET \/api\/public\/renters\/confirm$/, 'renter e-mail confirmation link'],
  [
    /^GET \/api\/public\/invitations\/\{token\}$/,
    'team invitation page: what a random token in a mailed link shows',
  ],
  [
    /^GET \/api\/public\/renter-portal\/\{token\}(\/leads\.csv)?$/,
    "a renter's read-only portal (the token is the key)",
  ],
  [/^GET \/portal\/\{token\}$/, "the renter portal's page (the token is the key)"],
  [/^POST \/api\/calls\/twilio\/(voice|dial|status)$/, "Twilio's webhooks (checked by X-Twilio-Signature)"],
  [/^POST \/api\/billing\/stripe\/webhook$/, "Stripe's webhook (checked by Stripe-Signature)"],
  [/^GET \/api\/docs(\/|$)/, 'API documentation'],
  [
    /^GET \/api\/avatars\/\{userId\}\/\{hash\}\/\{file\}$/,
    'profile pictures an <img> loads (no token); the content hash in the URL names the file',
  ],
  [/^GET \/(s|preview)\//, 'hosted sites and signed previews'],
  [
    /^GET \/api\/sites\/templates\/\{template\}\/preview$/,
    'template thumbnails: a sample page, no team data',
  ],
  [
    /^GET \/demo-rivals\/\{siteId\}\/\{template\}\/$/,
    "the demo portfolio's rival pages: a generated page of a demo site's market, no team data",
  ],
  [/^GET \/$/, 'the web app'],
  [/^GET \/(robots\.txt|sitemap\.xml)$/, "the platform's robots.txt and sitemap"],
  [/^OPTIONS /, 'CORS preflights'],
];
const publicReason = (r: Route) => PUBLIC.find(([re]) => re.test(routeName(r)))?.[1];

const t = await createTestApp();
const A: TeamWorld = await buildTeamWorld(t.app, 'Alpha');
const B: TeamWorld = await buildTeamWorld(t.app, 'Bravo');
await jobsSettled(A);
const routes = routeCatalog(t.app);
afterAll(() => t.close());

/** Waits for the world's pipeline job to finish (its progress would read as a change of A's data). */
async function jobsSettled(w: TeamWorld) {
  const end = Date.now() + 90_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dominator-pipeline/jobs/${w.ids.job}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    const status = String(res.json()?.data?.status ?? res.json()?.data?.job?.status ?? '');
    if (!/queued|running|pending|building/.test(status) || Date.now() > end) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A's owned ids and names: none may appear in an answer to B (market opportunity ids are shared). */
const aMarks = A.marks.filter((m) => m !== A.ids.saved && m !== A.ids.opportunity);

interface Planned {
  opts: InjectOptions;
  /** The request names one of A's own resources (not a shared name such as a provider). */
  targetsA: boolean;
  /** ...only as a list filter in the query of a GET (an empty list is then a fine answer). */
  filterOnly: boolean;
}

const as = (token: string, opts: InjectOptions): InjectOptions => ({
  ...opts,
  headers: { ...(opts.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

/** Secured routes that answer anonymous callers on purpose, with why. */
const ANONYMOUS_ANSWERS: Record<string, string> = {
  'POST /api/auth/logout':
    'signs out the refresh token in its body with or without a session, and answers success either way',
};

/**
 * GETs that call an outside service the worlds have no key for: they answer 400 with this error
 * code (their success paths are tested against a stand-in: calls-numbers.test.ts).
 */
const NEEDS_SETUP: Record<string, string> = {
  'GET /api/calls/account-numbers': 'twilio_not_configured',
  'GET /api/calls/available-numbers': 'twilio_not_configured',
};

/**
 * Platform administration (docs/admin.md): every team's rows, for platform admins only. B is not
 * one, so B's own call is a 403 too (admin-users.test.ts walks them all as a non-admin).
 */
const PLATFORM_ADMIN_ONLY = /^[A-Z]+ \/api\/admin\//;

/** The request B makes: A's ids for every id the route takes, valid values elsewhere. */
function plan(route: Route, owner: TeamWorld): Planned {
  let targetsA = false;
  let outsideQuery = false;
  let where: 'path' | 'query' | 'body' = 'path';
  const idOf = (name: string): string | undefined => {
    const resource = resourceOf(route.path, name);
    if (!resource) return undefined;
    if (!SHARED_RESOURCES.has(resource) && owner === A) {
      targetsA = true;
      if (where !== 'query' || route.method !== 'GET') outsideQuery = true;
    }
    return owner.ids[resource];
  };
  const sampler = {
    value: (_: Route, name: string) =>
      idOf(name) ??
      (
        {
          vertical: 'roofing',
          verticalSlug: 'roofing',
          provider: 'google',
          placeId: placeId('Austin', 'TX'),
          opportunityId: owner.ids.opportunity,
          opportunityIds: owner.ids.opportunity,
          // A page of a site (the page editor's calls): every site has a home page.
          path: '/',
          // An engine id is one of ENGINE_IDS, the same for every team.
          engineId: 'market-scanner',
          // An admin job's kind (docs/admin.md#jobs): deploy, crawl or engine, alike for every team.
          type: 'deploy',
          // PATCH /api/opportunities/{id} refuses an empty body before it looks at the id.
          notes: 'Checked',
        } as Record<string, string | undefined>
      )[name],
  };
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = name === '*' ? '' : (idOf(name) ?? sampler.value(route, name));
    if (v === undefined) {
      throw new Error(
        `${routeName(route)}: path parameter {${name}} names no known resource. Classify it in team-world.ts (RESOURCE_OF_SEGMENT or resourceOf) so this test can call it with another team's id.`,
      );
    }
    return encodeURIComponent(v);
  });
  where = 'query';
  const query = route.params
    .filter((p) => p.in === 'query')
    .map((p) => [p.name, p.required ? sample(p.schema, p.name, route, sampler) : idOf(p.name)] as const)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  where = 'body';
  const schema = route.body?.['application/json'];
  const body = schema && route.method !== 'GET' ? sample(schema, 'body', route, sampler, true) : undefined;
  // A body schema of type string is raw text (the Search Console CSV import).
  const raw = typeof body === 'string';
  return {
    targetsA,
    filterOnly: targetsA && !outsideQuery,
    opts: {
      method: route.method as 'GET',
      url: query.length ? `${path}?${query.join('&')}` : path,
      ...(body === undefined
        ? {}
        : { payload: raw ? `Top queries,Position\n${body},3\n` : (body as object) }),
      ...(raw ? { headers: { 'content-type': 'text/csv' } } : {}),
    },
  };
}

/** Which of A's marks an answer carries, leaving out those the request itself named. */
function leaked(body: string, request: InjectOptions): string[] {
  const asked = `${request.url} ${JSON.stringify(request.payload ?? '')}`;
  return aMarks.filter((m) => body.includes(m) && !asked.includes(m));
}

const secured = routes.filter((r) => r.secured);
let bToken = B.token;

/** B's session may end on its own calls (logout, revoke-all): sign in again when it has. */
async function bSession() {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${bToken}` },
  });
  if (me.statusCode === 200) return bToken;
  const res = await login(t.app, B.email);
  if (res.status !== 200) throw new Error(`B cannot sign in again: ${res.status}`);
  bToken = res.body.data.tokens.accessToken;
  return bToken;
}

/** A's view of its own resources (every secured GET with A's ids), to compare after B's calls. */
async function snapshotOfA(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // The engines' status carries the server's health measured now (requests, uptime): never equal twice.
  // The superweapons feed shows the progress of every kind of work (jobs, crawls, engine runs).
  // Admin reads (A is the platform admin: the first verified account) show every team, B's included.
  for (const r of secured.filter(
    (x) =>
      x.method === 'GET' &&
      !/jobs|pipeline|analytics|metrics|intelligence-engines\/status|superweapons\/feed/.test(x.path) &&
      !PLATFORM_ADMIN_ONLY.test(routeName(x)),
  )) {
    const { opts } = plan(r, A);
    const res = await t.app.inject(as(A.token, opts));
    // Preview links are signed for an hour from now, and an export is a zip stamped with its time.
    const json = /json/.test(String(res.headers['content-type']));
    const body = json
      ? res.body.replace(/\/preview\/[^/"]+\/[^/"]+\//g, '/preview/…/')
      : res.headers['content-type'];
    out.set(routeName(r), `${res.statusCode} ${body}`);
  }
  return out;
}

describe('cross-team access', () => {
  it('every route is either secured in its schema or listed as public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(100);
    const unclassified = routes.filter((r) => !r.secured && !publicReason(r)).map(routeName);
    expect(
      unclassified,
      'These routes declare no security requirement and are not in PUBLIC (cross-team.test.ts): add `security` to their schema, or list them as public with the reason.',
    ).toEqual([]);
  });

  it('anonymous: every secured route answers 401 with the JSON envelope', async () => {
    const wrong: string[] = [];
    for (const r of secured.filter((x) => !ANONYMOUS_ANSWERS[routeName(x)])) {
      const { opts } = plan(r, B);
      const res = await t.app.inject(opts);
      const ok = res.statusCode === 401 && /"success":false/.test(res.body);
      if (!ok) wrong.push(`${routeName(r)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("team B reaches none of team A's resources and sees none of A's data", {
    timeout: 180_000,
  }, async () => {
    const before = await snapshotOfA();
    const wrong: string[] = [];
    let targeted = 0;
    for (const r of secured) {
      const { opts, targetsA, filterOnly } = plan(r, A);
      const res = await t.app.inject(as(await bSession(), opts));
      const what = `${opts.method} ${opts.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) wrong.push(`5xx: ${what}`);
      if (targetsA) {
        targeted++;
        const refused = res.statusCode === 403 || res.statusCode === 404;
        if (!refused && !(filterOnly && res.statusCode === 200)) wrong.push(`A's id not refused: ${what}`);
      }
      const leaks = leaked(res.body, opts);
      if (leaks.length) wrong.push(`answer carries A's ${leaks.join(', ')}: ${what}`);
    }
    expect(wrong).toEqual([]);
    expect(targeted).toBeGreaterThanOrEqual(25);
    const after = await snapshotOfA();
    const changed = [...before].filter(([k, v]) => after.get(k) !== v).map(([k]) => k);
    expect(changed, "A's resources changed by B's calls").toEqual([]);
  });

  it("B's own resources answer B (the requests above are valid, so a refusal means a refusal)", async () => {
    const refused: string[] = [];
    for (const r of secured.filter((x) => x.method === 'GET')) {
      const { opts } = plan(r, B);
      const res = await t.app.inject(as(await bSession(), opts));
      if (PLATFORM_ADMIN_ONLY.test(routeName(r)) && res.statusCode === 403) continue;
      const unset = NEEDS_SETUP[routeName(r)];
      if (unset && res.statusCode === 400 && res.json()?.error === unset) continue;
      if (res.statusCode >= 400)
        refused.push(`${opts.method} ${opts.url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
  });
});
