import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { seedProject, teamUser } from './seo-opportunities-fixtures';
import { createGoldmine, dallasArea, deploy } from './sites-fixtures';

// Opportunities of a hosted site from its rankings, Search Console figures and analytics
// (docs/seo-opportunities.md#sources, #effects).

let t: TestApp;
let app: FastifyInstance;
let who: Awaited<ReturnType<typeof teamUser>>;
let site: { id: string; slug: string };
let projectId: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  who = await teamUser(app);
  site = await deploy(
    app,
    who.token,
    (await createGoldmine(app, who.token, { business: { name: 'Signal Roofing' } })).id,
  );
  base = `http://localhost:3000/s/${site.slug}/`;
  projectId = await seedProject(app, who, { url: base, siteId: site.id, name: 'Signal Roofing' });
}, 120_000);
afterAll(async () => t?.close());

async function keyword(text: string) {
  await post(app, '/api/rankings/keywords', { websiteId: site.id, keywords: [text] }, who.token);
  const list = (await get(app, `/api/rankings/keywords?websiteId=${site.id}`, who.token)).body.data;
  const items = Array.isArray(list) ? list : list.items;
  return items.find((k: { keyword: string }) => k.keyword === text).id as string;
}

/** 28 days of Search Console rows: impressions and clicks a day at a position. */
async function gsc(keywordId: string, perDay: { impressions: number; clicks: number; position: number }) {
  await sqlRows(
    app,
    `insert into rank_positions (team_id, site_id, keyword_id, position, url, source, day, clicks, impressions)
     select '${who.teamId}', '${site.id}', '${keywordId}', ${perDay.position}, '${base}', 'gsc', d::date, ${perDay.clicks}, ${perDay.impressions}
     from generate_series(current_date - 28, current_date - 1, interval '1 day') d`,
  );
}

const byKey = async (key: string) =>
  (
    await sqlRows(
      app,
      `select id from seo_opportunities where source_key = '${key}' and project_id = '${projectId}'`,
    )
  )[0]?.id;

describe('rankings, Search Console and analytics', () => {
  it('derives page-2, quick-win, low-CTR and no-lead opportunities with their bases', async () => {
    const page2 = await keyword('roof repair austin');
    const quick = await keyword('metal roofing austin');
    const far = await keyword('roofers near me');
    await post(app, '/api/rankings/positions', { keywordId: page2, position: 14 }, who.token);
    await post(app, '/api/rankings/positions', { keywordId: quick, position: 6 }, who.token);
    await post(app, '/api/rankings/positions', { keywordId: far, position: 45 }, who.token);
    // 10 impressions a day at position 6 with no clicks: far below the curve's 6.2%.
    await gsc(quick, { impressions: 10, clicks: 0, position: 6 });
    // 40 visitors on /gutters/ in 30 days, no lead.
    await sqlRows(
      app,
      `insert into site_page_days (team_id, site_id, day, path, pageviews, visitors)
       select '${who.teamId}', '${site.id}', d::date, '/gutters/', 2, 2
       from generate_series(current_date - 19, current_date, interval '1 day') d`,
    );

    // Stored positions tell team.activity: the module may have run already (then these are updates).
    const r = await app.services.seoOpportunities.generateFromSignals(who.teamId, projectId);
    // 4 from the keywords and the page, 5 from the market: the nearest places of Austin, manual on a
    // goldmine site (it covers one place).
    expect(r!.created + r!.updated).toBe(9);
    const market = (await get(app, `/api/opportunities?websiteId=${site.id}&category=local`, who.token)).body
      .data;
    expect(market.total).toBe(5);
    expect(
      market.items.every(
        (o: { source: string; automated: boolean }) => o.source === 'market' && !o.automated,
      ),
    ).toBe(true);
    expect(r!.resolved).toBe(0);
    expect(await byKey(`rankings:${far}`)).toBeUndefined();

    const get1 = async (key: string) =>
      (await get(app, `/api/opportunities/${await byKey(key)}`, who.token)).body.data;
    const p2 = await get1(`rankings:${page2}`);
    expect(p2).toMatchObject({ source: 'rankings', category: 'rankings', quickWin: false, automated: true });
    expect(p2.title).toBe('"roof repair austin" is on page 2 (position 14)');
    // No impressions: the effect is in positions, 14 -> 11 (modest) to 7 (strong).
    expect(p2.expectedEffect).toMatchObject({ metric: 'position', low: 3, high: 7, estimate: true });
    expect(p2.steps.map((s: { action: string }) => s.action)).toEqual([
      'set-title',
      'set-description',
      'add-faq',
      'deploy',
    ]);

    const qw = await get1(`rankings:${quick}`);
    expect(qw.quickWin).toBe(true);
    // 280 impressions in 28 days = 300 a month; CTR at 6 = 6.23%, at 5 (modest) 9.51%, at 3 (strong) 18.66%.
    expect(qw.expectedEffect).toMatchObject({ metric: 'clicks', low: 10, high: 37 });
    expect(qw.expectedEffect.basis).toContain('300 impressions/month in Search Console');
    expect(qw.expectedEffect.basis).toContain('Backlinko');

    const ctr = await get1(`search-console:${quick}`);
    expect(ctr.title).toBe('Few clicks for "metal roofing austin": rewrite the title and description');
    // 300/month x (6.23% / 2 - 0) .. (6.23% - 0)
    expect(ctr.expectedEffect).toMatchObject({ metric: 'clicks', low: 9, high: 19 });
    expect(ctr.steps.map((s: { action: string }) => s.action)).toEqual([
      'set-title',
      'set-description',
      'deploy',
    ]);

    const conv = await get1('analytics:/gutters/');
    expect(conv).toMatchObject({ source: 'analytics', automated: false, affectedUrls: [`${base}gutters/`] });
    expect(conv.expectedEffect).toMatchObject({ metric: 'leads', low: 0.4, high: 1.2, estimate: true });
    expect(conv.steps.every((s: { automated: boolean }) => !s.automated)).toBe(true);
  });

  it('a keyword that climbed to the top 3 is marked resolved on the next run', async () => {
    const quick = (
      await sqlRows(
        app,
        `select id from site_keywords where keyword = 'metal roofing austin' and site_id = '${site.id}'`,
      )
    )[0].id;
    await sqlRows(
      app,
      `update rank_positions set position = 2 where keyword_id = '${quick}' and source <> 'gsc'`,
    );
    const r = await app.services.seoOpportunities.generateFromSignals(who.teamId, projectId);
    expect(r?.resolved).toBe(1);
    const keys = (await get(app, `/api/opportunities?websiteId=${site.id}`, who.token)).body.data.items.map(
      (o: { title: string }) => o.title,
    );
    expect(keys).not.toContain('"metal roofing austin" ranks 6: push it into the top 3');
  });
});

