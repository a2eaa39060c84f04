import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { seedCrawl, seedProject, teamUser } from './seo-opportunities-fixtures';
import { createGoldmine, deploy, fetchPage, titleOf } from './sites-fixtures';

// Carrying out SEO opportunities (docs/seo-opportunities.md#implementation): manual checklists,
// pause/resume/cancel/skip/complete, a hosted site fixed end to end (the live page changes), a failed
// step that leaves the live version, and the before/after analytics.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
}, 120_000);
afterAll(async () => t?.close());

const progress = async (id: string, token: string) =>
  (await get(app, `/api/opportunities/${id}/implementation-progress`, token)).body.data;

/** Polls the progress until `ok` holds (the worker runs from the queue), answers it. */
async function until(id: string, token: string, ok: (p: any) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    await app.services.seoOpportunities.idle();
    const p = await progress(id, token);
    if (ok(p)) return p;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const settled = (p: any) =>
  p.status !== 'running' || p.steps.find((s: any) => s.id === p.currentStepId)?.status === 'pending';

async function manual(who: { token: string; teamId: string; userId: string }, steps = 3) {
  const projectId = await seedProject(app, who);
  const res = await post(
    app,
    '/api/opportunities',
    {
      projectId,
      title: 'Add reviews to the home page',
      category: 'local',
      steps: Array.from({ length: steps }, (_, i) => ({ title: `Step ${i + 1}` })),
    },
    who.token,
  );
  return res.body.data;
}

describe('a manual checklist', () => {
  it('waits for each step; pause, complete, resume, skip with a reason, then implemented', async () => {
    const who = await teamUser(app);
    const o = await manual(who);
    const [s1, s2, s3] = o.steps;
    const started = await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({
      opportunityStatus: 'implementing',
      status: 'running',
      progress: 0,
    });
    await until(o.id, who.token, settled);
    let p = await progress(o.id, who.token);
    expect(p).toMatchObject({ status: 'running', currentStepId: s1.id, progress: 0 });
    expect(p.steps[0].status).toBe('pending');
    expect((await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token)).body.message).toBe(
      'This opportunity is already being implemented',
    );

    p = (await post(app, `/api/opportunities/${o.id}/pause`, {}, who.token)).body.data;
    expect(p).toMatchObject({ status: 'paused', opportunityStatus: 'paused' });
    p = (
      await post(
        app,
        `/api/opportunities/${o.id}/steps/${s1.id}/complete`,
        { note: 'done by Ann' },
        who.token,
      )
    ).body.data;
    expect(p.steps[0]).toMatchObject({ status: 'completed', reason: 'done by Ann' });
    expect(p.progress).toBe(33);
    expect(p.status).toBe('paused'); // completing a step does not resume
    p = (await post(app, `/api/opportunities/${o.id}/resume`, {}, who.token)).body.data;
    expect(p.opportunityStatus).toBe('implementing');
    await until(o.id, who.token, (x) => x.currentStepId === s2.id);
    expect((await progress(o.id, who.token)).currentStepId).toBe(s2.id);

    expect((await post(app, `/api/opportunities/${o.id}/steps/${s2.id}/skip`, {}, who.token)).status).toBe(
      400,
    );
    p = (
      await post(
        app,
        `/api/opportunities/${o.id}/steps/${s2.id}/skip`,
        { reason: 'No reviews yet' },
        who.token,
      )
    ).body.data;
    expect(p.steps[1]).toMatchObject({ status: 'skipped', reason: 'No reviews yet' });
    const again = await post(
      app,
      `/api/opportunities/${o.id}/steps/${s2.id}/skip`,
      { reason: 'x' },
      who.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This step is already skipped');
    await until(o.id, who.token, (x) => x.currentStepId === s3.id);
    await post(app, `/api/opportunities/${o.id}/steps/${s3.id}/complete`, {}, who.token);
    await until(o.id, who.token, (x) => x.status === 'completed');
    p = await progress(o.id, who.token);
    expect(p).toMatchObject({
      status: 'completed',
      opportunityStatus: 'implemented',
      progress: 100,
      currentStepId: null,
    });
    const done = (await get(app, `/api/opportunities/${o.id}`, who.token)).body.data;
    expect(done.implementedAt).not.toBeNull();
    const second = await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This opportunity is already implemented');
  });

  it('cancel puts the opportunity back to open; pause without an implementation is a clear 409', async () => {
    const who = await teamUser(app);
    const o = await manual(who, 2);
    const none = await post(app, `/api/opportunities/${o.id}/pause`, {}, who.token);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This opportunity is not being implemented; there is nothing to pause');
    await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    await until(o.id, who.token, settled);
    const p = (await post(app, `/api/opportunities/${o.id}/cancel`, {}, who.token)).body.data;
    expect(p).toMatchObject({ status: 'cancelled', opportunityStatus: 'open' });
    const restarted = await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    expect(restarted.status).toBe(202);
    expect(restarted.body.data.steps.every((s: { status: string }) => s.status === 'pending')).toBe(true);
  });
});

describe('analytics before and after', () => {
  it('is not-implemented, then too-early with the days to wait, then ready', async () => {
    const who = await teamUser(app);
    const o = await manual(who, 1);
    let a = (await get(app, `/api/opportunities/${o.id}/analytics`, who.token)).body.data;
    expect(a.state).toBe('not-implemented');
    await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    await until(o.id, who.token, settled);
    await post(app, `/api/opportunities/${o.id}/steps/${o.steps[0].id}/complete`, {}, who.token);
    await until(o.id, who.token, (x) => x.status === 'completed');
    a = (await get(app, `/api/opportunities/${o.id}/analytics`, who.token)).body.data;
    expect(a).toMatchObject({ state: 'too-early', minDays: 7 });
    expect(a.message).toBe('Implemented 0 days ago; results in 7 days.');
    await sqlRows(
      app,
      `update seo_opportunities set implemented_at = now() - interval '10 days' where id = '${o.id}'`,
    );
    a = (await get(app, `/api/opportunities/${o.id}/analytics`, who.token)).body.data;
    expect(a.state).toBe('ready');
    expect(a.message).toContain('not hosted here');
  });
});

describe('a hosted site', () => {
  let who: Awaited<ReturnType<typeof teamUser>>;
  let site: { id: string; slug: string; liveVersionId?: string };
  let projectId: string;
  let base: string;

  beforeAll(async () => {
    who = await teamUser(app);
    site = await deploy(
      app,
      who.token,
      (await createGoldmine(app, who.token, { business: { name: 'Opp Roofing' } })).id,
    );
    base = `http://localhost:3000/s/${site.slug}/`;
    projectId = await seedProject(app, who, { url: base, siteId: site.id, name: 'Opp Roofing' });
  }, 120_000);

  /**
   * Each deploy crawls the site (docs/crawler.md#hosted-sites) and regenerates its opportunities from
   * that crawl: wait for those crawls, so that a real crawl landing later does not close an
   * opportunity a test seeded.
   */
  async function crawlsSettled() {
    for (let i = 0; i < 300; i++) {
      const [open] = await sqlRows(
        app,
        `select count(*)::int as n from crawls where project_id = '${projectId}' and status in ('queued', 'running')`,
      );
      if (open.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await app.services.seoOpportunities.idle();
  }

  const liveVersion = async () =>
    (await sqlRows(app, `select live_version_id from sites where id = '${site.id}'`))[0]
      .live_version_id as string;

  it('gets automated steps computed from the page, and the fix is on the live page', async () => {
    const pages = (await get(app, `/api/sites/${site.id}/pages`, who.token)).body.data.pages;
    const service = pages.find((p: { kind: string }) => p.kind === 'service');
    const url = `${base}${service.path.replace(/^\//, '')}`;
    const crawlId = await seedCrawl(
      app,
      who,
      projectId,
      [{ checkId: 'title-duplicate', url }],
      [{ url, h1: ['Roof Repair'] }],
    );
    await app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawlId);
    const list = (await get(app, `/api/opportunities?websiteId=${site.id}`, who.token)).body.data;
    expect(list.total).toBe(1);
    const o = list.items[0];
    expect(o).toMatchObject({ automated: true, websiteId: site.id, difficulty: 'easy' });
    expect(o.steps.map((s: { action: string }) => s.action)).toEqual(['set-title', 'deploy']);
    expect(o.steps[0].detail).toContain(`${service.path}: "Roof Repair in Austin, TX | Opp Roofing"`);

    const before = await liveVersion();
    await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    await until(o.id, who.token, (x) => x.status !== 'running');
    const p = await progress(o.id, who.token);
    expect(p).toMatchObject({
      status: 'completed',
      opportunityStatus: 'implemented',
      progress: 100,
      baseVersionId: before,
    });
    expect(p.newVersionId).not.toBe(before);
    expect(await liveVersion()).toBe(p.newVersionId);
    expect(p.steps[1].result.versionId).toBe(p.newVersionId);
    const html = (await fetchPage(app, `/s/${site.slug}${service.path}`)).body;
    expect(titleOf(html)).toBe('Roof Repair in Austin, TX | Opp Roofing');
    // The deploy told its cause: the causal engine's intervention names the opportunity and page.
    let intervention: unknown;
    for (let i = 0; i < 100 && !intervention; i++) {
      [intervention] = await sqlRows(
        app,
        `select kind, label, paths from site_interventions where site_id = '${site.id}' and kind = 'opportunity'`,
      );
      if (!intervention) await new Promise((r) => setTimeout(r, 20));
    }
    expect(intervention).toMatchObject({ label: o.title, paths: [service.path] });
  });

  it('proposes automated edits only where the site edits service accepts them', async () => {
    await crawlsSettled();
    const pages = (await get(app, `/api/sites/${site.id}/pages`, who.token)).body.data.pages;
    const terms = pages.find((p: { kind: string }) => p.kind === 'terms').path;
    const privacy = pages.find((p: { kind: string }) => p.kind === 'privacy').path;
    const about = pages.find((p: { kind: string }) => p.kind === 'about').path;
    const at = (path: string) => `${base}${path.replace(/^\//, '')}`;
    const crawlId = await seedCrawl(
      app,
      who,
      projectId,
      [
        { checkId: 'title-length', url: at(terms) },
        { checkId: 'title-length', url: at(about) },
        { checkId: 'description-length', url: at(privacy) },
      ],
      [{ url: at(about), h1: ['About Us'] }],
    );
    await app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawlId);
    const items = (await get(app, `/api/opportunities?websiteId=${site.id}`, who.token)).body.data.items;
    const titles = items.find(
      (o: { evidence: { checkId: string } }) => o.evidence.checkId === 'title-length',
    );
    expect(titles.automated).toBe(true);
    expect(titles.steps[0].detail).toContain(`${about}:`);
    expect(titles.steps[0].detail).not.toContain(terms);
    expect(titles.evidence.refusedEdits).toEqual([{ target: terms, reason: expect.any(String) }]);
    const descriptions = items.find(
      (o: { evidence: { checkId: string } }) => o.evidence.checkId === 'description-length',
    );
    expect(descriptions).toMatchObject({ automated: false });
    expect(descriptions.steps.every((s: { action: string }) => s.action === 'manual')).toBe(true);
  });

  it('compares the visitors of the same number of days before and after', async () => {
    const o = (await get(app, `/api/opportunities?websiteId=${site.id}&status=implemented`, who.token)).body
      .data.items[0];
    await sqlRows(
      app,
      `update seo_opportunities set implemented_at = now() - interval '10 days' where id = '${o.id}'`,
    );
    // 10 visitors a day on the 10 days before, 15 a day on the 10 days from the implementation.
    await sqlRows(
      app,
      `insert into site_event_days (team_id, site_id, day, pageviews, visitors, form_views, call_clicks, demo)
       select '${who.teamId}', '${site.id}', d::date, 0, case when d < current_date - 10 then 10 else 15 end, 0, 0, false
       from generate_series(current_date - 20, current_date - 1, interval '1 day') d
       on conflict (team_id, site_id, day) do update set visitors = excluded.visitors`,
    );
    const a = (await get(app, `/api/opportunities/${o.id}/analytics`, who.token)).body.data;
    expect(a).toMatchObject({ state: 'ready', implementedAt: expect.any(String) });
    expect(a.visitors.before).toEqual({ days: 10, total: 100, perDay: 10 });
    expect(a.visitors.after).toEqual({ days: 10, total: 150, perDay: 15 });
    expect(a.visitors.changePct).toBe(50);
    expect(a.message).toBe('10 days each side: visitors up 50%, leads 0 -> 0.');
  });

  it('a failed step fails the implementation, discards its edits and leaves the live version', async () => {
    await crawlsSettled();
    const url = `${base}`;
    const crawlId = await seedCrawl(
      app,
      who,
      projectId,
      [{ checkId: 'description-missing', url }],
      [{ url }],
    );
    await app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawlId);
    const o = (
      await get(app, `/api/opportunities?websiteId=${site.id}&category=on-page`, who.token)
    ).body.data.items.find(
      (x: { evidence: { checkId: string } }) => x.evidence.checkId === 'description-missing',
    );
    // The page went away meanwhile: the edit names a path the site no longer has.
    await sqlRows(
      app,
      `update opportunity_steps set params = jsonb_set(params, '{edits,0,path}', '"/gone/"') where opportunity_id = '${o.id}' and position = 1`,
    );
    const before = await liveVersion();
    await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    await until(o.id, who.token, (x) => x.status !== 'running');
    const p = await progress(o.id, who.token);
    expect(p).toMatchObject({ status: 'failed', opportunityStatus: 'failed' });
    expect(p.steps[0].status).toBe('failed');
    expect(p.error).toMatch(/\/gone\//);
    expect(p.steps[1].status).toBe('pending');
    expect(await liveVersion()).toBe(before);
    const staged = await sqlRows(
      app,
      `select count(*)::int as n from site_edits where batch_id = '${p.implementationId}'`,
    );
    expect(staged[0].n).toBe(0);
  });
});

describe('another team', () => {
  it('gets 404 on every call naming an opportunity of another team', async () => {
    const owner = await teamUser(app);
    const o = await manual(owner, 1);
    const stranger = await teamUser(app);
    const step = o.steps[0].id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/opportunities/${o.id}`],
      ['PATCH', `/api/opportunities/${o.id}`, { notes: 'x' }],
      ['DELETE', `/api/opportunities/${o.id}`],
      ['POST', `/api/opportunities/${o.id}/implement`, {}],
      ['GET', `/api/opportunities/${o.id}/implementation-progress`],
      ['POST', `/api/opportunities/${o.id}/pause`, {}],
      ['POST', `/api/opportunities/${o.id}/resume`, {}],
      ['POST', `/api/opportunities/${o.id}/cancel`, {}],
      ['POST', `/api/opportunities/${o.id}/steps/${step}/complete`, {}],
      ['POST', `/api/opportunities/${o.id}/steps/${step}/skip`, { reason: 'x' }],
      ['GET', `/api/opportunities/${o.id}/analytics`],
      ['POST', '/api/opportunities/bulk-update', { updates: [{ id: o.id, notes: 'x' }] }],
      ['POST', '/api/opportunities', { projectId: o.projectId, title: 'x', category: 'content' }],
      ['POST', '/api/opportunities/export', { projectId: o.projectId }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${stranger.token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await get(app, `/api/opportunities?projectId=${o.projectId}`, stranger.token)).body.data;
    expect(list).toEqual({ items: [], total: 0 });
    expect((await get(app, `/api/opportunities/${o.id}`, owner.token)).body.data.notes).toBeNull();
  });
});
