import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows as parseCsv } from './csv';
import { createTestApp, get, post, type TestApp } from './helpers';
import { seedCrawl, seedProject, teamUser } from './seo-opportunities-fixtures';
import { createGoldmine, del, patch } from './sites-fixtures';

// SEO opportunities (docs/seo-opportunities.md): generation from a crawl's findings, the list,
// CRUD, bulk updates and export, on a project we do not host.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const findings = [
  ...['a', 'b', 'c'].map((p) => ({ checkId: 'title-missing', url: `https://example.com/${p}/` })),
  { checkId: 'thin-content', url: 'https://example.com/a/', severity: 'notice' as const },
  { checkId: 'http-5xx', url: 'https://example.com/broken/', severity: 'critical' as const },
  { checkId: 'not-a-known-check', url: 'https://example.com/x/' },
];

async function generated() {
  const who = await teamUser(t.app);
  const projectId = await seedProject(t.app, who);
  const crawlId = await seedCrawl(t.app, who, projectId, findings);
  const r = await t.app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawlId);
  return { who, projectId, crawlId, r };
}

describe('generation from a crawl', () => {
  it('makes one opportunity per known check, with manual steps on a site we do not host', async () => {
    const { who, projectId, r } = await generated();
    expect(r).toEqual({ created: 3, updated: 0, resolved: 0 });
    const res = await get(t.app, `/api/opportunities?projectId=${projectId}`, who.token);
    expect(res.status).toBe(200);
    const { items, total } = res.body.data;
    expect(total).toBe(3);
    const scores = items.map((o: { score: number }) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const title = items.find(
      (o: { evidence: { checkId: string } }) => o.evidence.checkId === 'title-missing',
    );
    expect(title).toMatchObject({
      source: 'audit',
      title: '3 pages without a title',
      category: 'on-page',
      difficulty: 'easy',
      automated: false,
      websiteId: null,
      status: 'open',
    });
    expect(title.affectedUrls).toHaveLength(3);
    expect(
      title.steps.every((s: { automated: boolean; action: string }) => !s.automated && s.action === 'manual'),
    ).toBe(true);
    expect(title.steps[0].detail).toContain('https://example.com/b/');
    expect(title.expectedEffect.estimate).toBe(true);
    expect(title.expectedEffect.basis).toContain('severity');
    const critical = items.find((o: { evidence: { checkId: string } }) => o.evidence.checkId === 'http-5xx');
    // A critical finding on one page outweighs a notice on one page.
    const notice = items.find(
      (o: { evidence: { checkId: string } }) => o.evidence.checkId === 'thin-content',
    );
    expect(critical.score).toBeGreaterThan(notice.score);
  });

  it('a re-run updates the open ones and marks the ones no longer found resolved (hidden unless asked)', async () => {
    const { who, projectId } = await generated();
    const crawl2 = await seedCrawl(t.app, who, projectId, [
      { checkId: 'title-missing', url: 'https://example.com/a/' },
    ]);
    const r = await t.app.services.seoOpportunities.generateFromCrawl(who.teamId, projectId, crawl2);
    expect(r).toEqual({ created: 0, updated: 1, resolved: 2 });
    const list = (await get(t.app, `/api/opportunities?projectId=${projectId}`, who.token)).body.data;
    expect(list.total).toBe(1);
    expect(list.items[0].title).toBe('1 page without a title');
    const asked = (await get(t.app, `/api/opportunities?projectId=${projectId}&status=open`, who.token)).body
      .data;
    expect(asked.total).toBe(3);
  });
});

describe('list filters and sort', () => {
  it('filters by category, difficulty, quick wins and automated; sorts by title', async () => {
    const { who, projectId } = await generated();
    const q = (s: string) => get(t.app, `/api/opportunities?projectId=${projectId}&${s}`, who.token);
    expect((await q('category=technical')).body.data.total).toBe(1);
    expect(
      (await q('difficulty=easy')).body.data.items.map(
        (o: { evidence: { checkId: string } }) => o.evidence.checkId,
      ),
    ).toEqual(['title-missing']);
    const auto = await q('automated=true');
    expect(auto.body).toMatchObject({ success: true });
    expect(auto.body.data.total).toBe(0);
    expect((await q('quickWins=true')).body.data.total).toBe(1);
    const byTitle = (await q('sort=title&order=asc')).body.data.items.map((o: { title: string }) => o.title);
    expect(byTitle).toEqual([...byTitle].sort());
    expect((await q('limit=1&offset=1')).body.data).toMatchObject({ total: 3 });
    expect((await q('limit=1&offset=1')).body.data.items).toHaveLength(1);
    expect((await q('sort=nope')).status).toBe(400);
  });
});

describe('create, read, update, delete', () => {
  it('creates a manual opportunity with manual steps', async () => {
    const who = await teamUser(t.app);
    const projectId = await seedProject(t.app, who);
    const none = await post(t.app, '/api/opportunities', { title: 'x', category: 'content' }, who.token);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('websiteId or projectId');
    const res = await post(
      t.app,
      '/api/opportunities',
      {
        projectId,
        title: 'Write a pricing page',
        category: 'content',
        steps: [{ title: 'Draft the prices' }, { title: 'Publish it', detail: 'Link it from the menu' }],
      },
      who.token,
    );
    expect(res.status).toBe(201);
    const o = res.body.data;
    expect(o).toMatchObject({ source: 'manual', status: 'open', automated: false, difficulty: 'medium' });
    expect(o.steps.map((s: { title: string }) => s.title)).toEqual(['Draft the prices', 'Publish it']);
    expect((await get(t.app, `/api/opportunities/${o.id}`, who.token)).body.data.id).toBe(o.id);

    const dismissed = await patch(
      t.app,
      `/api/opportunities/${o.id}`,
      { status: 'dismissed', notes: 'later' },
      who.token,
    );
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', notes: 'later' });
    expect((await patch(t.app, `/api/opportunities/${o.id}`, {}, who.token)).status).toBe(400);
    expect(
      (await patch(t.app, `/api/opportunities/${o.id}`, { status: 'implemented' }, who.token)).status,
    ).toBe(400);

    // Implementing: no status change, no delete, with a specific message.
    await patch(t.app, `/api/opportunities/${o.id}`, { status: 'open' }, who.token);
    expect((await post(t.app, `/api/opportunities/${o.id}/implement`, {}, who.token)).status).toBe(202);
    const busy = await del(t.app, `/api/opportunities/${o.id}`, who.token);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('This opportunity is being implemented; cancel it first');
    const busyPatch = await patch(t.app, `/api/opportunities/${o.id}`, { status: 'dismissed' }, who.token);
    expect(busyPatch.status).toBe(409);
    await post(t.app, `/api/opportunities/${o.id}/cancel`, {}, who.token);
    expect((await del(t.app, `/api/opportunities/${o.id}`, who.token)).status).toBe(200);
    expect((await get(t.app, `/api/opportunities/${o.id}`, who.token)).status).toBe(404);
  });
});

describe('a hosted site before its first crawl', () => {
  it("lists nothing (another team's site is 404), exports an empty file, refuses a manual one with why", async () => {
    const who = await teamUser(t.app);
    const site = await createGoldmine(t.app, who.token);
    const list = await get(t.app, `/api/opportunities?websiteId=${site.id}`, who.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ items: [], total: 0 });
    const stranger = await teamUser(t.app);
    expect((await get(t.app, `/api/opportunities?websiteId=${site.id}`, stranger.token)).status).toBe(404);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/opportunities/export',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { websiteId: site.id, format: 'json' },
    });
    expect(file.statusCode).toBe(200);
    expect(JSON.parse(file.body)).toEqual({ items: [] });
    const made = await post(
      t.app,
      '/api/opportunities',
      { websiteId: site.id, title: 'x', category: 'content' },
      who.token,
    );
    expect(made.status).toBe(409);
    expect(made.body.message).toBe(
      'This website has not been analysed yet: its opportunities appear after its first crawl',
    );
  });
});

