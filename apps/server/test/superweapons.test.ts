import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { teamUser } from './seo-opportunities-fixtures';
import { del, patch } from './sites-fixtures';

// The superweapons control room (docs/superweapons.md): rules CRUD and validation, dry runs that list
// exactly the matching markets and sites and change nothing, real runs that start deploy jobs, the
// schedule's claim, campaigns from a rule, and another team's 404. The kill switch: superweapons-kill.

let t: TestApp;
let ada: Awaited<ReturnType<typeof teamUser>>;
let bob: Awaited<ReturnType<typeof teamUser>>;

const R = '/api/superweapons/rules';

beforeAll(async () => {
  t = await createTestApp({ AUTOMATION_TICK_MS: 0, JOBS_POLL_MS: 500, JOBS_HEARTBEAT_MS: 1000 });
  ada = await teamUser(t.app);
  bob = await teamUser(t.app);
}, 60_000);
afterAll(() => t?.close());

async function search(query: string) {
  const res = await get(t.app, `/api/payout-data/search?${query}`, ada.token);
  expect(res.status).toBe(200);
  return res.body.data.items as { id: string; quantumScore: number; competition: number }[];
}

async function createRule(body: Record<string, unknown>, token = ada.token) {
  const res = await post(t.app, R, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; params: Record<string, unknown> };
}

