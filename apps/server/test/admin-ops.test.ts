import { ENGINES } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventBus } from '../src/lib/events';
import { createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';

// Platform administration, operations (docs/admin.md): jobs of every team (deploy jobs, crawls,
// engine runs) with retry and cancel through their modules, provider usage equal to the
// provider_calls rows, the audit log (its own acts and admin.act from other modules), system health.

let t: TestApp;
let token: string;
let adminId: string;
let teamA: { userId: string; teamId: string };
let teamB: { userId: string; teamId: string };

async function member() {
  const r = await registerVerified(t.app);
  const [row] = await sqlRows(t.app, `select team_id from team_members where user_id = '${r.user.id}'`);
  return { userId: r.user.id as string, teamId: row.team_id as string };
}

const one = async (q: string) => (await sqlRows(t.app, q))[0];

/** The app's event bus, caught as the modules subscribe to it (the app does not expose it). */
let bus: EventBus | undefined;

beforeAll(async () => {
  const on = EventBus.prototype.on;
  const spy = vi.spyOn(EventBus.prototype, 'on').mockImplementation(function (this: EventBus, ...args) {
    bus = this;
    return on.apply(this, args as Parameters<typeof on>);
  });
  t = await createTestApp();
  spy.mockRestore();
  const a = await registerVerified(t.app);
  await sqlRows(t.app, `update users set role = 'admin' where id = '${a.user.id}'`);
  token = a.tokens.accessToken;
  adminId = a.user.id;
  teamA = await member();
  teamB = await member();
});
afterAll(() => t.close());

describe('admin jobs', () => {
  it('lists deploy jobs, crawls and engine runs of every team, newest first, filtered by status', async () => {
    const job =
      await one(`insert into deploy_jobs (team_id, user_id, kind, status, params, errors, created_at, finished_at)
      values ('${teamA.teamId}', '${teamA.userId}', 'deploy', 'failed', '{}', '["build broke"]', now() - interval '3 minutes', now())
      returning id`);
    await sqlRows(
      t.app,
      `insert into deploy_job_items (job_id, position, item_key, status, error)
      values ('${job.id}', 0, 'market-1', 'failed', 'build broke')`,
    );
    const project = await one(`insert into projects (team_id, user_id, name, url)
      values ('${teamB.teamId}', '${teamB.userId}', 'Rival audit', 'http://127.0.0.1:9/') returning id`);
    const crawl =
      await one(`insert into crawls (team_id, project_id, user_id, trigger, status, error, created_at, finished_at)
      values ('${teamB.teamId}', '${project.id}', '${teamB.userId}', 'manual', 'failed', 'unreachable', now() - interval '2 minutes', now())
      returning id`);
    const action = ENGINES.content.actions[0];
    const run =
      await one(`insert into engine_runs (team_id, engine_id, action, status, trigger, requested_by, error, created_at, finished_at)
      values ('${teamA.teamId}', 'content', '${action}', 'failed', 'manual', '${teamA.userId}', 'boom', now() - interval '1 minute', now())
      returning id`);

    const res = await get(t.app, '/api/admin/jobs?status=failed', token);
    expect(res.status).toBe(200);
    const items = res.body.data.items as Array<{
      id: string;
      type: string;
      teamId: string;
      canRetry: boolean;
    }>;
    expect(items.map((i) => i.id)).toEqual([run.id, crawl.id, job.id]);
    expect(items.map((i) => i.type)).toEqual(['engine', 'crawl', 'deploy']);
    expect(items.map((i) => i.teamId)).toEqual([teamA.teamId, teamB.teamId, teamA.teamId]);
    expect(items.every((i) => i.canRetry)).toBe(true);
    const crawls = await get(t.app, '/api/admin/jobs?type=crawl', token);
    expect(crawls.body.data.items.map((i: { id: string }) => i.id)).toEqual([crawl.id]);
    expect((await get(t.app, '/api/admin/jobs?status=lost', token)).status).toBe(400);

    // Retry each: a new row through its module, for the same team.
    const retried = await post(t.app, `/api/admin/jobs/deploy/${job.id}/retry`, {}, token);
    expect(retried.status).toBe(200);
    const newJob = await one(
      `select team_id, kind, params from deploy_jobs where id = '${retried.body.data.id}'`,
    );
    expect(newJob).toMatchObject({ team_id: teamA.teamId, kind: 'deploy' });
    expect(newJob.params.retryOf).toBe(job.id);
    const items2 = await sqlRows(
      t.app,
      `select item_key from deploy_job_items where job_id = '${retried.body.data.id}'`,
    );
    expect(items2.map((i) => i.item_key)).toEqual(['market-1']);

    const crawlAgain = await post(t.app, `/api/admin/jobs/crawl/${crawl.id}/retry`, {}, token);
    expect(crawlAgain.status).toBe(200);
    const newCrawl = await one(
      `select team_id, project_id from crawls where id = '${crawlAgain.body.data.id}'`,
    );
    expect(newCrawl).toEqual({ team_id: teamB.teamId, project_id: project.id });

    const runAgain = await post(t.app, `/api/admin/jobs/engine/${run.id}/retry`, {}, token);
    expect(runAgain.status).toBe(200);
    const newRun = await one(
      `select team_id, engine_id, action from engine_runs where id = '${runAgain.body.data.id}'`,
    );
    expect(newRun).toEqual({ team_id: teamA.teamId, engine_id: 'content', action });
    await t.app.services.engines.settled();

    // Only a failed job is retried.
    const done = await one(`insert into deploy_jobs (team_id, user_id, kind, status, params)
      values ('${teamA.teamId}', '${teamA.userId}', 'deploy', 'completed', '{}') returning id`);
    const notFailed = await post(t.app, `/api/admin/jobs/deploy/${done.id}/retry`, {}, token);
    expect(notFailed.status).toBe(409);

    const audit = await sqlRows(
      t.app,
      `select target_type, target_id from admin_audit where action = 'job.retry' order by created_at`,
    );
    expect(audit).toEqual([
      { target_type: 'deploy', target_id: job.id },
      { target_type: 'crawl', target_id: crawl.id },
      { target_type: 'engine', target_id: run.id },
    ]);
  });

  it('cancels a queued deploy job and a queued crawl through their cancel paths', async () => {
    const job = await one(`insert into deploy_jobs (team_id, user_id, kind, status, params, created_at)
      values ('${teamB.teamId}', '${teamB.userId}', 'batch-deploy', 'queued', '{}', now() + interval '1 hour') returning id`);
    const res = await post(t.app, `/api/admin/jobs/deploy/${job.id}/cancel`, {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    expect((await one(`select status from deploy_jobs where id = '${job.id}'`)).status).toBe('cancelled');

    const project = await one(`insert into projects (team_id, user_id, name, url)
      values ('${teamA.teamId}', '${teamA.userId}', 'Queued', 'http://127.0.0.1:9/q') returning id`);
    const crawl = await one(`insert into crawls (team_id, project_id, user_id, trigger, status)
      values ('${teamA.teamId}', '${project.id}', '${teamA.userId}', 'manual', 'queued') returning id`);
    const c = await post(t.app, `/api/admin/jobs/crawl/${crawl.id}/cancel`, {}, token);
    expect(c.status).toBe(200);
    expect((await one(`select status from crawls where id = '${crawl.id}'`)).status).toBe('cancelled');

    const missing = await post(
      t.app,
      '/api/admin/jobs/deploy/00000000-0000-4000-8000-000000000000/cancel',
      {},
      token,
    );
    expect(missing.status).toBe(404);
    const badType = await post(t.app, `/api/admin/jobs/nope/${job.id}/cancel`, {}, token);
    expect(badType.status).toBe(400);
  });
});

describe('admin usage', () => {
  it('sums provider_calls per team and provider, this month and the last 30 days', async () => {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const ins = (team: string, provider: string, success: boolean, cost: number, at: string) =>
      sqlRows(
        t.app,
        `insert into provider_calls (team_id, provider_id, operation, success, cost_usd, duration_ms, created_at)
         values ('${team}', '${provider}', 'op', ${success}, ${cost}, 10, ${at})`,
      );
    await ins(teamA.teamId, 'serpapi', true, 0.01, 'now()');
    await ins(teamA.teamId, 'serpapi', false, 0, 'now()');
    await ins(teamA.teamId, 'serpapi', true, 0.02, `now() - interval '40 days'`);
    await ins(teamB.teamId, 'llm', true, 0.5, 'now()');
    // A call 20 days ago: in the 30-day window; in this month only when the month began before it.
    await ins(teamB.teamId, 'llm', true, 0.25, `now() - interval '20 days'`);
    const twentyAgoInMonth = now.getTime() - 20 * 86_400_000 >= monthStart.getTime();

    const res = await get(t.app, '/api/admin/usage', token);
    expect(res.status).toBe(200);
    const usage = res.body.data;
    expect(usage.monthStart).toBe(monthStart.toISOString());
    const a = usage.rows.find((r: { teamId: string }) => r.teamId === teamA.teamId);
    expect(a).toMatchObject({
      providerId: 'serpapi',
      last30Calls: 2,
      last30Failures: 1,
      monthCalls: 2,
      monthFailures: 1,
    });
    expect(a.last30SpendUsd).toBeCloseTo(0.01, 6);
    const b = usage.rows.find((r: { teamId: string }) => r.teamId === teamB.teamId);
    expect(b.last30Calls).toBe(2);
    expect(b.last30SpendUsd).toBeCloseTo(0.75, 6);
    expect(b.monthCalls).toBe(twentyAgoInMonth ? 2 : 1);

    // The totals equal the rows as SQL counts them.
    const direct = await one(`select count(*)::int as n, coalesce(sum(cost_usd), 0)::float8 as spend
      from provider_calls where created_at >= now() - interval '30 days'`);
    expect(usage.totals.last30Calls).toBe(direct.n);
    expect(usage.totals.last30SpendUsd).toBeCloseTo(direct.spend, 6);
  });
});

describe('admin audit and system', () => {
  it('stores admin.act from other modules and pages the log with an action filter', async () => {
    await bus!.emit('admin.act', {
      actorId: adminId,
      action: 'team.plan',
      targetType: 'team',
      targetId: teamA.teamId,
      details: { plan: 'pro' },
      ip: '203.0.113.9',
    });
    const res = await get(t.app, '/api/admin/audit?action=team.plan', token);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.items[0]).toMatchObject({
      action: 'team.plan',
      targetId: teamA.teamId,
      details: { plan: 'pro' },
      ip: '203.0.113.9',
      actorId: adminId,
    });
    const all = await get(t.app, '/api/admin/audit?pageSize=10', token);
    const count = await one('select count(*)::int as n from admin_audit');
    expect(all.body.data.total).toBe(count.n);
    expect((await get(t.app, '/api/admin/audit?action=DROP%20TABLE', token)).status).toBe(400);
  });

  it('answers the engines system health', async () => {
    const res = await get(t.app, '/api/admin/system', token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('uptime');
  });
});
