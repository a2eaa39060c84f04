import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, deploy, placeId, user } from './sites-fixtures';

// Semantic SEO (docs/semantic.md): a deployed roofing site in Austin has its vertical's keywords
// clustered and mapped to its live pages; tracked keywords, GSC queries and stored SERPs join the
// clusters; another team sees nothing of it; the engine writes gap, coverage and cannibalisation
// insights, and an empty team gets one info insight.

let t: TestApp;
let ada: string;
let bob: string;
let site: { id: string; slug: string };

const isoDay = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ada = await user(t.app);
  bob = await user(t.app);
  const created = await createGoldmine(t.app, ada);
  await deploy(t.app, ada, created.id);
  site = { id: created.id, slug: created.slug };
}, 90_000);
afterAll(() => t?.close());

const analysis = (token = ada, siteId = site.id) =>
  get(t.app, `/api/intelligence/semantic?siteId=${siteId}`, token);

describe('semantic: a hosted site', () => {
  it("clusters the vertical's keywords and maps them to the live pages", async () => {
    const res = await analysis();
    expect(res.status).toBe(200);
    const a = res.body.data.analysis;
    expect(a.site).toMatchObject({ id: site.id, vertical: 'Roofing', live: true });
    expect(a.site.place.city).toBe('Austin');
    expect(a.method).toBe('lexical');
    expect(a.counts.bySource.vertical).toBeGreaterThan(10);
    expect(a.counts.pages).toBeGreaterThan(2);
    expect(a.clusters.length).toBe(a.counts.clusters);
    const repair = a.clusters.find((c: any) =>
      c.keywords.some((k: any) => k.keyword === 'roof repair austin'),
    );
    expect(repair.keywords.map((k: any) => k.keyword)).toContain('roof repair near me');
    expect(repair.page).not.toBeNull();
    expect(repair.page.url).toContain(`/s/${site.slug}/`);
    expect(repair.entities).toContainEqual({ text: 'Austin', kind: 'place' });
    // Every mapped page lists its clusters; coverage is a share.
    const mapped = a.pages.filter((p: any) => p.clusterIds.length);
    expect(mapped.length).toBeGreaterThan(0);
    for (const p of mapped) expect(p.coverage === null || (p.coverage >= 0 && p.coverage <= 1)).toBe(true);
    expect(a.gaps.length).toBe(a.clusters.filter((c: any) => !c.page).length);
  });

  it('adds tracked keywords, GSC impressions and SERP overlap', async () => {
    const created = await post(
      t.app,
      '/api/rankings/keywords',
      {
        websiteId: site.id,
        keywords: ['metal roofing installer', 'tile roof specialist', 'skylight leak fix'],
      },
      ada,
    );
    expect(created.status).toBe(201);
    const gsc = await call(t.app, {
      method: 'POST',
      url: `/api/rankings/import/gsc?websiteId=${site.id}&day=${isoDay(2)}`,
      payload: 'Top queries,Clicks,Impressions,CTR,Position\nhail damage roof inspection,3,120,2.5%,8.1\n',
      headers: { authorization: `Bearer ${ada}`, 'content-type': 'text/csv' },
    });
    expect(gsc.status).toBe(200);
    const [me] = await sqlRows(t.app, `select team_id from sites where id = '${site.id}'`);
    const kws = await sqlRows(
      t.app,
      `select id, keyword from site_keywords where site_id = '${site.id}' and keyword in ('metal roofing installer', 'tile roof specialist')`,
    );
    const shared = ['a', 'b', 'c', 'd'].map(
      (x, i) =>
        `{"position": ${i + 1}, "url": "https://${x}.example/roofs", "domain": "${x}.example", "title": null}`,
    );
    for (const k of kws)
      await sqlRows(
        t.app,
        `insert into serp_snapshots (team_id, site_id, keyword_id, keyword, day, provider, results)
         values ('${me.team_id}', '${site.id}', '${k.id}', '${k.keyword}', '${isoDay(1)}', 'test', '[${shared.join(',')}]'::jsonb)`,
      );
    const a = (await analysis()).body.data.analysis;
    expect(a.counts.bySource.tracked).toBe(3);
    expect(a.counts.bySource.gsc).toBe(1);
    expect(a.counts.withSerp).toBe(2);
    expect(a.method).toBe('serp');
    const serp = a.clusters.find((c: any) => c.method === 'serp');
    expect(serp.keywords.map((k: any) => k.keyword).sort()).toEqual([
      'metal roofing installer',
      'tile roof specialist',
    ]);
    const hail = a.clusters.find((c: any) =>
      c.keywords.some((k: any) => k.keyword === 'hail damage roof inspection'),
    );
    expect(hail.impressions).toBe(120);
    expect(hail.keywords[0].sources).toEqual(['gsc']);
  });

  it('summarises every site without siteId', async () => {
    const res = await get(t.app, '/api/intelligence/semantic', ada);
    expect(res.status).toBe(200);
    expect(res.body.data.analysis).toBeNull();
    expect(res.body.data.sites).toHaveLength(1);
    expect(res.body.data.sites[0].site.id).toBe(site.id);
    expect(res.body.data.sites[0].clusters).toBeGreaterThan(3);
  });

  it("answers 404 for another team's site, 400 for a bad id, and an empty overview for a new team", async () => {
    expect((await analysis(bob)).status).toBe(404);
    const bad = await get(t.app, '/api/intelligence/semantic?siteId=nope', ada);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/siteId/);
    const empty = await get(t.app, '/api/intelligence/semantic', bob);
    expect(empty.body.data).toEqual({ sites: [], analysis: null });
  });
});

