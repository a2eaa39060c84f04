import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPETITIVE_PAGES_PER_HOUR } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';

// Competitive intelligence (docs/competitive.md): competitor pages served on loopback are fetched
// with the project's own page, compared (gaps, ranked actions), kept per team, limited per hour,
// and turned into the engine's insights.

const words = (n: number, vocab: string[]) =>
  Array.from({ length: n }, (_, i) => vocab[i % vocab.length]).join(' ');
const faq =
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}</script>';

const PAGES: Record<string, string> = {
  '/own': `<!doctype html><html><head><title>Roof repair Austin</title></head><body>
    <h1>Roof repair</h1><h2>Our prices</h2><p>${words(120, ['roof', 'repair', 'austin', 'crew', 'quote'])}</p>
    <a href="/own/contact">Contact</a></body></html>`,
  '/rival-a': `<!doctype html><html><head><title>Roofing A</title>${faq}</head><body>
    <h1>Roofers</h1><h2>Roof inspection</h2><h3>Insurance claims</h3><h2>Shingles</h2>
    <p>${words(900, ['roof', 'shingles', 'warranty', 'storm', 'inspection', 'insurance', 'emergency', 'roofer'])}</p>
    <a href="/a1">1</a><a href="/a2">2</a><a href="/a3">3</a><a href="/a4">4</a></body></html>`,
  '/rival-b': `<!doctype html><html><head><title>Roofing B</title>${faq}</head><body>
    <h1>Roof pros</h1><h2>Free inspection</h2><h2>Insurance help</h2>
    <p>${words(1100, ['roof', 'shingles', 'warranty', 'gutters', 'inspection', 'insurance'])}</p>
    <a href="/b1">1</a><a href="/b2">2</a><a href="/b3">3</a></body></html>`,
};

let server: Server;
let origin: string;
let t: TestApp;
let ada: string;
let bob: string;
let projectId: string;

const overview = (q = '', token = ada) => get(t.app, `/api/intelligence/competitive${q}`, token);
const refresh = (id: string, token = ada) =>
  post(t.app, `/api/intelligence/competitive/${id}/refresh`, undefined, token);