describe('market data', () => {
  it("turns a dominator site's nearest places without a page into add-location-page opportunities, carried out", async () => {
    const res = await post(app, '/api/sites', { kind: 'dominator', area: dallasArea() }, who.token);
    expect(res.status).toBe(201);
    const dom = await deploy(app, who.token, res.body.data.id);
    const url = `http://localhost:3000/s/${dom.slug}/`;
    const pid = await seedProject(app, who, { url, siteId: dom.id, name: 'Dallas Plumbing' });
    const before = (await get(app, `/api/sites/${dom.id}/pages`, who.token)).body.data.pages.length;
    await app.services.seoOpportunities.generateFromSignals(who.teamId, pid);
    const list = (await get(app, `/api/opportunities?projectId=${pid}&category=local`, who.token)).body.data;
    expect(list.total).toBeGreaterThan(0);
    const o = list.items[0];
    expect(o).toMatchObject({ source: 'market', automated: true, difficulty: 'easy' });
    expect(o.title).toMatch(/^Add a page for .+, TX$/);
    expect(o.steps.map((s: { action: string }) => s.action)).toEqual(['add-location-page', 'deploy']);
    expect(o.expectedEffect.basis).toMatch(/searches\/month for plumbing in .+, TX \(market data/);
    expect(o.expectedEffect.high).toBeGreaterThan(o.expectedEffect.low);

    await post(app, `/api/opportunities/${o.id}/implement`, {}, who.token);
    const end = Date.now() + 60_000;
    let p: any;
    do {
      await new Promise((r) => setTimeout(r, 200));
      p = (await get(app, `/api/opportunities/${o.id}/implementation-progress`, who.token)).body.data;
    } while (p.status === 'running' && Date.now() < end);
    expect(p).toMatchObject({ status: 'completed', opportunityStatus: 'implemented' });
    const after = (await get(app, `/api/sites/${dom.id}/pages`, who.token)).body.data.pages;
    expect(after.length).toBeGreaterThan(before);
    const city = o.evidence.place.split(',')[0];
    expect(after.some((pg: { title: string }) => pg.title.includes(city))).toBe(true);
  }, 120_000);
});