describe('semantic: keyword sets of a vertical', () => {
  it('clusters a vertical for a place; 404 for an unknown vertical or place, 400 without one', async () => {
    const austin = placeId('Austin', 'TX');
    const res = await get(
      t.app,
      `/api/intelligence/semantic/keywords?verticalSlug=plumbing&placeId=${austin}`,
      bob,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vertical: 'Plumbing', place: { city: 'Austin', state: 'TX' } });
    expect(res.body.data.clusters.length).toBeGreaterThan(3);
    const drain = res.body.data.clusters.find((c: any) =>
      c.keywords.some((k: any) => k.keyword === 'drain cleaning austin'),
    );
    expect(drain.keywords.map((k: any) => k.keyword)).toContain('drain cleaning near me');
    expect(drain.searches).toBeGreaterThan(0);
    const unknown = await get(
      t.app,
      `/api/intelligence/semantic/keywords?verticalSlug=nope&placeId=${austin}`,
      bob,
    );
    expect(unknown.status).toBe(404);
    const nowhere = await get(
      t.app,
      '/api/intelligence/semantic/keywords?verticalSlug=plumbing&placeId=zzz',
      bob,
    );
    expect(nowhere.status).toBe(404);
    const missing = await get(t.app, '/api/intelligence/semantic/keywords?verticalSlug=plumbing', bob);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/placeId/);
  });
});

describe('semantic engine', () => {
  const run = async (teamId: string) =>
    t.app.services.engines.definition('semantic')!.run({
      teamId,
      userId: null,
      action: 'cluster',
      params: {},
      progress: () => {},
      signal: new AbortController().signal,
    });

  it('writes gap, coverage and cannibalisation insights per live site, linked to the screen', async () => {
    const [row] = await sqlRows(t.app, `select team_id from sites where id = '${site.id}'`);
    const result = await run(row.team_id);
    expect(result.summary).toMatch(/1 live site: \d+ topics, \d+ without a page/);
    expect(result.insights.length).toBeGreaterThan(0);
    for (const i of result.insights) {
      expect(i.link).toBe(`/intelligence/semantic?siteId=${site.id}`);
      expect(i.key).toMatch(new RegExp(`^semantic:(gap|coverage|cannibalisation):${site.id}:`));
      expect(i.figures.length).toBeGreaterThan(0);
    }
    const gap = result.insights.find((i) => i.key!.startsWith('semantic:gap:'));
    expect(gap?.title).toMatch(/^No page of .+ targets "/);
    // Keys are stable from run to run.
    expect((await run(row.team_id)).insights.map((i) => i.key)).toEqual(result.insights.map((i) => i.key));
  });

  it('tells an empty team what fills it', async () => {
    const [row] = await sqlRows(
      t.app,
      `select t.id from teams t where not exists (select 1 from sites s where s.team_id = t.id) limit 1`,
    );
    const result = await run(row.id);
    expect(result.insights).toEqual([
      expect.objectContaining({ severity: 'info', key: 'semantic:empty', link: '/intelligence/semantic' }),
    ]);
  });
});