describe('bulk update and export', () => {
  it('is all or nothing: an id of another team is 404 for the whole call', async () => {
    const { who, projectId } = await generated();
    const other = await generated();
    const mine = (await get(t.app, `/api/opportunities?projectId=${projectId}`, who.token)).body.data.items;
    const theirs = (await get(t.app, `/api/opportunities?projectId=${other.projectId}`, other.who.token)).body
      .data.items;
    const bad = await post(
      t.app,
      '/api/opportunities/bulk-update',
      {
        updates: [
          { id: mine[0].id, status: 'dismissed' },
          { id: theirs[0].id, status: 'dismissed' },
        ],
      },
      who.token,
    );
    expect(bad.status).toBe(404);
    expect((await get(t.app, `/api/opportunities/${mine[0].id}`, who.token)).body.data.status).toBe('open');
    const good = await post(
      t.app,
      '/api/opportunities/bulk-update',
      { updates: mine.map((o: { id: string }) => ({ id: o.id, status: 'dismissed', notes: 'not now' })) },
      who.token,
    );
    expect(good.status).toBe(200);
    expect(good.body.data.updated).toBe(3);
    expect(
      good.body.data.items.every(
        (o: { status: string; notes: string }) => o.status === 'dismissed' && o.notes === 'not now',
      ),
    ).toBe(true);
    const tooMany = await post(
      t.app,
      '/api/opportunities/bulk-update',
      { updates: Array.from({ length: 201 }, () => ({ id: mine[0].id, notes: 'x' })) },
      who.token,
    );
    expect(tooMany.status).toBe(400);
  });

  it('exports a CSV that parses back, and JSON', async () => {
    const { who, projectId } = await generated();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/opportunities/export',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { projectId, format: 'csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="seo-opportunities-.*\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0]!.slice(0, 3)).toEqual(['id', 'title', 'status']);
    expect(rows).toHaveLength(4);
    const titles = rows.slice(1).map((r) => r[1]);
    expect(titles).toContain('3 pages without a title');
    const steps = rows[0]!.indexOf('steps');
    const titleRow = rows.find((r) => r[1] === '3 pages without a title')!;
    // Quoted commas survive.
    expect(titleRow[steps]).toContain('the service, the place and the business name. [pending]');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/opportunities/export',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { projectId, format: 'json' },
    });
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.parse(json.body).items).toHaveLength(3);
  });
});
