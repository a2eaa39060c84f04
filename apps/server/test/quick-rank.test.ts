import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListeningTestApp,
  createTestApp,
  get,
  type ListeningTestApp,
  post,
  sqlRows,
  type TestApp,
} from './helpers';
import { createGoldmine, deploy, user } from './sites-fixtures';

// Quick rank (docs/quick-rank.md): a hosted page fetched over the network scores well for its own
// keyword and worse for another; fetch failures are 422 with why; checks are listed per team; the
// wins list reads stored crawls and positions and orders by cost.

let t: ListeningTestApp;
let ada: string;
let bob: string;
let site: { id: string; slug: string; url: string };

beforeAll(async () => {
  t = await createListeningTestApp();
  ada = await user(t.app);
  bob = await user(t.app);
  const created = await createGoldmine(t.app, ada);
  await deploy(t.app, ada, created.id);
  site = { id: created.id, slug: created.slug, url: `${t.url}/s/${created.slug}/` };
}, 60_000);
afterAll(() => t?.close());

const analyze = (url: string, keyword: string, token = ada) =>
  post(t.app, '/api/quick-rank/analyze', { url, keyword }, token);

describe('quick rank: analyze', () => {
  it('scores a hosted page higher for its own keyword than for another, with reasons', async () => {
    const own = await analyze(site.url, 'roofing austin');
    expect(own.status).toBe(200);
    const other = await analyze(site.url, 'divorce lawyer chicago');
    expect(other.status).toBe(200);
    expect(own.body.data.score).toBeGreaterThan(other.body.data.score + 20);
    const result = own.body.data.result;
    expect(result.vertical).toBe('Roofing');
    expect(result.page.statusCode).toBe(200);
    expect(result.factors.map((f: any) => f.id)).toEqual([
      'title',
      'h1',
      'url',
      'body',
      'entities',
      'internal-links',
      'schema',
      'speed',
      'word-count',
    ]);
    const links = result.factors.find((f: any) => f.id === 'internal-links');
    expect(links).toMatchObject({ unknown: true });
    expect(links.reasons[0]).toMatch(/Not crawled/);
    const entities = result.factors.find((f: any) => f.id === 'entities');
    expect(entities.reasons[0]).toMatch(/Austin/);
  });

  it('answers 400 for bad input and 422 with why when the page cannot be had', async () => {
    for (const [body, msg] of [
      [{ url: 'ftp://x.example/', keyword: 'a' }, /url/],
      [{ url: 'not a url', keyword: 'a' }, /url/],
      [{ url: 'https://user:pw@x.example/', keyword: 'a' }, /url/],
      [{ url: site.url, keyword: '   ' }, /keyword/],
      [{ url: site.url, keyword: '!!!' }, /keyword/],
    ] as const) {
      const res = await post(t.app, '/api/quick-rank/analyze', body, ada);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(msg);
    }
    const missing = await analyze(`${t.url}/s/no-such-site-here/`, 'roofing');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/status 404/);
  });

  it('refuses private addresses unless CRAWL_ALLOW_PRIVATE', async () => {
    const guarded: TestApp = await createTestApp({ CRAWL_ALLOW_PRIVATE: false });
    try {
      const token = await user(guarded.app);
      const res = await post(
        guarded.app,
        '/api/quick-rank/analyze',
        { url: site.url, keyword: 'roofing' },
        token,
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/private address refused/);
    } finally {
      await guarded.close();
    }
  });

  it('lists the team’s checks only', async () => {
    const mine = (await get(t.app, '/api/quick-rank/checks?limit=5', ada)).body.data;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0].keyword).toBe('divorce lawyer chicago');
    expect((await get(t.app, '/api/quick-rank/checks', bob)).body.data).toEqual([]);
    expect((await get(t.app, '/api/quick-rank/checks?limit=0', ada)).status).toBe(400);
  });
});

