import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { austinRoofing, createGoldmine, dallasArea, placeId, user } from './sites-fixtures';

// Per-team usage limits (modules/limits, docs/limits.md): site builds and deploys per UTC day (429),
// places in one dominator site and sites in one deployment job (403), each refusal naming the limit,
// the number and its setting; another team's usage never counts; GET /api/limits reports the usage
// the database holds.

let t: TestApp;
let markets: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    LIMIT_BUILDS_PER_DAY: 3,
    LIMIT_DOMINATOR_SITES: 3,
    LIMIT_BATCH_SIZE: 2,
    JOBS_POLL_MS: 500,
    JOBS_HEARTBEAT_MS: 1000,
  });
  const found = await get(t.app, '/api/payout-data/search?limit=5&vertical=plumbing', await user(t.app));
  markets = found.body.data.items.map((o: { id: string }) => o.id);
  expect(markets.length).toBe(5);
}, 60_000);
afterAll(async () => t?.close());

const limitsOf = async (token: string) => {
  const res = await get(t.app, '/api/limits', token);
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.limits.map((l: { key: string }) => [l.key, l])) as Record<
    string,
    any
  >;
};

/** Builds and deploys of the token's team today, straight from the tables. */
async function buildsInDb(token: string) {
  const me = (await get(t.app, '/api/auth/me', token)).body.data.id;
  const [row] = await sqlRows(
    t.app,
    `select count(*) filter (where v.created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')
          + count(*) filter (where v.deployed_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as n
       from site_versions v join sites s on s.id = v.site_id
      where s.team_id = (select team_id from team_members where user_id = '${me}' limit 1) and not s.demo`,
  );
  return Number(row.n);
}

async function waitForJob(id: string, token: string) {
  for (let i = 0; i < 240; i++) {
    const res = await get(t.app, `/api/dominator-pipeline/jobs/${id}`, token);
    if (!['queued', 'running'].includes(res.body.data.status)) return res.body.data;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`job ${id} did not finish`);
}

const nextUtcMidnight = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)).toISOString();
};

describe('GET /api/limits', () => {
  it('needs a session', async () => {
    expect((await get(t.app, '/api/limits')).status).toBe(401);
  });

  it('lists every limit with its setting, window and reset; a fresh team has used nothing', async () => {
    const limits = await limitsOf(await user(t.app));
    expect(Object.keys(limits)).toEqual([
      'buildsPerDay',
      'dominatorPlaces',
      'batchSize',
      'demoRunsPerDay',
      'llmUsdPerMonth',
    ]);
    expect(limits.buildsPerDay).toMatchObject({
      setting: 'LIMIT_BUILDS_PER_DAY',
      limit: 3,
      used: 0,
      window: 'day',
      resetsAt: nextUtcMidnight(),
      applies: true,
    });
    expect(limits.dominatorPlaces).toMatchObject({ limit: 3, used: null, window: 'request', resetsAt: null });
    expect(limits.batchSize).toMatchObject({ setting: 'LIMIT_BATCH_SIZE', limit: 2, window: 'request' });
    // Unset under NODE_ENV=test: off. No LLM writer configured: the spend limit does not apply.
    expect(limits.demoRunsPerDay).toMatchObject({ limit: null, used: 0 });
    expect(limits.llmUsdPerMonth).toMatchObject({ limit: null, used: 0, window: 'month', applies: false });
  });
});

