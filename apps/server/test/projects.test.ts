import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, post, registerVerified, sqlRows, type TestApp } from './helpers';
import { waitForCrawl } from './projects-fixtures';
import { createGoldmine, deploy } from './sites-fixtures';

// Projects (docs/projects.md): create, validate, list, update, delete; hosted sites crawled in
// process after a deploy (site.published); another team sees none of it.

let t: TestApp;
let token: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerVerified(t.app)).tokens.accessToken;
  other = (await registerVerified(t.app)).tokens.accessToken;
});
afterAll(() => t.close());

const patch = (url: string, payload: unknown, tk = token) =>
  call(t.app, { method: 'PATCH', url, payload: payload as object, headers: bearer(tk) });
const del = (url: string, tk = token) => call(t.app, { method: 'DELETE', url, headers: bearer(tk) });

describe('projects: create and validate', () => {
  it('normalises the URL, fills defaults and lists the project', async () => {
    const res = await post(
      t.app,
      '/api/projects',
      {
        url: '  Example.COM/Shop#top ',
        competitors: ['rival.example', 'https://other.example/'],
        keywords: ['roof repair', 'roofer austin'],
        location: { city: 'Austin', state: 'TX' },
        limits: { maxPages: 50 },
        startCrawl: false,
      },
      token,
    );
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p.url).toBe('https://example.com/Shop');
    expect(p.name).toBe('example.com');
    expect(p.competitors).toEqual(['https://rival.example/', 'https://other.example/']);
    expect(p.limits).toEqual({ maxPages: 50, maxDepth: 10, requestsPerSecond: 10 });
    expect(p.location).toEqual({ city: 'Austin', state: 'TX' });
    expect(p.crawlId).toBeNull();
    expect(p.activeCrawl).toBeNull();
    const list = await get(t.app, '/api/projects', token);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(p.id);
  });

  it.each([
    [{ url: 'ftp://example.com/' }, 'url: Only http:// and https://'],
    [{ url: 'https://user:pw@example.com/' }, 'user name or password'],
    [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'url: The address is too long'],
    [{ url: 'not a url' }, 'url:'],
    [{ url: 'https://exa mple.com' }, 'url:'],
    [{}, 'give a URL or a hosted site'],
    [
      { url: 'https://a.example', competitors: Array.from({ length: 11 }, (_, i) => `c${i}.example`) },
      'competitors: at most 10',
    ],
    [
      { url: 'https://a.example', keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) },
      'keywords: at most 100',
    ],
    [{ url: 'https://a.example', limits: { maxPages: 10_001 } }, 'limits.maxPages: at most 10,000'],
    [{ url: 'https://a.example', limits: { maxPages: 5.5 } }, 'limits.maxPages: must be a whole number'],
    [{ url: 'https://a.example', location: { city: 'Austin' } }, 'location.state'],
    [{ url: 'https://a.example', extra: 1 }, ''],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await post(t.app, '/api/projects', body, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.message).toContain(message);
  });

  it('refuses a site of another team', async () => {
    const site = await createGoldmine(t.app, other);
    const res = await post(t.app, '/api/projects', { siteId: site.id, startCrawl: false }, token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Site not found');
  });
});

