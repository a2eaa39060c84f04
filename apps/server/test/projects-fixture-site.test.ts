import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CHECK_IDS } from '../src/modules/projects/audit/types';
import { FIXTURE_LIMITS, type FixtureSite, startFixtureSite } from './crawl-fixture-site';
import { call, createTestApp, get, post, registerVerified, type TestApp } from './helpers';
import { waitForCrawl } from './projects-fixtures';

// The crawler's fixture site (every audit check seeded on known URLs) crawled through the projects
// API: the stored findings are exactly the seeded ones, per check, and so is the CSV.

let t: TestApp;
let token: string;
let site: FixtureSite;

beforeAll(async () => {
  // The seeds assume the fixture's timeout and body cap (docs/crawler.md#limits).
  t = await createTestApp({}, { projects: { crawl: FIXTURE_LIMITS } });
  token = (await registerVerified(t.app)).tokens.accessToken;
  site = await startFixtureSite();
});
afterAll(async () => {
  await site.close();
  await t.close();
});

describe('crawling the fixture site through the projects API', () => {
  it('stores every seeded finding, on exactly the seeded URLs', async () => {
    const made = await post(
      t.app,
      '/api/projects',
      { url: site.url, limits: { maxPages: FIXTURE_LIMITS.maxPages, maxDepth: FIXTURE_LIMITS.maxDepth } },
      token,
    );
    expect(made.status).toBe(201);
    const crawl = await waitForCrawl(t.app, token, made.body.data.crawlId, 60_000);
    expect(crawl.status).toBe('completed');
    expect(crawl.facts.robots.status).toBe('found');
    expect(crawl.facts.blockedByRobots).toBeGreaterThan(0);

    const issues = await get(t.app, `/api/crawls/${crawl.id}/issues?limit=500`, token);
    const got = Object.fromEntries(
      issues.body.data.groups.map((g: { id: string; urls: { url: string }[] }) => [
        g.id,
        [...new Set(g.urls.map((u) => u.url))].sort(),
      ]),
    );
    for (const id of AUDIT_CHECK_IDS) expect(got[id] ?? [], id).toEqual(site.seeded[id]);

    const csv = await call(t.app, {
      method: 'GET',
      url: `/api/crawls/${crawl.id}/export`,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = String(csv.body).trim().split('\r\n').slice(1);
    const total = issues.body.data.groups.reduce((n: number, g: { count: number }) => n + g.count, 0);
    expect(rows).toHaveLength(total);
    expect(crawl.score).toBeLessThan(100);
  }, 90_000);
});
