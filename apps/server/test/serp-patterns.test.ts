import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { DFS_KEY, fakeSerp, settled } from './rankings-serp-fixtures';
import { createGoldmine, user } from './sites-fixtures';

// SERP patterns (docs/serp-patterns.md): the team's stored results pages read per vertical and city
// size; a rank check through the DataForSEO stand-in stores the page it read; another team's pages
// are never counted or shown; bad filters answer 400; the engine's run reads the same rows.

let t: TestApp;
const serp = fakeSerp();

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.providers.registry.setBaseUrl('dataforseo', await serp.start());
});
afterAll(async () => {
  await t.close();
  await serp.close();
});

interface Team {
  token: string;
  siteId: string;
  keywordIds: string[];
}

async function team(keywords: string[]): Promise<Team> {
  const token = await user(t.app);
  const site = await createGoldmine(t.app, token);
  await post(t.app, '/api/rankings/keywords', { websiteId: site.id, keywords }, token);
  const list = await get(t.app, `/api/rankings/keywords?websiteId=${site.id}`, token);
  return { token, siteId: site.id, keywordIds: list.body.data.map((k: { id: string }) => k.id) };
}

const esc = (s: string) => s.replace(/'/g, "''");

/** Stores `days` snapshots of each keyword: the top 3 put Austin in the title, 4-10 do not. */
async function insertSnapshots(tm: Team, days: number, provider = 'dataforseo', tag = 'a') {
  for (const keywordId of tm.keywordIds) {
    for (let d = 0; d < days; d++) {
      const results = Array.from({ length: 10 }, (_, i) => ({
        position: i + 1,
        url:
          i === 1
            ? `https://www.yelp.com/biz/${tag}-${d}`
            : `https://${tag}${i}.example/${i < 3 ? '' : 'a/b/'}`,
        domain: i === 1 ? 'www.yelp.com' : `${tag}${i}.example`,
        title:
          i < 3 ? `Roof Repair Austin | ${tag.toUpperCase()} Roofing ${i}` : `Roofing company ${tag}${i}`,
      }));
      const pack = [
        { title: 'Pack 1', domain: `${tag}0.example`, rating: 4.5, reviews: 10 },
        { title: 'Pack 2' },
      ];
      await sqlRows(
        t.app,
        `insert into serp_snapshots (team_id, site_id, keyword_id, keyword, day, provider, results, features, local_pack, own_position)
         select team_id, site_id, id, keyword, current_date - ${d}, '${provider}', '${esc(JSON.stringify(results))}',
           '["local_pack","people_also_ask"]', '${esc(JSON.stringify(pack))}', ${d === 0 ? 3 : 'null'}
           from site_keywords where id = '${keywordId}'`,
      );
    }
  }
}

describe('GET /api/intelligence/patterns', () => {
  it('answers an honest empty report for a team without snapshots', async () => {
    const me = await user(t.app);
    const res = await get(t.app, '/api/intelligence/patterns', me);
    expect(res.status).toBe(200);
    expect(res.body.data.coverage).toMatchObject({ snapshots: 0, keywords: 0, days: 0, providers: [] });
    expect(res.body.data.groups).toEqual([]);
    expect(res.body.data.gsc).toEqual({ rows: 0, pageTypes: [] });
  });

  it("reads the team's snapshots per vertical and city size, and never another team's", async () => {
    const mine = await team(['roof repair austin', 'roofer austin']);
    const theirs = await team(['roof repair austin']);
    await insertSnapshots(mine, 3);
    await insertSnapshots(theirs, 4, 'demo', 'z');

    const res = await get(t.app, '/api/intelligence/patterns', mine.token);
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.coverage).toMatchObject({
      snapshots: 6,
      keywords: 2,
      days: 3,
      providers: [{ provider: 'dataforseo', snapshots: 6, synthetic: false }],
      windowDays: 90,
      capped: false,
    });
    expect(report.options.verticals).toEqual([{ slug: 'roofing', name: expect.any(String), snapshots: 6 }]);
    expect(report.options.citySizes).toEqual([{ id: 'large', label: '250k-1M people', snapshots: 6 }]);
    expect(report.groups).toHaveLength(1);
    const [g] = report.groups;
    expect(g).toMatchObject({
      verticalSlug: 'roofing',
      citySize: 'large',
      snapshots: 6,
      keywords: 2,
      results: 60,
    });
    expect(g.enough).toBe(true);
    const city = g.titlePatterns.find((p: { id: string }) => p.id === 'city');
    expect(city.top3).toEqual({ count: 18, n: 18, share: 1 });
    expect(city.rest).toEqual({ count: 0, n: 42, share: 0 });
    expect(city.examples).toHaveLength(5);
    const dir = g.pageTypes.find((p: { id: string }) => p.id === 'directory');
    expect(dir.top3).toEqual({ count: 6, n: 18, share: 0.333 });
    expect(g.localPack.present).toEqual({ count: 6, n: 6, share: 1 });
    expect(g.localPack.alsoOrganic).toEqual({ count: 6, n: 6, share: 1 });
    expect(g.own).toMatchObject({ ranked: { count: 2, n: 6 }, top3: 2, best: 3 });
    expect(JSON.stringify(report)).not.toMatch(/z\d\.example|yelp\.com\/biz\/z/);

    // The example link opens the stored page; another team's page is a 404.
    const snap = await get(
      t.app,
      `/api/intelligence/patterns/snapshots/${city.examples[0].snapshotId}`,
      mine.token,
    );
    expect(snap.status).toBe(200);
    expect(snap.body.data).toMatchObject({ siteId: mine.siteId, provider: 'dataforseo', synthetic: false });
    expect(snap.body.data.results[1]).toMatchObject({ position: 2, pageType: 'directory', own: false });
    expect(snap.body.data.localPack[1]).toEqual({
      title: 'Pack 2',
      domain: null,
      rating: null,
      reviews: null,
    });
    const other = await get(
      t.app,
      `/api/intelligence/patterns/snapshots/${city.examples[0].snapshotId}`,
      theirs.token,
    );
    expect(other.status).toBe(404);

    // Theirs: demo pages, labelled synthetic; filters narrow the groups.
    const demo = await get(
      t.app,
      '/api/intelligence/patterns?verticalSlug=roofing&citySize=large',
      theirs.token,
    );
    expect(demo.body.data.coverage.providers).toEqual([{ provider: 'demo', snapshots: 4, synthetic: true }]);
    expect(demo.body.data.filters).toEqual({ verticalSlug: 'roofing', citySize: 'large' });
    const none = await get(t.app, '/api/intelligence/patterns?citySize=small', theirs.token);
    expect(none.body.data.coverage.snapshots).toBe(0);
    expect(none.body.data.groups).toEqual([]);
    expect(none.body.data.options.citySizes).toHaveLength(1);
    const few = (await get(t.app, '/api/intelligence/patterns', theirs.token)).body.data.groups[0];
    expect(few.enough).toBe(false);
    expect(few.note).toMatch(/too few to call/);
  });

  it('answers 400 for a bad filter or an unknown parameter, 400 for a bad id', async () => {
    const me = await user(t.app);
    const bad = await get(t.app, '/api/intelligence/patterns?citySize=huge', me);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/citySize/);
    const extra = await get(t.app, '/api/intelligence/patterns?limit=3', me);
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/limit: unknown parameter/);
    expect((await get(t.app, '/api/intelligence/patterns/snapshots/nope', me)).status).toBe(400);
    expect((await get(t.app, '/api/intelligence/patterns')).status).toBe(401);
  });

  it('a rank check through the DataForSEO stand-in stores the page, and the report reads it', async () => {
    const me = await team(['roofer austin']);
    const put = await call(t.app, {
      method: 'PUT',
      url: '/api/providers/dataforseo',
      payload: { apiKey: DFS_KEY },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(put.status).toBe(200);
    serp.state.results['roofer austin'] = [
      'https://www.austin-roofing-pros.com/',
      'https://www.yelp.com/search?find_desc=roofer',
      'https://competitor-1.com/roofing/austin/',
    ];
    expect(
      (await post(t.app, `/api/rankings/check?websiteId=${me.siteId}`, undefined, me.token)).status,
    ).toBe(202);
    expect(await settled(t.app, me.token, me.siteId)).toMatchObject({ status: 'completed' });
    // The page as stored: organic titles and snippets, the features around them, the map pack.
    const [row] = await sqlRows(
      t.app,
      `select provider, day::text as day, own_position, features, local_pack, results, demo
         from serp_snapshots where site_id = '${me.siteId}'`,
    );
    expect(row).toMatchObject({ provider: 'dataforseo', own_position: null, demo: false });
    expect(row.day).toBe(new Date().toISOString().slice(0, 10));
    expect(row.features).toEqual(['local_pack', 'featured_snippet']);
    expect(row.local_pack).toEqual([
      { title: 'Austin Roofing Pros', domain: 'www.austin-roofing-pros.com', rating: 4.8, reviews: 212 },
      { title: 'Capitol Roof Co', domain: 'competitor-1.com', rating: 4.5, reviews: 87 },
      { title: 'Hill Country Roofers', domain: null, rating: null, reviews: null },
    ]);
    expect(row.results).toHaveLength(3);
    expect(row.results[1]).toEqual({
      position: 2,
      url: 'https://www.yelp.com/search?find_desc=roofer',
      domain: 'www.yelp.com',
      title: 'Result 2 on www.yelp.com',
      snippet: 'A description.',
    });
    const report = (await get(t.app, '/api/intelligence/patterns', me.token)).body.data;
    expect(report.coverage).toMatchObject({ snapshots: 1, keywords: 1, days: 1 });
    expect(report.coverage.providers).toEqual([{ provider: 'dataforseo', snapshots: 1, synthetic: false }]);
    const [g] = report.groups;
    expect(g.features.map((f: { feature: string }) => f.feature)).toEqual(['featured_snippet', 'local_pack']);
    // Austin Roofing Pros is in the map pack and first organically; Capitol Roof Co's domain is third.
    expect(g.localPack.alsoOrganic).toEqual({ count: 2, n: 2, share: 1 });
    expect(g.pageTypes.find((p: { id: string }) => p.id === 'home').top3.count).toBe(1);
  });
});