describe('quick rank: wins', () => {
  it('says nothing fills it without positions 4-20', async () => {
    expect((await get(t.app, '/api/quick-rank/wins', bob)).body.data).toEqual([]);
  });

  it('lists keywords in 4-20 from stored crawls, cheapest fix first, with the opportunity linked', async () => {
    const [{ team_id: teamId }] = await sqlRows(t.app, `select team_id from sites where id = '${site.id}'`);
    const about = `${site.url}about/`;
    const [{ id: projectId }] = await sqlRows(
      t.app,
      `insert into projects (team_id, name, url, site_id, location) values ('${teamId}', 'Ada roofing', '${site.url}', '${site.id}', '{"city":"Austin","state":"TX"}')
       on conflict (team_id, site_id) where site_id is not null do update set location = excluded.location returning id`,
    );
    const [{ id: crawlId }] = await sqlRows(
      t.app,
      `insert into crawls (team_id, project_id, trigger, status, finished_at) values ('${teamId}', '${projectId}', 'manual', 'completed', now()) returning id`,
    );
    await sqlRows(t.app, `update projects set last_crawl_id = '${crawlId}' where id = '${projectId}'`);
    const page = (
      url: string,
      title: string,
      h1: string[],
      links: object[],
      jsonLd: object[],
      words: number,
    ) =>
      `('${teamId}', '${crawlId}', '${url}', 200, 0, '${title}', ${words}, 300, 20000, '${JSON.stringify({ h1, links, jsonLd, text: `${title} ${h1.join(' ')} Austin TX roof repair roof replacement` })}')`;
    await sqlRows(
      t.app,
      `insert into crawl_pages (team_id, crawl_id, url, status_code, depth, title, word_count, load_ms, bytes, data) values
       ${page(site.url, 'Roof Repair Austin', ['Roof Repair Austin'], [{ url: about, text: 'About', internal: true, nofollow: false }], [{ type: ['RoofingContractor'], valid: true }], 800)},
       ${page(about, 'About us', [], [{ url: site.url, text: 'roof repair austin', internal: true, nofollow: false }], [], 100)}`,
    );
    const kw = async (keyword: string, position: number | null, url: string | null) => {
      const [{ id }] = await sqlRows(
        t.app,
        `insert into site_keywords (team_id, site_id, keyword) values ('${teamId}', '${site.id}', '${keyword}') returning id`,
      );
      await sqlRows(
        t.app,
        `insert into rank_positions (team_id, site_id, keyword_id, position, url, source, day, impressions)
         values ('${teamId}', '${site.id}', '${id}', ${position}, ${url ? `'${url}'` : 'null'}, 'manual', current_date, ${position === 6 ? 900 : 'null'})`,
      );
      return id as string;
    };
    const home = await kw('roof repair austin', 6, site.url); // good page: only cheap gaps left
    const aboutKw = await kw('roofing company austin', 12, about); // thin page: many fixes
    await kw('roofer austin', 2, site.url); // top 3: not a quick win
    await kw('roof inspection austin', 9, `${site.url}never-crawled/`);
    const [{ id: oppId }] = await sqlRows(
      t.app,
      `insert into seo_opportunities (team_id, project_id, site_id, source, source_key, title, category, difficulty, score, expected_effect)
       values ('${teamId}', '${projectId}', '${site.id}', 'rankings', 'rankings:${aboutKw}', 'Page 2 keyword', 'content', 'easy', 50, '{}') returning id`,
    );

    const res = await get(t.app, '/api/quick-rank/wins', ada);
    expect(res.status).toBe(200);
    const wins = res.body.data;
    expect(wins.map((w: any) => w.keyword).sort()).toEqual([
      'roof inspection austin',
      'roof repair austin',
      'roofing company austin',
    ]);
    const costs = wins.filter((w: any) => w.fixes.length).map((w: any) => w.fixes[0].cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const never = wins.find((w: any) => w.keyword === 'roof inspection austin');
    expect(never).toMatchObject({ crawled: false, score: null, fixes: [] });
    expect(wins.at(-1).keyword).toBe('roof inspection austin');
    const good = wins.find((w: any) => w.keywordId === home);
    expect(good.crawled).toBe(true);
    expect(good.factors.find((f: any) => f.id === 'internal-links').reasons[0]).toMatch(
      /1 internal link point/,
    );
    expect(good.gain).toMatchObject({ fromPosition: 6, toPosition: 3, monthlyImpressions: 900 });
    expect(good.gain.extraClicks).toBe(Math.round(900 * (good.gain.ctrTo - good.gain.ctrFrom)));
    const thin = wins.find((w: any) => w.keywordId === aboutKw);
    expect(thin.cost).toBeGreaterThan(good.cost);
    expect(thin.opportunityId).toBe(oppId);
    expect(good.opportunityId).toBeNull();
    expect((await get(t.app, '/api/quick-rank/wins', bob)).body.data).toEqual([]);
  });
});

describe('quick rank: a hosted page on a single machine', () => {
  it('reads pages this app hosts in process, with private addresses refused for everything else', async () => {
    const local = await createTestApp({ CRAWL_ALLOW_PRIVATE: false });
    try {
      const token = await user(local.app);
      const created = await createGoldmine(local.app, token);
      await deploy(local.app, token, created.id);
      // PUBLIC_URL is http://localhost:3000 and this app does not listen: only the in-process read works.
      const hosted = await post(
        local.app,
        '/api/quick-rank/analyze',
        { url: `http://localhost:3000/s/${created.slug}/`, keyword: 'roofing austin' },
        token,
      );
      expect(hosted.status, JSON.stringify(hosted.body)).toBe(200);
      expect(hosted.body.data.result.page.statusCode).toBe(200);
      const other = await post(
        local.app,
        '/api/quick-rank/analyze',
        { url: 'http://127.0.0.1:9/', keyword: 'roofing austin' },
        token,
      );
      expect(other.status).toBe(422);
      expect(other.body.message).toMatch(/private address refused/);
    } finally {
      await local.close();
    }
  }, 60_000);
});
