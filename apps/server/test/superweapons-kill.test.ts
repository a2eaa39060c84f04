import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, outbox, post, registerVerified, sqlRows, type TestApp } from './helpers';
import { seedProject, teamUser } from './seo-opportunities-fixtures';

// The kill switch (docs/superweapons.md#kill-switch): a batch deploy of several sites with a slow
// step is stopped mid-way (the job ends cancelled, the rest is not built, nothing new starts, the
// site already live stays live), campaigns, crawls, engine runs and automation runs of the team are
// stopped too, the counts are kept; no rule fires until resume. Members may not flip it; another
// team's switch leaves this team alone.

let t: TestApp;
let ada: Awaited<ReturnType<typeof teamUser>>;
let bob: Awaited<ReturnType<typeof teamUser>>;

const KILL = '/api/superweapons/kill-switch';
const count = async (sql: string) => Number((await sqlRows(t.app, sql))[0].n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // A slow step: 3 s between two sites of a job.
  t = await createTestApp({
    AUTOMATION_TICK_MS: 0,
    JOBS_POLL_MS: 500,
    JOBS_HEARTBEAT_MS: 1000,
    JOBS_ITEM_PAUSE_MS: 3000,
  });
  ada = await teamUser(t.app);
  bob = await teamUser(t.app);
}, 60_000);
afterAll(() => t?.close());

async function job(id: string) {
  const res = await get(t.app, `/api/dominator-pipeline/jobs/${id}`, ada.token);
  expect(res.status).toBe(200);
  return res.body.data as { status: string; sitesDeployed: number; sitesPlanned: number; siteIds: string[] };
}

async function member(teamId: string) {
  const m = await registerVerified(t.app);
  const inv = await post(
    t.app,
    `/api/user/teams/${teamId}/invite`,
    { email: m.email, role: 'member' },
    ada.token,
  );
  expect(inv.status).toBe(201);
  const token = (await outbox(t.app, m.email))
    .map((mail: { text: string }) => mail.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1])
    .find(Boolean);
  const accepted = await post(t.app, '/api/user/invitations/accept', { token }, m.tokens.accessToken);
  expect(accepted.status).toBe(200);
  expect((await post(t.app, `/api/user/teams/${teamId}/switch`, {}, m.tokens.accessToken)).status).toBe(200);
  return m.tokens.accessToken as string;
}