async function waitForJob(id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(t.app, `/api/dominator-pipeline/jobs/${id}`, ada.token);
    expect(res.status).toBe(200);
    if (!['queued', 'running'].includes(res.body.data.status)) return res.body.data;
    if (Date.now() > until) throw new Error(`job ${id} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const count = async (sql: string) => Number((await sqlRows(t.app, sql))[0].n);

describe('rules', () => {
  it('needs a signed-in caller', async () => {
    expect((await get(t.app, R)).status).toBe(401);
    expect((await post(t.app, '/api/superweapons/kill-switch', {})).status).toBe(401);
  });

  it('refuses bad rules with the field named', async () => {
    const market = { name: 'Plumbers', kind: 'build-market', params: { minScore: 50, maxCompetition: 60 } };
    const cases: [unknown, RegExp][] = [
      [{ ...market, kind: 'nuke' }, /kind/],
      [{ ...market, name: '  ' }, /name: required/],
      [
        { ...market, params: { minScore: 101, maxCompetition: 60 } },
        /params.minScore: a number from 0 to 100/,
      ],
      [{ ...market, params: { minScore: 50 } }, /params.maxCompetition/],
      [{ ...market, params: { minScore: 50, maxCompetition: 60, state: 'Texas' } }, /params.state/],
      [{ ...market, params: { minScore: 50, maxCompetition: 60, bogus: 1 } }, /bogus|unrecognized/i],
      [{ ...market, params: { minScore: 50, maxCompetition: 60, maxSitesPerRun: 0 } }, /maxSitesPerRun/],
      [{ name: 'Stale', kind: 'refresh-stale-site', params: { staleDays: 0 } }, /params.staleDays/],
      [{ name: 'Stale', kind: 'refresh-stale-site', params: { minScore: 5 } }, /params/],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, R, body, ada.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const rule = await createRule(market);
    // PATCHed params are checked against the rule's own kind.
    const bad = await patch(t.app, `${R}/${rule.id}`, { params: { staleDays: 3 } }, ada.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/params.minScore/);
    expect((await patch(t.app, `${R}/${rule.id}`, {}, ada.token)).status).toBe(400);
    expect((await del(t.app, `${R}/${rule.id}`, ada.token)).status).toBe(200);
  });

  it('creates, lists, changes and deletes; another team gets 404', async () => {
    const rule = await createRule({
      name: 'Texas plumbers',
      kind: 'build-market',
      params: { vertical: 'plumbing', state: 'tx', minScore: 40, maxCompetition: 70 },
    });
    expect(rule.params).toEqual({
      vertical: 'plumbing',
      state: 'TX',
      minScore: 40,
      maxCompetition: 70,
      maxSitesPerRun: 3,
    });
    const listed = await get(t.app, R, ada.token);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(rule.id);
    const changed = await patch(t.app, `${R}/${rule.id}`, { enabled: false, name: 'Renamed' }, ada.token);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ enabled: false, name: 'Renamed' });

    // Bob's team: none of it.
    expect((await get(t.app, R, bob.token)).body.data).toEqual([]);
    expect((await patch(t.app, `${R}/${rule.id}`, { enabled: true }, bob.token)).status).toBe(404);
    expect((await post(t.app, `${R}/${rule.id}/dry-run`, {}, bob.token)).status).toBe(404);
    expect((await post(t.app, `${R}/${rule.id}/run`, {}, bob.token)).status).toBe(404);
    expect((await del(t.app, `${R}/${rule.id}`, bob.token)).status).toBe(404);
    const stillThere = await get(t.app, R, ada.token);
    expect(stillThere.body.data.find((r: { id: string }) => r.id === rule.id)).toMatchObject({
      enabled: false,
    });

    expect((await del(t.app, `${R}/${rule.id}`, ada.token)).status).toBe(200);
    expect((await del(t.app, `${R}/${rule.id}`, ada.token)).status).toBe(404);
  });
});

describe('dry run and real run: build-market', () => {
  it('lists exactly the markets above the score, below the competition, not yet built, and changes nothing', async () => {
    const all = await search('vertical=roofing&location=TX&limit=500&sort=quantumScore&order=desc');
    expect(all.length).toBeGreaterThan(10);
    // Thresholds from the data itself: the 30th best score, the median competition of those 30.
    const top = all.slice(0, 30);
    const minScore = top.at(-1)!.quantumScore;
    const maxCompetition = top.map((o) => o.competition).sort((a, b) => a - b)[15]!;
    const qualifying = all.filter((o) => o.quantumScore >= minScore && o.competition <= maxCompetition);
    expect(qualifying.length).toBeGreaterThanOrEqual(6);
    expect(qualifying.length).toBeLessThan(all.filter((o) => o.quantumScore >= minScore).length);
    // The team already has a site for the best qualifying market: it is left out.
    const built = qualifying[0]!.id;
    expect(
      (await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: built }, ada.token)).status,
    ).toBe(201);
    const expected = qualifying.slice(1, 6).map((o) => o.id);

    const rule = await createRule({
      name: 'Texas roofers',
      kind: 'build-market',
      params: { vertical: 'roofing', state: 'TX', minScore, maxCompetition, maxSitesPerRun: 5 },
    });
    const sitesBefore = await count(`select count(*) n from sites where team_id = '${ada.teamId}'`);
    const jobsBefore = await count(`select count(*) n from deploy_jobs where team_id = '${ada.teamId}'`);

    const dry = await post(t.app, `${R}/${rule.id}/dry-run`, {}, ada.token);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, status: 'done', ruleId: rule.id });
    expect(dry.body.data.actions.map((a: { ref: string }) => a.ref)).toEqual(expected);
    for (const a of dry.body.data.actions) {
      expect(a.figures.score).toBeGreaterThanOrEqual(minScore);
      expect(a.figures.competition).toBeLessThanOrEqual(maxCompetition);
      expect(a.jobId).toBeNull();
    }
    expect(dry.body.data.basis).toMatch(/1 already built/);

    // Nothing started: no site, no job; the dry run is stored as one.
    expect(await count(`select count(*) n from sites where team_id = '${ada.teamId}'`)).toBe(sitesBefore);
    expect(await count(`select count(*) n from deploy_jobs where team_id = '${ada.teamId}'`)).toBe(
      jobsBefore,
    );
    const [stored] = await sqlRows(
      t.app,
      `select dry_run, status from automation_runs where id = '${dry.body.data.id}'`,
    );
    expect(stored).toMatchObject({ dry_run: true, status: 'done' });

    // A real run starts one batch deploy job of those markets; it builds them.
    await patch(
      t.app,
      `${R}/${rule.id}`,
      { params: { vertical: 'roofing', state: 'TX', minScore, maxCompetition, maxSitesPerRun: 2 } },
      ada.token,
    );
    const run = await post(t.app, `${R}/${rule.id}/run`, {}, ada.token);
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ dryRun: false, status: 'done' });
    expect(run.body.data.actions.map((a: { ref: string }) => a.ref)).toEqual(expected.slice(0, 2));
    const jobId = run.body.data.actions[0].jobId;
    expect(jobId).toBeTruthy();
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({ status: 'completed', sitesPlanned: 2, sitesDeployed: 2 });
    const builtNow = await sqlRows(
      t.app,
      `select opportunity_id from sites where team_id = '${ada.teamId}' and status = 'live'`,
    );
    expect(builtNow.map((r) => r.opportunity_id)).toEqual(expect.arrayContaining(expected.slice(0, 2)));

    // Built markets no longer match.
    const again = await post(t.app, `${R}/${rule.id}/dry-run`, {}, ada.token);
    expect(again.body.data.actions.map((a: { ref: string }) => a.ref)).toEqual(expected.slice(2, 4));

    // The runs list and the feed show them, newest first.
    const runs = await get(t.app, '/api/superweapons/runs', ada.token);
    expect(runs.body.data[0]).toMatchObject({ id: again.body.data.id, ruleName: 'Texas roofers' });
    const feed = await get(t.app, '/api/superweapons/feed?limit=10', ada.token);
    expect(feed.status).toBe(200);
    const kinds = feed.body.data.map((f: { kind: string }) => f.kind);
    expect(kinds).toContain('deploy-job');
    expect(kinds).toContain('automation-run');
    expect(feed.body.data.find((f: { id: string }) => f.id === jobId)).toMatchObject({
      status: 'completed',
      active: false,
    });
    expect((await get(t.app, '/api/superweapons/feed?limit=0', ada.token)).status).toBe(400);
    expect((await get(t.app, '/api/superweapons/feed', bob.token)).body.data).toEqual([]);

    // A campaign of the rule's current matches.
    const campaign = await post(
      t.app,
      '/api/superweapons/campaigns',
      { name: 'Roofers campaign', ruleId: rule.id, perDay: 1, budgetUsd: 5 },
      ada.token,
    );
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    expect(campaign.body.data.items.map((i: { ref: string }) => i.ref)).toEqual(expected.slice(2, 4));
    expect(
      (await post(t.app, '/api/superweapons/campaigns', { name: 'x', perDay: 1, budgetUsd: 5 }, ada.token))
        .status,
    ).toBe(400);
    await post(t.app, `/api/campaigns/${campaign.body.data.id}/cancel`, {}, ada.token);
  }, 120_000);
});

describe('dry run and real run: refresh-stale-site', () => {
  it('matches live sites without a lead for N days, and a run regenerates and deploys them', async () => {
    const mk = async (market: string) => {
      const site = await post(t.app, '/api/sites', { kind: 'goldmine', opportunityId: market }, bob.token);
      expect(site.status).toBe(201);
      const deployed = await post(t.app, `/api/sites/${site.body.data.id}/deploy`, {}, bob.token);
      expect(deployed.status).toBe(200);
      return site.body.data.id as string;
    };
    const markets = await search('vertical=plumbing&location=TX&limit=3');
    const quiet = await mk(markets[0]!.id);
    const busy = await mk(markets[1]!.id);
    const fresh = await mk(markets[2]!.id);
    // quiet: live 40 days, no lead; busy: live 40 days, a lead 5 days ago; fresh: live today.
    await sqlRows(
      t.app,
      `update sites set deployed_at = now() - interval '40 days' where id in ('${quiet}', '${busy}')`,
    );
    await sqlRows(
      t.app,
      `insert into leads (team_id, site_id, page, name, created_at) values ('${bob.teamId}', '${busy}', '/', 'Jo', now() - interval '5 days')`,
    );
    const rule = await createRule(
      { name: 'Stale', kind: 'refresh-stale-site', params: { staleDays: 30 } },
      bob.token,
    );
    const versions = async (id: string) =>
      count(`select count(*) n from site_versions where site_id = '${id}'`);
    const before = await versions(quiet);

    const dry = await post(t.app, `${R}/${rule.id}/dry-run`, {}, bob.token);
    expect(dry.status).toBe(200);
    expect(dry.body.data.actions).toEqual([
      expect.objectContaining({
        kind: 'refresh-site',
        ref: quiet,
        figures: expect.objectContaining({ daysWithoutLead: 40, lastLeadAt: null }),
      }),
    ]);
    expect(await versions(quiet)).toBe(before);

    const run = await post(t.app, `${R}/${rule.id}/run`, {}, bob.token);
    expect(run.status).toBe(200);
    const action = run.body.data.actions[0];
    expect(action).toMatchObject({ ref: quiet, error: null });
    const job = await get(t.app, `/api/dominator-pipeline/jobs/${action.jobId}`, bob.token);
    expect(job.status).toBe(200);
    for (let i = 0; i < 100; i++) {
      const [row] = await sqlRows(t.app, `select status from deploy_jobs where id = '${action.jobId}'`);
      if (row.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await versions(quiet)).toBe(before + 1);
    const [site] = await sqlRows(
      t.app,
      `select s.live_version_id = (select id from site_versions v where v.site_id = s.id order by v.created_at desc limit 1) as newest from sites s where s.id = '${quiet}'`,
    );
    expect(site.newest).toBe(true);
    expect(fresh).toBeTruthy();
  }, 120_000);
});

describe('schedule', () => {
  it('runs a due rule once even when two passes race, and not again within the interval', async () => {
    const who = await teamUser(t.app);
    const rule = await createRule(
      { name: 'Nothing matches', kind: 'build-market', params: { minScore: 100, maxCompetition: 0 } },
      who.token,
    );
    const runs = () => count(`select count(*) n from automation_runs where rule_id = '${rule.id}'`);
    const s = t.app.services.superweapons;
    await Promise.all([s.tick(3_600_000), s.tick(3_600_000)]);
    expect(await runs()).toBe(1);
    await s.tick(3_600_000);
    expect(await runs()).toBe(1);
    // A disabled rule never fires.
    await patch(t.app, `${R}/${rule.id}`, { enabled: false }, who.token);
    await sqlRows(t.app, `update automation_rules set last_run_at = null where id = '${rule.id}'`);
    await s.tick(3_600_000);
    expect(await runs()).toBe(1);
  });
});