describe('projects: update and delete', () => {
  it('updates fields, merges limits, and deletes with an audit entry', async () => {
    const made = await post(
      t.app,
      '/api/projects',
      { url: 'https://edit.example', startCrawl: false },
      token,
    );
    const id = made.body.data.id;
    const res = await patch(`/api/projects/${id}`, {
      name: 'Edited',
      keywords: ['one'],
      limits: { maxDepth: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Edited', keywords: ['one'] });
    expect(res.body.data.limits).toEqual({ maxPages: 500, maxDepth: 3, requestsPerSecond: 10 });
    expect((await patch(`/api/projects/${id}`, { url: 'mailto:x@y.z' })).status).toBe(400);

    expect((await del(`/api/projects/${id}`)).status).toBe(200);
    expect((await get(t.app, `/api/projects/${id}`, token)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    const kinds = await sqlRows(
      t.app,
      `select kind from activity_events where summary like '%Edited%' or summary like '%edit.example%'`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['project.created', 'project.deleted']));
  });

  it('another team gets 404 on every call of a project and its crawl', async () => {
    const made = await post(
      t.app,
      '/api/projects',
      { url: 'http://127.0.0.1:9/', limits: { maxPages: 1 } },
      token,
    );
    const id = made.body.data.id;
    const crawlId = made.body.data.crawlId;
    await waitForCrawl(t.app, token, crawlId);
    for (const [method, url] of [
      ['GET', `/api/projects/${id}`],
      ['PATCH', `/api/projects/${id}`],
      ['DELETE', `/api/projects/${id}`],
      ['POST', `/api/projects/${id}/crawls`],
      ['GET', `/api/projects/${id}/crawls`],
      ['GET', `/api/crawls/${crawlId}`],
      ['POST', `/api/crawls/${crawlId}/cancel`],
      ['GET', `/api/crawls/${crawlId}/issues`],
      ['GET', `/api/crawls/${crawlId}/pages`],
      ['GET', `/api/crawls/${crawlId}/export`],
    ] as const) {
      const res = await call(t.app, {
        method,
        url,
        headers: bearer(other),
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const list = await get(t.app, '/api/projects', other);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
  });
});

describe('projects: hosted sites', () => {
  it('a deploy makes the project and crawls the site in process', async () => {
    const site = await createGoldmine(t.app, token);
    await deploy(t.app, token, site.id);
    let project: { id: string; url: string; siteId: string; name: string } | undefined;
    for (let i = 0; i < 100 && !project; i++) {
      const list = await get(t.app, '/api/projects', token);
      project = list.body.data.find((p: { siteId: string }) => p.siteId === site.id);
      if (!project) await new Promise((r) => setTimeout(r, 50));
    }
    expect(project).toBeDefined();
    expect(project!.url).toBe(`http://localhost:3000/s/${site.slug}/`);
    expect(project!.name).toBe(site.name);

    const history = await get(t.app, `/api/projects/${project!.id}/crawls`, token);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0].trigger).toBe('deploy');
    const crawl = await waitForCrawl(t.app, token, history.body.data[0].id);
    expect(crawl.status).toBe('completed');
    expect(crawl.siteVersionId).toBe(site.latestVersion?.id ?? crawl.siteVersionId);
    expect(crawl.crawled).toBeGreaterThan(2);
    expect(crawl.score).toBeGreaterThanOrEqual(0);
    expect(crawl.score).toBeLessThanOrEqual(100);
    expect(Object.keys(crawl.categoryScores)).toEqual(
      expect.arrayContaining(['indexability', 'content', 'links', 'performance', 'structured-data']),
    );

    const pages = await get(t.app, `/api/crawls/${crawl.id}/pages?status=2xx&limit=500`, token);
    expect(pages.body.data.total).toBeGreaterThan(2);
    const home = pages.body.data.items.find((p: { url: string }) => p.url === project!.url);
    expect(home).toMatchObject({ statusCode: 200, depth: 0 });
    expect(home.title).toBeTruthy();
    // Every other page of the site is linked from somewhere on it.
    expect(
      pages.body.data.items.filter((p: { depth: number; inlinks: number }) => p.depth > 0 && p.inlinks === 0),
    ).toEqual([]);

    // A generated site links only to pages it serves: nothing fails to fetch, nothing is broken.
    const failed = await get(t.app, `/api/crawls/${crawl.id}/pages?status=failed&limit=500`, token);
    expect(failed.body.data.items ?? failed.body.data, JSON.stringify(failed.body)).toEqual([]);

    const after = await get(t.app, `/api/projects/${project!.id}`, token);
    expect(after.body.data).toMatchObject({ lastCrawlId: crawl.id, lastScore: crawl.score });

    // The same deploy again: the same project, a second crawl.
    await deploy(t.app, token, site.id);
    for (let i = 0; i < 100; i++) {
      const h = await get(t.app, `/api/projects/${project!.id}/crawls`, token);
      if (h.body.data.length === 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const list = await get(t.app, '/api/projects', token);
    expect(list.body.data.filter((p: { siteId: string }) => p.siteId === site.id)).toHaveLength(1);
  });

  it('a project made from siteId uses the hosted address and refuses a second one', async () => {
    const site = await createGoldmine(t.app, token);
    const res = await post(t.app, '/api/projects', { siteId: site.id, startCrawl: false }, token);
    expect(res.status).toBe(201);
    expect(res.body.data.url).toBe(`http://localhost:3000/s/${site.slug}/`);
    const again = await post(t.app, '/api/projects', { siteId: site.id, startCrawl: false }, token);
    expect(again.status).toBe(409);
    const edit = await patch(`/api/projects/${res.body.data.id}`, { url: 'https://elsewhere.example' });
    expect(edit.status).toBe(400);
  });
});