beforeAll(async () => {
  server = createServer((req, res) => {
    const html = PAGES[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? '<html><body>Not found</body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  ada = (await registerVerified(t.app)).tokens.accessToken;
  bob = (await registerVerified(t.app)).tokens.accessToken;
  const res = await post(
    t.app,
    '/api/projects',
    {
      url: `${origin}/own`,
      name: 'Austin roofs',
      competitors: [`${origin}/rival-a`, `${origin}/rival-b`, `${origin}/gone`],
      keywords: ['roof repair', 'emergency roofer'],
      startCrawl: false,
    },
    ada,
  );
  expect(res.status).toBe(201);
  projectId = res.body.data.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

describe('competitive: overview and refresh', () => {
  it('lists the projects, with an honest empty comparison before any fetch', async () => {
    const res = await overview();
    expect(res.status).toBe(200);
    expect(res.body.data.detail).toBeNull();
    expect(res.body.data.projects).toEqual([
      expect.objectContaining({ id: projectId, name: 'Austin roofs', pagesFetched: 0, fetchedAt: null }),
    ]);
    expect(res.body.data.usage).toEqual({
      pagesPerRefresh: 10,
      pagesPerHour: COMPETITIVE_PAGES_PER_HOUR,
      usedThisHour: 0,
    });
    const one = await overview(`?projectId=${projectId}`);
    expect(one.body.data.detail).toMatchObject({
      own: null,
      competitors: [],
      gaps: [],
      actions: [],
      fetchedAt: null,
    });
  });

  it('fetches the own page and the competitors, and lists the gaps with evidence', async () => {
    const res = await refresh(projectId);
    expect(res.status).toBe(200);
    const { fetched, failed, detail, usage } = res.body.data;
    expect([fetched, failed]).toEqual([3, 1]);
    expect(usage.usedThisHour).toBe(4);
    expect(detail.own).toMatchObject({ url: `${origin}/own`, source: 'own', statusCode: 200, hasText: true });
    expect(detail.own.wordCount).toBeGreaterThan(100);
    const byUrl = Object.fromEntries(detail.competitors.map((c: any) => [c.url, c]));
    expect(byUrl[`${origin}/rival-a`]).toMatchObject({
      source: 'project',
      keyword: 'roof repair',
      statusCode: 200,
      schemaTypes: ['FAQPage'],
      headingCounts: expect.objectContaining({ h1: 1, h2: 2, h3: 1 }),
      headings: { h1: ['Roofers'], h2: ['Roof inspection', 'Shingles'], h3: ['Insurance claims'] },
      internalLinks: 4,
    });
    expect(byUrl[`${origin}/gone`]).toMatchObject({ statusCode: 404, error: 'HTTP 404' });
    const ids = detail.gaps.map((g: any) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['content-length', 'headings', 'keywords', 'schema:FAQPage']));
    const schema = detail.gaps.find((g: any) => g.id === 'schema:FAQPage');
    expect(schema.title).toBe('2 of 2 competitors have FAQPage schema; your page has none');
    const headings = detail.gaps.find((g: any) => g.id === 'headings');
    expect(headings.items).toEqual(expect.arrayContaining(['inspection', 'insurance']));
    const keywords = detail.gaps.find((g: any) => g.id === 'keywords');
    expect(keywords.items).toContain('"emergency roofer"');
    const scores = detail.actions.map((g: any) => g.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(detail.median.wordCount).toBeGreaterThan(900);
    const rows = await sqlRows(
      t.app,
      `select url, source from competitor_pages where project_id = '${projectId}'`,
    );
    expect(rows).toHaveLength(4);
    const listed = await overview();
    expect(listed.body.data.projects[0]).toMatchObject({ pagesFetched: 3 });
  });

  it('drops a competitor removed from the project at the next refresh', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/projects/${projectId}`,
      payload: { competitors: [`${origin}/rival-a`, `${origin}/rival-b`] },
      headers: bearer(ada),
    });
    expect(res.status).toBe(200);
    const again = await refresh(projectId);
    expect(again.status).toBe(200);
    expect(again.body.data.detail.competitors.map((c: any) => c.url).sort()).toEqual([
      `${origin}/rival-a`,
      `${origin}/rival-b`,
    ]);
  });

  it('validates input and keeps each team to its own projects', async () => {
    expect((await overview('?projectId=nope')).status).toBe(400);
    expect((await refresh('nope')).status).toBe(400);
    expect((await overview(`?projectId=${projectId}`, bob)).status).toBe(404);
    expect((await refresh(projectId, bob)).status).toBe(404);
    const theirs = await overview('', bob);
    expect(theirs.body.data.projects).toEqual([]);
    expect(theirs.body.data.usage.usedThisHour).toBe(0);
  });
});

describe('competitive: addresses', () => {
  it('refuses private addresses unless CRAWL_ALLOW_PRIVATE: the pages are stored as not read', async () => {
    const guarded = await createTestApp({ CRAWL_ALLOW_PRIVATE: false });
    try {
      const token = (await registerVerified(guarded.app)).tokens.accessToken;
      const created = await post(
        guarded.app,
        '/api/projects',
        { url: `${origin}/own`, competitors: [`${origin}/rival-a`], startCrawl: false },
        token,
      );
      const res = await post(
        guarded.app,
        `/api/intelligence/competitive/${created.body.data.id}/refresh`,
        undefined,
        token,
      );
      expect(res.status).toBe(200);
      expect([res.body.data.fetched, res.body.data.failed]).toEqual([0, 2]);
      expect(res.body.data.detail.competitors[0]).toMatchObject({
        statusCode: 0,
        error: 'private address refused',
      });
      expect(res.body.data.detail.gaps).toEqual([]);
      expect(await sqlRows(guarded.app, 'select id from competitor_pages')).toHaveLength(2);
    } finally {
      await guarded.close();
    }
  }, 60_000);
});

describe('competitive: limits and engine', () => {
  it('refuses a refresh past the hourly page budget with 429, fetching nothing', async () => {
    const [{ team_id }] = await sqlRows(t.app, `select team_id from projects where id = '${projectId}'`);
    const hour = new Date().toISOString().slice(0, 13);
    await sqlRows(
      t.app,
      `update app_settings set value = '${COMPETITIVE_PAGES_PER_HOUR - 1}' where key = 'competitive:fetches:${team_id}:${hour}'`,
    );
    const res = await refresh(projectId);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/limit of 60 pages an hour/);
    const used = await overview();
    expect(used.body.data.usage.usedThisHour).toBe(COMPETITIVE_PAGES_PER_HOUR - 1);
  });

  it('the engine writes insights with figures, links and stable keys (stored pages past the limit)', async () => {
    const [{ team_id }] = await sqlRows(t.app, `select team_id from projects where id = '${projectId}'`);
    const engine = t.app.services.engines.definition('competitive')!;
    const ctx = {
      teamId: team_id,
      userId: null,
      action: 'analyze',
      params: {},
      progress: () => {},
      signal: new AbortController().signal,
    };
    const result = await engine.run(ctx);
    expect(result.summary).toMatch(/1 project compared, 0 refreshed, 1 from stored pages/);
    expect(result.insights.length).toBeGreaterThan(0);
    expect(result.insights.length).toBeLessThanOrEqual(3);
    for (const i of result.insights) {
      expect(i.link).toBe(`/intelligence/competitive?projectId=${projectId}`);
      expect(i.key).toMatch(new RegExp(`^competitive:${projectId}:`));
      expect(i.figures.length).toBeGreaterThan(0);
    }
    expect(result.insights.some((i) => /FAQPage/.test(i.title) || /words/.test(i.title))).toBe(true);
  });

  it('a team without competitors gets one insight saying how to add them', async () => {
    const [{ current_team_id }] = await sqlRows(
      t.app,
      `select current_team_id from users order by created_at desc limit 1`,
    );
    const engine = t.app.services.engines.definition('competitive')!;
    const result = await engine.run({
      teamId: current_team_id,
      userId: null,
      action: 'analyze',
      params: {},
      progress: () => {},
      signal: new AbortController().signal,
    });
    expect(result.insights).toEqual([
      expect.objectContaining({ key: 'competitive:none', severity: 'info', link: '/projects' }),
    ]);
  });
});