describe('site builds and deploys per day (LIMIT_BUILDS_PER_DAY)', () => {
  let a: string;
  let b: string;
  let site: any;

  beforeAll(async () => {
    a = await user(t.app);
    b = await user(t.app);
  });

  it('counts each build and deploy of the team, and GET /api/limits matches the tables', async () => {
    site = await createGoldmine(t.app, a); // 1: version 1 built
    expect((await limitsOf(a)).buildsPerDay.used).toBe(1);
    const deployed = await post(t.app, `/api/sites/${site.id}/deploy`, {}, a); // 2: version 1 deployed
    expect(deployed.status).toBe(200);
    expect(deployed.body.data.site.status).toBe('live');
    const regenerated = await post(t.app, `/api/sites/${site.id}/generate`, {}, a); // 3: version 2
    expect(regenerated.status).toBe(201);
    const limits = await limitsOf(a);
    expect(limits.buildsPerDay.used).toBe(3);
    expect(await buildsInDb(a)).toBe(3);
  });

  it('refuses further builds and deploys today with a 429 naming the limit and the number', async () => {
    const message =
      /^This team has used 3 site builds and deploys today, the daily limit\. Try again after \d{4}-\d\d-\d\d 00:00 UTC or raise LIMIT_BUILDS_PER_DAY\.$/;
    const attempts = [
      await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: austinRoofing() }, a),
      await post(t.app, `/api/sites/${site.id}/generate`, {}, a),
      await post(t.app, `/api/sites/${site.id}/deploy`, {}, a),
      await post(t.app, '/api/dominator-pipeline/batch-deploy', { opportunityIds: [markets[0]] }, a),
      await post(t.app, '/api/dominator-pipeline/deploy-goldmines', { limit: 1 }, a),
      await post(t.app, '/api/dominator-pipeline/generate-and-deploy', { opportunityIds: [markets[0]] }, a),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ success: false, error: 'limit_reached' });
      expect(res.body.message).toMatch(message);
      expect(res.body.details).toMatchObject({
        limit: 'buildsPerDay',
        setting: 'LIMIT_BUILDS_PER_DAY',
        value: 3,
        used: 3,
        resetsAt: nextUtcMidnight(),
      });
    }
    // Nothing was built, deployed or queued by the refused calls.
    expect(await buildsInDb(a)).toBe(3);
    const jobs = await get(t.app, '/api/dominator-pipeline/jobs', a);
    expect(jobs.body.data.filter((j: { kind: string }) => j.kind !== 'deploy')).toEqual([]);
    expect((await get(t.app, `/api/sites/${site.id}/versions`, a)).body.data).toHaveLength(2);
  });

  it("another team's builds do not count", async () => {
    expect((await limitsOf(b)).buildsPerDay.used).toBe(0);
    const other = await createGoldmine(t.app, b);
    expect(other.status).toBe('draft');
    expect((await limitsOf(b)).buildsPerDay.used).toBe(1);
    expect((await limitsOf(a)).buildsPerDay.used).toBe(3);
  });

  it('stops a job whose sites use up the day: the refused item names the limit', async () => {
    const c = await user(t.app);
    const queued = await post(
      t.app,
      '/api/dominator-pipeline/batch-deploy',
      { opportunityIds: markets.slice(0, 2) },
      c,
    );
    expect(queued.status).toBe(202);
    const job = await waitForJob(queued.body.data.job.id, c);
    // Site 1 built and deployed (2), site 2 built (3); its deploy is refused.
    expect(job.sitesDeployed).toBe(1);
    expect(job.errors).toHaveLength(1);
    expect(job.errors[0]).toContain('This team has used 3 site builds and deploys today');
    expect(await buildsInDb(c)).toBe(3);
    expect((await limitsOf(c)).buildsPerDay.used).toBe(3);
  }, 60_000);
});

describe('places in one dominator site (LIMIT_DOMINATOR_SITES)', () => {
  it('refuses a larger area with a 403 naming the limit; an area within it is built', async () => {
    const d = await user(t.app);
    const tooBig = await post(t.app, '/api/sites', { kind: 'dominator', area: dallasArea() }, d);
    expect(tooBig.status).toBe(403);
    expect(tooBig.body).toMatchObject({
      error: 'limit_exceeded',
      details: { limit: 'dominatorPlaces', setting: 'LIMIT_DOMINATOR_SITES', value: 3, requested: 4 },
    });
    expect(tooBig.body.message).toBe(
      'This dominator area covers 4 places; one dominator site may cover at most 3. Choose a smaller area (fewer placeIds, a smaller radiusKm or maxPlaces) or raise LIMIT_DOMINATOR_SITES.',
    );
    const ids = [
      placeId('Dallas', 'TX'),
      placeId('Austin', 'TX'),
      placeId('Houston', 'TX'),
      placeId('Plano', 'TX'),
    ];
    const listed = await post(
      t.app,
      '/api/sites',
      { kind: 'dominator', area: { verticalSlug: 'plumbing', placeIds: ids } },
      d,
    );
    expect(listed.status).toBe(403);
    expect(listed.body.details.requested).toBe(4);
    expect((await limitsOf(d)).buildsPerDay.used).toBe(0); // refused before anything was built

    const ok = await post(
      t.app,
      '/api/sites',
      { kind: 'dominator', area: { ...dallasArea(), maxPlaces: 3 } },
      d,
    );
    expect(ok.status).toBe(201);
    // A radius that holds fewer places than its maxPlaces is counted by what it holds.
    const small = await post(
      t.app,
      '/api/sites',
      { kind: 'dominator', area: { verticalSlug: 'plumbing', centerPlaceId: ids[0], radiusKm: 1 } },
      d,
    );
    expect(small.status).toBe(201);
    expect(small.body.data.latestVersion.pageCount).toBeLessThan(12);
  });
});

describe('sites in one deployment job (LIMIT_BATCH_SIZE)', () => {
  it('refuses a job asking for more sites with a 403 naming the limit; nothing is queued', async () => {
    const e = await user(t.app);
    const cases: [string, unknown][] = [
      ['/api/dominator-pipeline/batch-deploy', { opportunityIds: markets.slice(0, 3) }],
      ['/api/dominator-pipeline/batch-deploy', { limit: 3, vertical: 'plumbing' }],
      ['/api/dominator-pipeline/deploy-goldmines', { limit: 3 }],
      ['/api/dominator-pipeline/generate-and-deploy', { opportunityIds: markets.slice(0, 3) }],
    ];
    for (const [url, body] of cases) {
      const res = await post(t.app, url, body, e);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({
        error: 'limit_exceeded',
        details: { limit: 'batchSize', setting: 'LIMIT_BATCH_SIZE', value: 2, requested: 3 },
      });
      expect(res.body.message).toBe(
        'This request asks for 3 sites; one deployment job may hold at most 2. Ask for fewer or raise LIMIT_BATCH_SIZE.',
      );
    }
    expect((await get(t.app, '/api/dominator-pipeline/jobs', e)).body.data).toEqual([]);
  });
});
