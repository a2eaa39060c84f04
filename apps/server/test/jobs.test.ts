import type { DeploymentCompletedEvent, DeploymentProgressEvent } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  get,
  post,
  type Registered,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';
import { listenOnLoopback, SocketClients } from './realtime-fixtures';

// Deployment jobs and the dominator pipeline's build calls (docs/product/rules.md#deployment-jobs).

let t: TestApp;
let base: string;
let userA: Registered;
let userB: Registered;
let markets: string[] = [];
const sockets = new SocketClients();

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: 500, JOBS_HEARTBEAT_MS: 1000, JOBS_ITEM_PAUSE_MS: 200 });
  userA = await registerVerified(t.app);
  userB = await registerVerified(t.app);
  base = await listenOnLoopback(t.app);
  const found = await get(
    t.app,
    '/api/payout-data/search?limit=40&vertical=plumbing',
    userA.tokens.accessToken,
  );
  expect(found.status).toBe(200);
  markets = found.body.data.items.map((o: { id: string }) => o.id);
  expect(markets.length).toBeGreaterThanOrEqual(20);
}, 60_000);

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const tokenA = () => userA.tokens.accessToken;
const tokenB = () => userB.tokens.accessToken;

const socketOf = (token: string) => sockets.connect(base, token);

async function waitForJob(id: string, token = tokenA(), timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(t.app, `/api/dominator-pipeline/jobs/${id}`, token);
    expect(res.status).toBe(200);
    if (!['queued', 'running'].includes(res.body.data.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`job ${id} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('input', () => {
  it('needs a signed-in caller', async () => {
    expect((await post(t.app, '/api/dominator-pipeline/batch-deploy', {})).status).toBe(401);
    expect((await get(t.app, '/api/dominator-pipeline/jobs')).status).toBe(401);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['/api/dominator-pipeline/batch-deploy', { opportunityIds: ['not an id'] }, /opportunityIds/],
      ['/api/dominator-pipeline/batch-deploy', { opportunityIds: [] }, /opportunityIds/],
      ['/api/dominator-pipeline/batch-deploy', { limit: 0 }, /limit/],
      ['/api/dominator-pipeline/batch-deploy', { limit: 201 }, /limit/],
      ['/api/dominator-pipeline/batch-deploy', { state: 'Texas' }, /state/],
      ['/api/dominator-pipeline/batch-deploy', { template: 'fancy' }, /template/],
      ['/api/dominator-pipeline/batch-deploy', { vertical: 'no-such-vertical' }, /vertical/],
      [
        '/api/dominator-pipeline/batch-deploy',
        { opportunityIds: ['plumbing~0000000'] },
        /opportunityIds\.0.*unknown market/,
      ],
      ['/api/dominator-pipeline/deploy-goldmines', { limit: 'many' }, /limit/],
      ['/api/dominator-pipeline/generate-and-deploy', {}, /opportunityIds/],
      [
        '/api/dominator-pipeline/generate-and-deploy',
        { opportunityIds: Array.from({ length: 11 }, (_, i) => `plumbing~${i}`) },
        /opportunityIds/,
      ],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(t.app, url, body, tokenA());
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.message, `${url} ${JSON.stringify(body)}`).toMatch(message);
    }
    const badId = await get(t.app, '/api/dominator-pipeline/jobs/123', tokenA());
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/id/);
    const badLimit = await get(t.app, '/api/dominator-pipeline/jobs?limit=0', tokenA());
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toMatch(/limit/);
    const missing = await get(
      t.app,
      '/api/dominator-pipeline/jobs/00000000-0000-4000-8000-000000000000',
      tokenA(),
    );
    expect(missing.status).toBe(404);
  });
});

describe('generate-and-deploy', () => {
  it('answers when the sites are live, and their pages are served', async () => {
    const ids = markets.slice(0, 2);
    const res = await post(
      t.app,
      '/api/dominator-pipeline/generate-and-deploy',
      { opportunityIds: ids },
      tokenA(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { job, deployedSites } = res.body.data;
    expect(job).toMatchObject({ kind: 'generate-and-deploy', status: 'completed', progress: 100 });
    expect(job.sitesPlanned).toBe(2);
    expect(job.sitesDeployed).toBe(2);
    expect(job.errors).toEqual([]);
    expect(job.startedAt).not.toBeNull();
    expect(job.siteIds).toHaveLength(2);
    expect(deployedSites).toHaveLength(2);
    expect(deployedSites.map((s: { opportunityId: string }) => s.opportunityId).sort()).toEqual(
      [...ids].sort(),
    );
    for (const site of deployedSites) {
      expect(site.status).toBe('live');
      const page = await call(t.app, { method: 'GET', url: `/s/${site.slug}/` });
      expect(page.status).toBe(200);
    }
  }, 120_000);

  it('reuses the site a market already has: deploying it again is a no-op', async () => {
    const id = markets[0]!;
    const before = await sqlRows(t.app, `select id from sites where opportunity_id = '${id}'`);
    const res = await post(
      t.app,
      '/api/dominator-pipeline/generate-and-deploy',
      { opportunityIds: [id, id] },
      tokenA(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.job.sitesPlanned).toBe(1); // duplicates folded
    expect(res.body.data.deployedSites[0].id).toBe(before[0].id);
    const after = await sqlRows(t.app, `select id from sites where opportunity_id = '${id}'`);
    expect(after).toHaveLength(1);
    const deployed = await sqlRows(
      t.app,
      `select count(*)::int as n from site_versions where site_id = '${before[0].id}' and deployed_at is not null`,
    );
    expect(deployed[0].n).toBe(1);
  }, 120_000);
});

describe('POST /api/sites/:id/deploy', () => {
  it("answers the site's deployment job (kind 'deploy') once it has run", async () => {
    const created = await post(
      t.app,
      '/api/sites',
      { kind: 'goldmine', opportunityId: markets[30] },
      tokenA(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await post(t.app, `/api/sites/${created.body.data.id}/deploy`, {}, tokenA());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.job).toMatchObject({
      kind: 'deploy',
      status: 'completed',
      sitesPlanned: 1,
      sitesDeployed: 1,
    });
    expect(res.body.data.job.siteIds).toEqual([created.body.data.id]);
    expect(res.body.data.site.status).toBe('live');
    const other = await post(t.app, `/api/sites/${created.body.data.id}/deploy`, {}, tokenB());
    expect(other.status).toBe(404);
  }, 60_000);
});

describe('batch jobs', () => {
  it('runs a batch of the best matching markets and pushes progress to the owner only', async () => {
    const a = await socketOf(tokenA());
    const b = await socketOf(tokenB());
    const progressA: DeploymentProgressEvent[] = [];
    const completedA: DeploymentCompletedEvent[] = [];
    const seenByB: string[] = [];
    a.on('deployment:progress', (p) => progressA.push(p));
    a.on('deployment:completed', (p) => completedA.push(p));
    b.on('deployment:progress', () => seenByB.push('progress'));
    b.on('deployment:completed', () => seenByB.push('completed'));

    const res = await post(
      t.app,
      '/api/dominator-pipeline/batch-deploy',
      { vertical: 'plumbing', limit: 3, template: 'bold' },
      tokenA(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.totalSitesPlanned).toBe(3);
    expect(res.body.data.job).toMatchObject({ kind: 'batch-deploy', sitesPlanned: 3, sitesDeployed: 0 });
    const job = await waitForJob(res.body.data.job.id);
    expect(job).toMatchObject({ status: 'completed', sitesDeployed: 3, progress: 100 });
    expect(job.siteIds).toHaveLength(3);

    await new Promise((r) => setTimeout(r, 300));
    const mine = progressA.filter((p) => p.jobId === job.id);
    expect(mine[0]).toMatchObject({ status: 'queued', sitesPlanned: 3 });
    expect(mine.some((p) => p.siteId && (p.sitesDeployed ?? 0) >= 1)).toBe(true);
    const progresses = mine.map((p) => p.progress);
    expect(progresses).toEqual([...progresses].sort((x, y) => x - y)); // never goes back
    expect(completedA.find((c) => c.jobId === job.id)).toMatchObject({ status: 'completed', errors: [] });
    expect(seenByB).toEqual([]);

    const list = await get(t.app, '/api/dominator-pipeline/jobs?limit=2', tokenA());
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0].id).toBe(job.id); // newest first
  }, 120_000);

  it("keeps one team's jobs from another: 404 to read or cancel, absent from the list", async () => {
    const res = await post(
      t.app,
      '/api/dominator-pipeline/batch-deploy',
      { opportunityIds: [markets[5]!] },
      tokenA(),
    );
    const id = res.body.data.job.id;
    expect((await get(t.app, `/api/dominator-pipeline/jobs/${id}`, tokenB())).status).toBe(404);
    expect((await post(t.app, `/api/dominator-pipeline/jobs/${id}/cancel`, undefined, tokenB())).status).toBe(
      404,
    );
    const listB = await get(t.app, '/api/dominator-pipeline/jobs', tokenB());
    expect(listB.body.data.map((j: { id: string }) => j.id)).not.toContain(id);
    await waitForJob(id);
  }, 120_000);

  it('deploys the best goldmines the team has no site for yet', async () => {
    const built = new Set(
      (await sqlRows(t.app, `select opportunity_id from sites where user_id = '${userA.user.id}'`)).map(
        (r) => r.opportunity_id,
      ),
    );
    const res = await post(t.app, '/api/dominator-pipeline/deploy-goldmines', { limit: 2 }, tokenA());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.totalSitesPlanned).toBe(2);
    const job = await waitForJob(res.body.data.job.id);
    expect(job).toMatchObject({ kind: 'deploy-goldmines', status: 'completed', sitesDeployed: 2 });
    const made = await sqlRows(
      t.app,
      `select s.opportunity_id from deploy_job_items i join sites s on s.id = i.site_id where i.job_id = '${job.id}'`,
    );
    for (const r of made) expect(built.has(r.opportunity_id)).toBe(false);
  }, 120_000);

  it('cancels a job: the worker stops before the next item', async () => {
    const ids = markets.slice(10, 18);
    const res = await post(t.app, '/api/dominator-pipeline/batch-deploy', { opportunityIds: ids }, tokenA());
    const id = res.body.data.job.id;
    const cancelled = await post(t.app, `/api/dominator-pipeline/jobs/${id}/cancel`, undefined, tokenA());
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 3000));
    const after = await get(t.app, `/api/dominator-pipeline/jobs/${id}`, tokenA());
    expect(after.body.data.status).toBe('cancelled');
    expect(after.body.data.sitesDeployed).toBeLessThan(ids.length);
    const pending = await sqlRows(
      t.app,
      `select count(*)::int as n from deploy_job_items where job_id = '${id}' and status = 'pending'`,
    );
    expect(pending[0].n).toBeGreaterThan(0);
    // cancelling a finished job answers it as it is
    const again = await post(t.app, `/api/dominator-pipeline/jobs/${id}/cancel`, undefined, tokenA());
    expect(again.body.data.status).toBe('cancelled');
  }, 60_000);

  it('records a failed item with a readable error and goes on; all failed = job failed', async () => {
    const insertJob = async (keys: string[]) => {
      const [job] = await sqlRows(
        t.app,
        `insert into deploy_jobs (team_id, user_id, kind, params, sites_planned)
         select team_id, user_id, 'batch-deploy', '{}'::jsonb, ${keys.length} from sites
          where user_id = '${userA.user.id}' limit 1 returning id`,
      );
      for (const [i, key] of keys.entries()) {
        await sqlRows(
          t.app,
          `insert into deploy_job_items (job_id, position, item_key) values ('${job.id}', ${i}, '${key}')`,
        );
      }
      await t.app.services.jobs.resume(job.id);
      return job.id as string;
    };
    const mixed = await waitForJob(await insertJob(['plumbing~0000000', markets[21]!]));
    expect(mixed).toMatchObject({ status: 'completed', sitesPlanned: 2, sitesDeployed: 1, progress: 100 });
    expect(mixed.errors).toHaveLength(1);
    expect(mixed.errors[0]).toMatch(/^plumbing~0000000: \S/);
    const allFailed = await waitForJob(await insertJob(['plumbing~0000001']));
    expect(allFailed).toMatchObject({ status: 'failed', sitesDeployed: 0 });
    expect(allFailed.errors).toHaveLength(1);
  }, 60_000);
});

describe('durability', () => {
  async function insertJob(
    items: { key: string; siteId?: string; done?: boolean }[],
    state: { status: string; heartbeat: string; runs: number },
  ) {
    const [team] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${userA.user.id}' limit 1`,
    );
    const done = items.filter((i) => i.done).length;
    const [job] = await sqlRows(
      t.app,
      `insert into deploy_jobs (team_id, user_id, kind, params, sites_planned, sites_deployed, status,
                                heartbeat_at, runs, started_at)
       values ('${team.team_id}', '${userA.user.id}', 'batch-deploy', '{}'::jsonb, ${items.length}, ${done},
               '${state.status}', ${state.heartbeat}, ${state.runs}, now()) returning id`,
    );
    for (const [i, item] of items.entries()) {
      await sqlRows(
        t.app,
        `insert into deploy_job_items (job_id, position, item_key, site_id, status)
         values ('${job.id}', ${i}, '${item.key}', ${item.siteId ? `'${item.siteId}'` : 'null'},
                 '${item.done ? 'done' : 'pending'}')`,
      );
    }
    return job.id as string;
  }

  it('leaves a job alone while another process holds it, and takes it over once its heartbeat is stale', async () => {
    const id = await insertJob([{ key: markets[23]! }], {
      status: 'running',
      heartbeat: "now() + interval '1 minute'", // its holder beats on: never stale during the test
      runs: 1,
    });
    await t.app.services.jobs.resume(id);
    await new Promise((r) => setTimeout(r, 1500));
    const [held] = await sqlRows(t.app, `select status, runs from deploy_jobs where id = '${id}'`);
    expect(held).toEqual({ status: 'running', runs: 1 });

    await sqlRows(
      t.app,
      `update deploy_jobs set heartbeat_at = now() - interval '1 hour' where id = '${id}'`,
    );
    await t.app.services.jobs.resume(id);
    const job = await waitForJob(id);
    expect(job).toMatchObject({ status: 'completed', sitesDeployed: 1 });
    const [row] = await sqlRows(t.app, `select runs from deploy_jobs where id = '${id}'`);
    expect(row.runs).toBe(2);
  }, 60_000);

  it('resumes after the items already done: their sites are not deployed again', async () => {
    const [live] = await sqlRows(
      t.app,
      `select id, deployed_at from sites where opportunity_id = '${markets[0]}' and status = 'live'`,
    );
    const id = await insertJob(
      [{ key: markets[0]!, siteId: live.id, done: true }, { key: markets[24]! }, { key: markets[25]! }],
      { status: 'running', heartbeat: 'null', runs: 1 },
    );
    await t.app.services.jobs.resume(id);
    const job = await waitForJob(id);
    expect(job).toMatchObject({ status: 'completed', sitesPlanned: 3, sitesDeployed: 3, progress: 100 });
    expect(job.siteIds[0]).toBe(live.id);
    const [after] = await sqlRows(t.app, `select deployed_at from sites where id = '${live.id}'`);
    expect(new Date(after.deployed_at).getTime()).toBe(new Date(live.deployed_at).getTime());
  }, 60_000);
});
