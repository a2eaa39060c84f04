import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/periods';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { seedCrawl, seedProject, teamUser } from './seo-opportunities-fixtures';
import { createGoldmine, deploy, placeId, user } from './sites-fixtures';

// Campaigns (docs/campaigns.md): validation, the schedule (perDay per local day, with the runner
// driven by an injected clock), items following their real deploy jobs, the budget stop, pause,
// resume, cancel, and another team's 404.

let t: TestApp;
let ada: string;
let bob: string;
const today = new Date().toISOString().slice(0, 10);
/** A start 10 days ahead: the app's own minute timer (real clock) never starts these campaigns. */
const D = addDays(today, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00.000Z`);
const markets = () => [
  `roofing~${placeId('Dallas', 'TX')}`,
  `plumbing~${placeId('Austin', 'TX')}`,
  `roofing~${placeId('Houston', 'TX')}`,
];
const tick = (when: Date) => t.app.services.campaigns.tick(when);

async function create(body: Record<string, unknown>, token = ada) {
  return post(
    t.app,
    '/api/campaigns',
    {
      name: 'Texas roofers',
      kind: 'markets',
      startsOn: D,
      perDay: 2,
      budgetUsd: 5,
      items: markets(),
      ...body,
    },
    token,
  );
}

async function detail(id: string, token = ada) {
  const res = await get(t.app, `/api/campaigns/${id}`, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Waits for every item's deploy job to finish. */
async function jobsDone(id: string) {
  for (let i = 0; i < 300; i++) {
    const c = await detail(id);
    const refs = c.items.filter((x: any) => x.jobRef).map((x: any) => x.jobRef);
    const jobs = await Promise.all(
      refs.map((r: string) => get(t.app, `/api/dominator-pipeline/jobs/${r}`, ada)),
    );
    if (jobs.every((j) => ['completed', 'failed', 'cancelled'].includes(j.body.data.status))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('deploy jobs did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await user(t.app);
  bob = await user(t.app);
}, 60_000);
afterAll(() => t?.close());

describe('campaigns', () => {
  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ startsOn: addDays(today, -1) }, /startsOn: must be today/],
      [{ startsOn: '2026-13-45' }, /startsOn/],
      [{ perDay: 0 }, /perDay/],
      [{ perDay: 51 }, /perDay/],
      [{ budgetUsd: 0 }, /budgetUsd/],
      [{ items: [] }, /items/],
      [{ items: ['roofing~nowhere-at-all'] }, /items.0: unknown market/],
      [{ items: [markets()[0], markets()[0]] }, /listed twice/],
      [{ name: '  ' }, /name/],
      [{ options: { template: 'no-such-template' } }, /template/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('runs perDay items per local day from startsOn, each a real deploy job, then completes', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(c).toMatchObject({
      status: 'scheduled',
      total: 3,
      perDay: 2,
      budgetUsd: 5,
      spentUsd: 0,
      endsOn: addDays(D, 1),
    });
    expect(c.plan).toEqual([
      { day: D, planned: 2, started: 0 },
      { day: addDays(D, 1), planned: 1, started: 0 },
    ]);
    expect(c.spendBasis).toMatch(/built-in writer/);

    await tick(at(addDays(D, -1), '12:00'));
    expect((await detail(c.id)).items.every((i: any) => i.status === 'pending')).toBe(true);

    await tick(at(D, '09:00'));
    await tick(at(D, '09:05')); // same day: no third item
    let now = await detail(c.id);
    expect(now.status).toBe('running');
    expect(now.items.map((i: any) => i.status)).toEqual(['running', 'running', 'pending']);
    expect(now.items[0].jobRef).toBeTruthy();

    await jobsDone(c.id);
    await tick(at(D, '18:00'));
    now = await detail(c.id);
    expect(now.items.map((i: any) => i.status)).toEqual(['done', 'done', 'pending']);
    expect(now.items[0]).toMatchObject({ progress: 100, costUsd: 0 });
    expect(now.items[0].siteId).toBeTruthy();
    expect(now.progress).toBe(67);

    await tick(at(addDays(D, 1), '00:30'));
    await jobsDone(c.id);
    await tick(at(addDays(D, 1), '08:00'));
    now = await detail(c.id);
    expect(now.items.map((i: any) => i.status)).toEqual(['done', 'done', 'done']);
    expect(now.status).toBe('completed');
    expect(now.plan).toEqual([
      { day: D, planned: 0, started: 2 },
      { day: addDays(D, 1), planned: 0, started: 1 },
    ]);
    const sites = await sqlRows(
      t.app,
      `select count(*)::int as n from campaign_items where campaign_id = '${c.id}' and site_id is not null`,
    );
    expect(sites[0].n).toBe(3);
  }, 120_000);

  it('stops at the budget: metered spend while an item ran counts', async () => {
    const c = (
      await create({ perDay: 1, budgetUsd: 2, items: markets().slice(0, 2), startsOn: addDays(D, 20) })
    ).body.data;
    const day = addDays(D, 20);
    await tick(at(day, '09:00'));
    await jobsDone(c.id);
    const teamId = (await sqlRows(t.app, `select team_id from campaigns where id = '${c.id}'`))[0].team_id;
    // What the meter recorded for the team while the item ran (an LLM build, say).
    await sqlRows(
      t.app,
      `insert into provider_calls (team_id, provider_id, operation, success, cost_usd, duration_ms, created_at)
       values ('${teamId}', 'llm', 'write:test', true, 3, 10, '${day}T09:30:00Z')`,
    );
    await tick(at(addDays(day, 1), '09:00'));
    const now = await detail(c.id);
    expect(now.status).toBe('budget-reached');
    expect(now.spentUsd).toBe(3);
    expect(now.items.map((i: any) => i.status)).toEqual(['done', 'pending']);
    expect(now.items[0].costUsd).toBe(3);
  }, 60_000);

  it('pauses, resumes and cancels; another team gets 404', async () => {
    const c = (await create({ startsOn: addDays(D, 40) })).body.data;
    expect((await post(t.app, `/api/campaigns/${c.id}/pause`, {}, ada)).body.data.status).toBe('paused');
    await tick(at(addDays(D, 40), '09:00'));
    expect((await detail(c.id)).items.every((i: any) => i.status === 'pending')).toBe(true);
    expect((await post(t.app, `/api/campaigns/${c.id}/pause`, {}, ada)).status).toBe(409);
    expect((await post(t.app, `/api/campaigns/${c.id}/resume`, {}, ada)).body.data.status).toBe('running');

    for (const path of ['', '/pause', '/resume', '/cancel']) {
      const res = path
        ? await post(t.app, `/api/campaigns/${c.id}${path}`, {}, bob)
        : await get(t.app, `/api/campaigns/${c.id}`, bob);
      expect(res.status, path).toBe(404);
    }
    expect((await get(t.app, '/api/campaigns', bob)).body.data).toEqual([]);

    const cancelled = (await post(t.app, `/api/campaigns/${c.id}/cancel`, {}, ada)).body.data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.items.every((i: any) => i.status === 'skipped')).toBe(true);
    expect((await post(t.app, `/api/campaigns/${c.id}/cancel`, {}, ada)).status).toBe(409);
    await tick(at(addDays(D, 41), '09:00'));
    expect((await detail(c.id)).items.every((i: any) => i.status === 'skipped')).toBe(true);

    const list = (await get(t.app, '/api/campaigns', ada)).body.data;
    expect(list.map((x: any) => x.id)).toContain(c.id);
  });

  it('implements SEO opportunities: each item follows its implementation to done', async () => {
    const who = await teamUser(t.app);
    const site = await deploy(t.app, who.token, (await createGoldmine(t.app, who.token)).id);
    const base = `http://localhost:3000/s/${site.slug}/`;
    const projectId = await seedProject(t.app, who, { url: base, siteId: site.id, name: 'Campaign roofing' });
    const pages = (await get(t.app, `/api/sites/${site.id}/pages`, who.token)).body.data.pages;
    const service = pages.find((p: { kind: string }) => p.kind === 'service');
    const url = `${base}${service.path.replace(/^\//, '')}`;
    const crawlId = await seedCrawl(
      t.app,
      who,
      projectId,
      [{ checkId: 'title-duplicate', url }],
      [{ url, h1: ['Roof Repair'] }],
    );
    await t.app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawlId);
    const opp = (await get(t.app, `/api/opportunities?websiteId=${site.id}&automated=true`, who.token)).body
      .data.items[0];
    expect(opp.automated).toBe(true);

    const unknown = await create(
      { kind: 'opportunities', items: ['5b0c2a4e-3c1d-4f51-9d7e-2b8a6f0e9c11'] },
      who.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/items.0: no such SEO opportunity/);
    const otherTeam = await create({ kind: 'opportunities', items: [opp.id] }, ada);
    expect(otherTeam.status).toBe(400);

    const day = addDays(D, 60);
    const c = (await create({ kind: 'opportunities', items: [opp.id], startsOn: day }, who.token)).body.data;
    expect(c.items[0]).toMatchObject({ label: opp.title, siteId: site.id, status: 'pending' });
    await tick(at(day, '09:00'));
    for (let i = 0; i < 300; i++) {
      const p = (await get(t.app, `/api/opportunities/${opp.id}/implementation-progress`, who.token)).body
        .data;
      if (p.status && p.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await tick(at(day, '10:00'));
    const done = (await get(t.app, `/api/campaigns/${c.id}`, who.token)).body.data;
    expect(done.items[0]).toMatchObject({ status: 'done', progress: 100 });
    expect(done.status).toBe('completed');
  }, 120_000);
});
