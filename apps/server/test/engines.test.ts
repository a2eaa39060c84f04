import { ENGINE_IDS, enginesApi } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';

// The intelligence engines (docs/engines.md): status of all eleven, runs as durable jobs, insights
// per team (kept 100), system health measured from the requests this app answered.

let t: TestApp;
let ada: { token: string; teamId: string };
let bob: { token: string; teamId: string };

async function member(app: TestApp['app']) {
  const r = await registerVerified(app);
  const [row] = await sqlRows(
    app,
    `select m.team_id from team_members m join users u on u.id = m.user_id where u.email = '${r.email}'`,
  );
  return { token: r.tokens.accessToken as string, teamId: row.team_id as string };
}

async function waitForRun(runId: string, token: string, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await get(t.app, `/api/intelligence-engines/runs/${runId}`, token);
    expect(res.status).toBe(200);
    const run = res.body.data.run;
    if (run.status === 'completed' || run.status === 'failed') return run;
    if (Date.now() > until) throw new Error(`run ${runId} still ${run.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await member(t.app);
  bob = await member(t.app);
}, 60_000);
afterAll(() => t?.close());

const status = async (token: string) => {
  const res = await get(t.app, '/api/intelligence-engines/status', token);
  expect(res.status).toBe(200);
  return enginesApi.status.response.parse(res.body).data;
};

describe('engines: status and execute', () => {
  it('answers all eleven engines in order, idle with no runs, and the system health', async () => {
    const s = await status(ada.token);
    expect(s.engines.map((e) => e.id)).toEqual([...ENGINE_IDS]);
    for (const e of s.engines) {
      expect(e).toMatchObject({
        status: 'idle',
        runCount: 0,
        errorCount: 0,
        currentRun: null,
        insightCount: 0,
      });
      expect(e.meanDurationMs).toBeNull();
    }
    expect(s.systemHealth.details.windowS).toBe(300);
    expect(s.systemHealth.overall).toBeGreaterThan(0);
    expect(s.systemHealth.uptime).toBeGreaterThanOrEqual(0);
  });

  it('refuses an unknown engine (404) and an unknown action (400 naming the accepted ones)', async () => {
    const unknown = await post(t.app, '/api/intelligence-engines/nope/execute', {}, ada.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found', message: 'Engine not found' });
    const badAction = await post(
      t.app,
      '/api/intelligence-engines/market-scanner/execute',
      { action: 'fly' },
      ada.token,
    );
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toContain('scan');
    const rank = await post(
      t.app,
      '/api/intelligence-engines/rank-tracking/execute',
      { action: 'x' },
      ada.token,
    );
    expect(rank.body.message).toContain('forecast, check');
    const noBody = await post(t.app, '/api/intelligence-engines/nope/execute', undefined, ada.token);
    expect(noBody.status).toBe(400);
    expect(noBody.body.error).toBe('validation_error');
    const extra = await post(
      t.app,
      '/api/intelligence-engines/market-scanner/execute',
      { force: true },
      ada.token,
    );
    expect(extra.status).toBe(400);
    const noAuth = await post(t.app, '/api/intelligence-engines/market-scanner/execute', {});
    expect(noAuth.status).toBe(401);
  });

  it('answers 503 for an engine whose module did not register it', async () => {
    const missing = ENGINE_IDS.filter((id) => !t.app.services.engines.definition(id));
    for (const id of missing) {
      const res = await post(t.app, `/api/intelligence-engines/${id}/execute`, {}, ada.token);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/not available/);
    }
    // The six built-in engines are always registered.
    for (const id of [
      'market-scanner',
      'keyword-intelligence',
      'content',
      'site-builder',
      'deployment',
      'rank-tracking',
    ] as const)
      expect(t.app.services.engines.definition(id)).toBeDefined();
  });
});

describe('engines: a market-scanner run', () => {
  let runId: string;

  it('queues (202), completes, stores insights and shows in the status', async () => {
    const res = await post(t.app, '/api/intelligence-engines/market-scanner/execute', {}, ada.token);
    expect(res.status).toBe(202);
    const queued = enginesApi.execute.response.parse(res.body).data.run;
    expect(queued).toMatchObject({ engineId: 'market-scanner', action: 'scan', trigger: 'manual' });
    runId = queued.id;
    const run = await waitForRun(runId, ada.token);
    expect(run.status).toBe('completed');
    expect(run.insightCount).toBeGreaterThan(1);
    expect(run.durationMs).not.toBeNull();
    expect(run.summary).toMatch(/goldmine market/);

    const insights = await get(
      t.app,
      '/api/intelligence-engines/insights?engineId=market-scanner',
      ada.token,
    );
    expect(insights.status).toBe(200);
    const list = enginesApi.insights.response.parse(insights.body).data.insights;
    expect(list).toHaveLength(run.insightCount);
    const market = list.find((i) => i.severity === 'success')!;
    expect(market.link).toMatch(/^\/discovery\?/);
    expect(market.figures.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Score', 'Payout per lead', 'Monthly searches', 'Competition']),
    );

    const s = await status(ada.token);
    const scanner = s.engines.find((e) => e.id === 'market-scanner')!;
    expect(scanner).toMatchObject({
      status: 'idle',
      runCount: 1,
      errorCount: 0,
      insightCount: run.insightCount,
    });
    expect(scanner.meanDurationMs).toBe(run.durationMs);
    expect(scanner.lastRunAt).not.toBeNull();
  });

  it('a second run replaces the insights with the same key instead of adding them', async () => {
    const before = (
      await sqlRows(t.app, `select count(*)::int as n from engine_insights where team_id = '${ada.teamId}'`)
    )[0].n;
    const res = await post(t.app, '/api/intelligence-engines/market-scanner/execute', {}, ada.token);
    const run = await waitForRun(res.body.data.run.id, ada.token);
    expect(run.status).toBe('completed');
    const after = (
      await sqlRows(t.app, `select count(*)::int as n from engine_insights where team_id = '${ada.teamId}'`)
    )[0].n;
    expect(after).toBe(before);
    expect((await status(ada.token)).engines.find((e) => e.id === 'market-scanner')!.runCount).toBe(2);
  });

  it('another team sees none of it', async () => {
    expect((await get(t.app, `/api/intelligence-engines/runs/${runId}`, bob.token)).status).toBe(404);
    const insights = await get(t.app, '/api/intelligence-engines/insights', bob.token);
    expect(insights.body.data.insights).toEqual([]);
    const s = await status(bob.token);
    expect(s.engines.every((e) => e.runCount === 0 && e.insightCount === 0)).toBe(true);
  });

  it('answers the open run instead of starting a second one', async () => {
    const [open] = await sqlRows(
      t.app,
      `insert into engine_runs (team_id, engine_id, action, status, started_at, heartbeat_at)
       values ('${bob.teamId}', 'content', 'audit', 'running', now(), now()) returning id`,
    );
    const res = await post(t.app, '/api/intelligence-engines/content/execute', {}, bob.token);
    expect(res.status).toBe(202);
    expect(res.body.data.run.id).toBe(open.id);
    const s = await status(bob.token);
    const content = s.engines.find((e) => e.id === 'content')!;
    expect(content.status).toBe('running');
    expect(content.currentRun?.id).toBe(open.id);
    await sqlRows(
      t.app,
      `update engine_runs set status = 'failed', finished_at = now(), error = 'test' where id = '${open.id}'`,
    );
    const after = (await status(bob.token)).engines.find((e) => e.id === 'content')!;
    expect(after).toMatchObject({ status: 'error', errorCount: 1, lastError: 'test' });
  });

  it('an empty team gets honest "nothing yet" insights, never invented numbers', async () => {
    const res = await post(t.app, '/api/intelligence-engines/keyword-intelligence/execute', {}, bob.token);
    const run = await waitForRun(res.body.data.run.id, bob.token);
    expect(run.status).toBe('completed');
    const list = (
      await get(t.app, '/api/intelligence-engines/insights?engineId=keyword-intelligence', bob.token)
    ).body.data.insights;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'No tracked keywords yet', severity: 'info' });
  });
});

describe('engines: durability and retention', () => {
  it('a run whose worker died (no heartbeat for 60 s) is taken again and completes', async () => {
    const [dead] = await sqlRows(
      t.app,
      `insert into engine_runs (team_id, engine_id, action, status, started_at, heartbeat_at, progress)
       values ('${bob.teamId}', 'site-builder', 'review', 'running', now() - interval '5 minutes',
               now() - interval '5 minutes', 40) returning id`,
    );
    const run = await waitForRun(dead.id, bob.token);
    expect(run.status).toBe('completed');
    expect(run.summary).toBe('No sites yet');
  });

  it('keeps the newest 100 insights per team and engine', async () => {
    await sqlRows(
      t.app,
      `insert into engine_insights (team_id, engine_id, title, figures, created_at)
       select '${bob.teamId}', 'deployment', 'old ' || g, '[]'::jsonb, now() - make_interval(hours => g)
       from generate_series(1, 105) g`,
    );
    const res = await post(t.app, '/api/intelligence-engines/deployment/execute', {}, bob.token);
    const run = await waitForRun(res.body.data.run.id, bob.token);
    expect(run.status).toBe('completed');
    const rows = await sqlRows(
      t.app,
      `select title from engine_insights where team_id = '${bob.teamId}' and engine_id = 'deployment' order by created_at desc`,
    );
    expect(rows).toHaveLength(100);
    expect(rows[0].title).toBe('No live site to watch yet');
    expect(rows.at(-1).title).toBe('old 99');
  });
});

describe('engines: system health', () => {
  it('counts the requests answered, and a 5xx', async () => {
    const first = (await status(ada.token)).systemHealth.details.requests;
    for (let i = 0; i < 3; i++) await get(t.app, '/api/intelligence-engines/insights?limit=1', ada.token);
    const second = (await status(ada.token)).systemHealth;
    expect(second.details.requests).toBeGreaterThanOrEqual(first + 4);
    expect(second.details.p95Ms).not.toBeNull();
    const errorsBefore = second.details.serverErrors;
    // A real server error: the table the insights are read from is briefly missing.
    await sqlRows(t.app, 'alter table engine_insights rename to engine_insights_gone');
    const broken = await get(t.app, '/api/intelligence-engines/insights', ada.token);
    await sqlRows(t.app, 'alter table engine_insights_gone rename to engine_insights');
    expect(broken.status).toBe(500);
    const third = (await status(ada.token)).systemHealth;
    expect(third.details.serverErrors).toBe(errorsBefore + 1);
    expect(third.errorRate).toBeGreaterThan(0);
  });

  it('validates the insights query', async () => {
    expect((await get(t.app, '/api/intelligence-engines/insights?limit=0', ada.token)).status).toBe(400);
    const unknown = await get(t.app, '/api/intelligence-engines/insights?engineId=zzz', ada.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Engine not found');
  });
});