describe('the serp-patterns engine', () => {
  const run = (teamId: string) =>
    t.app.services.engines.definition('serp-patterns')!.run({
      teamId,
      userId: null,
      action: 'analyze',
      params: {},
      progress: () => {},
      signal: new AbortController().signal,
    });
  const teamOf = async (token: string) =>
    (await sqlRows(t.app, `select team_id from sites where id = '${token}'`))[0].team_id as string;

  it('says which data would fill it when the team has no snapshots', async () => {
    const me = await team(['roof repair austin']);
    const out = await run(await teamOf(me.siteId));
    expect(out.summary).toBe('No stored results pages yet');
    expect(out.insights.map((i) => i.key)).toEqual(['patterns:no-data']);
  });

  it("reports the team's patterns with counts and a link to the group", async () => {
    const me = await team(['roof repair austin', 'roofer austin']);
    await insertSnapshots(me, 3);
    const out = await run(await teamOf(me.siteId));
    expect(out.summary).toBe('6 results pages read in 1 group (1 with enough data)');
    const city = out.insights.find((i) => i.key === 'patterns:roofing:large:city');
    expect(city?.title).toMatch(/, 18 of 18 top-3 results put the city in the title$/);
    expect(city?.link).toBe('/intelligence/patterns?verticalSlug=roofing&citySize=large');
  });
});