describe('kill switch', () => {
  it('stops a running batch and every other job of the team, and nothing new starts until resume', async () => {
    const found = await get(
      t.app,
      '/api/payout-data/search?vertical=plumbing&location=TX&limit=5',
      ada.token,
    );
    const markets = found.body.data.items.map((o: { id: string }) => o.id);
    expect(markets).toHaveLength(5);
    const rule = await post(
      t.app,
      '/api/superweapons/rules',
      {
        name: 'Roofers',
        kind: 'build-market',
        params: { vertical: 'roofing', minScore: 0, maxCompetition: 100, maxSitesPerRun: 1 },
      },
      ada.token,
    );
    expect(rule.status).toBe(201);

    // Other work of the team: a scheduled campaign, a queued crawl, a queued engine run, a running
    // automation run (rows as their modules write them).
    const startsOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const campaign = await post(
      t.app,
      '/api/campaigns',
      { name: 'Later', kind: 'markets', items: [markets[4]], startsOn, perDay: 1, budgetUsd: 5 },
      ada.token,
    );
    expect(campaign.status).toBe(201);
    const project = await seedProject(t.app, ada, { name: 'Kill test' });
    await sqlRows(
      t.app,
      `insert into crawls (team_id, project_id, trigger, status) values ('${ada.teamId}', '${project}', 'manual', 'queued')`,
    );
    await sqlRows(
      t.app,
      `insert into engine_runs (team_id, engine_id, action, status) values ('${ada.teamId}', 'content', 'analyze', 'queued')`,
    );
    await sqlRows(
      t.app,
      `insert into automation_runs (team_id, rule_id, status) values ('${ada.teamId}', '${rule.body.data.id}', 'running')`,
    );
    // Bob's team has work too: it must not be touched.
    await sqlRows(
      t.app,
      `insert into engine_runs (team_id, engine_id, action, status) values ('${bob.teamId}', 'content', 'analyze', 'queued')`,
    );

    const memberToken = await member(ada.teamId);
    const batch = await post(
      t.app,
      '/api/dominator-pipeline/batch-deploy',
      { opportunityIds: markets },
      ada.token,
    );
    expect(batch.status).toBe(202);
    const jobId = batch.body.data.job.id;
    // Wait until the first site is live and the job is between two sites.
    for (let i = 0; i < 300 && (await job(jobId)).sitesDeployed < 1; i++) await sleep(100);
    expect((await job(jobId)).sitesDeployed).toBeGreaterThanOrEqual(1);
    expect((await job(jobId)).status).toBe('running');

    // A member may not flip it.
    expect((await post(t.app, KILL, {}, memberToken)).status).toBe(403);
    expect((await get(t.app, '/api/superweapons/state', memberToken)).body.data.halted).toBe(false);

    const killed = await post(t.app, KILL, {}, ada.token);
    expect(killed.status).toBe(200);
    expect(killed.body.data).toMatchObject({
      halted: true,
      lastStopped: { deployJobs: 1, campaigns: 1, automationRuns: 1, implementations: 0 },
    });
    // The seeded crawl and engine run, and any the live site's publication queued meanwhile.
    expect(killed.body.data.lastStopped.crawls).toBeGreaterThanOrEqual(1);
    expect(killed.body.data.lastStopped.engineRuns).toBeGreaterThanOrEqual(1);

    // The job ends cancelled with the rest not built.
    let ended = await job(jobId);
    for (let i = 0; i < 300 && ['queued', 'running'].includes(ended.status); i++) {
      await sleep(100);
      ended = await job(jobId);
    }
    expect(ended.status).toBe('cancelled');
    // A site being deployed when the switch flipped finishes (its deploy is all or nothing); wait
    // until the worker has let the job go.
    for (let i = 0; i < 300 && t.app.services.jobs.running().includes(jobId); i++) await sleep(100);
    expect(t.app.services.jobs.running()).not.toContain(jobId);
    ended = await job(jobId);
    expect(ended.status).toBe('cancelled');
    expect(ended.sitesDeployed).toBeLessThan(5);
    const sites = () => count(`select count(*) n from sites where team_id = '${ada.teamId}'`);
    const built = await sites();
    expect(built).toBeLessThan(5);
    const pending = await count(
      `select count(*) n from deploy_job_items where job_id = '${jobId}' and status = 'pending'`,
    );
    expect(pending).toBeGreaterThan(0);
    // Nothing new starts: a few slow steps later the job and the sites are as they were.
    await sleep(4000);
    expect(await sites()).toBe(built);
    expect(await job(jobId)).toMatchObject({ status: 'cancelled', sitesDeployed: ended.sitesDeployed });
    // What was live stays live.
    const live = await count(
      `select count(*) n from sites where team_id = '${ada.teamId}' and status = 'live'`,
    );
    expect(live).toBe(ended.sitesDeployed);

    // Every other kind stopped; bob's engine run untouched.
    const [c] = await sqlRows(t.app, `select status from campaigns where id = '${campaign.body.data.id}'`);
    expect(c.status).toBe('cancelled');
    expect(
      await count(
        `select count(*) n from crawls where team_id = '${ada.teamId}' and status in ('queued','running')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from engine_runs where team_id = '${ada.teamId}' and status in ('queued','running')`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from automation_runs where team_id = '${ada.teamId}' and status = 'running'`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from engine_runs where team_id = '${bob.teamId}' and status = 'queued'`),
    ).toBe(1);
    expect((await get(t.app, '/api/superweapons/state', bob.token)).body.data.halted).toBe(false);

    // The feed shows the job stopped.
    const feed = await get(t.app, '/api/superweapons/feed', ada.token);
    expect(feed.body.data.find((f: { id: string }) => f.id === jobId)).toMatchObject({
      status: 'cancelled',
      active: false,
    });

    // While halted: no rule fires, on demand or on schedule; no campaign starts from the room.
    const ruleId = rule.body.data.id;
    const run = await post(t.app, `/api/superweapons/rules/${ruleId}/run`, {}, ada.token);
    expect(run.status).toBe(409);
    expect(run.body.message).toMatch(/kill switch/);
    const runsBefore = await count(`select count(*) n from automation_runs where rule_id = '${ruleId}'`);
    await t.app.services.superweapons.tick(60_000);
    expect(await count(`select count(*) n from automation_runs where rule_id = '${ruleId}'`)).toBe(
      runsBefore,
    );
    const room = await post(
      t.app,
      '/api/superweapons/campaigns',
      { name: 'x', ruleId, perDay: 1, budgetUsd: 5 },
      ada.token,
    );
    expect(room.status).toBe(409);
    // A dry run still answers (it starts nothing).
    expect((await post(t.app, `/api/superweapons/rules/${ruleId}/dry-run`, {}, ada.token)).status).toBe(200);

    // Resume: members may not; owners may; the counts stay as the last stop's.
    expect((await post(t.app, '/api/superweapons/resume', {}, memberToken)).status).toBe(403);
    const resumed = await post(t.app, '/api/superweapons/resume', {}, ada.token);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({
      halted: false,
      haltedAt: null,
      lastStopped: { deployJobs: 1 },
    });
    // Rules fire again: the schedule's next pass runs it and starts its job.
    const real = () =>
      count(`select count(*) n from automation_runs where rule_id = '${ruleId}' and dry_run = false`);
    const realBefore = await real();
    await t.app.services.superweapons.tick(60_000);
    expect(await real()).toBe(realBefore + 1);
    const [last] = await sqlRows(
      t.app,
      `select actions from automation_runs where rule_id = '${ruleId}' and dry_run = false order by created_at desc limit 1`,
    );
    expect(last.actions[0].jobId).toBeTruthy();
    await post(t.app, `/api/dominator-pipeline/jobs/${last.actions[0].jobId}/cancel`, {}, ada.token);
  }, 120_000);
});
