import { AB_MIN_VISITORS_PER_VARIANT } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beacon,
  createTest,
  h1Of,
  open,
  readTest,
  servedVariant,
  stopTest,
  visit,
  visitor,
} from './experiments-fixtures';
import { call, createTestApp, get, sqlRows, type TestApp } from './helpers';
import { createGoldmine, deploy, user } from './sites-fixtures';

// A/B tests through the real app (docs/product/rules.md#ab-tests): the host splits visitors without
// cookies and swaps B's headline into the served page; the beacon reports the variant; visits and
// conversions are counted per variant; the stop rule ends the test with its winner, which is kept.

let t: TestApp;
let owner: string;
let other: string;
let site: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await user(t.app);
  other = await user(t.app);
  const made = await createGoldmine(t.app, owner);
  site = await deploy(t.app, owner, made.id);
}, 120_000);
afterAll(async () => t?.close());

const B_H1 = 'Roof repair & "same-week" <quotes>';
const B_H1_HTML = 'Roof repair &amp; &quot;same-week&quot; &lt;quotes&gt;';
const flush = () => t.app.services.leads.flushEvents();

describe('creating an A/B test', () => {
  it('lists the live pages with their headline; refuses bad input with a 4xx and a message', async () => {
    const list = await get(t.app, `/api/sites/${site.id}/experiments`, owner);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([]);
    const home = list.body.data.pages.find((p: any) => p.path === '/');
    expect(home).toMatchObject({ busy: false });
    expect(home.h1.length).toBeGreaterThan(5);
    expect(list.body.data.pages.some((p: any) => p.path.includes('thank-you'))).toBe(false);

    const bad: Array<[unknown, number, RegExp]> = [
      [{ path: '/' }, 400, /h1: write B's headline/],
      [{ path: 'nope', h1: 'x' }, 400, /path: must be a page path/],
      [{ path: '/no-such-page/', h1: 'x' }, 400, /no page \/no-such-page\//],
      [{ path: '/thank-you/', h1: 'x' }, 400, /cannot be tested/],
      [{ path: '/', h1: home.h1 }, 400, /B must differ/],
      [{ path: '/', h1: 'x'.repeat(151) }, 400, /h1: at most 150/],
      [{ path: '/', h1: '   ' }, 400, /h1: write the text/],
    ];
    for (const [body, status, message] of bad) {
      const res = await createTest(t.app, owner, site.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
  });

  it("is scoped to the team: another team's site and test are 404", async () => {
    expect((await createTest(t.app, other, site.id, { path: '/', h1: 'x' })).status).toBe(404);
    expect((await get(t.app, `/api/sites/${site.id}/experiments`, other)).status).toBe(404);
    const anon = await call(t.app, { method: 'GET', url: `/api/sites/${site.id}/experiments` });
    expect(anon.status).toBe(401);
  });
});

describe('serving and counting', () => {
  let id: string;
  /** The home page's h1 as built. */
  let builtH1: string | null;

  it("starts on the home page, recording A's headline from the built page", async () => {
    builtH1 = h1Of((await open(t.app, `/s/${site.slug}/`, visitor(0, 'before'))).body);
    expect(builtH1).toBeTruthy();
    const res = await createTest(t.app, owner, site.id, { path: '/', h1: B_H1 });
    expect(res.status).toBe(201);
    const exp = res.body.data;
    id = exp.id;
    expect(exp.a.h1.replace(/&/g, '&amp;')).toBe(builtH1);
    expect(exp).toMatchObject({
      siteId: site.id,
      path: '/',
      status: 'running',
      winner: null,
      b: { h1: B_H1, intro: null },
      servingB: true,
      pageMatches: true,
      stats: { a: { visitors: 0 }, b: { visitors: 0 }, rule: { state: 'collecting' } },
    });
    expect(exp.stats.probabilityBBeatsA).toBeCloseTo(0.5, 10);
    // One running test per page.
    const again = await createTest(t.app, owner, site.id, { path: '/', h1: 'Another' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('experiment_active');
    expect(await readTest(t.app, other, id)).toMatchObject({ status: 404 });
    expect((await stopTest(t.app, other, id)).status).toBe(404);
  });

  it("serves B's escaped headline to about half the visitors, the same variant to a visitor all day", async () => {
    const seen = { A: 0, B: 0 };
    for (let i = 0; i < 60; i++) {
      const v = visitor(i, 'split');
      const page = await open(t.app, `/s/${site.slug}/`, v);
      expect(page.status).toBe(200);
      const x = servedVariant(page.body) as 'A' | 'B';
      seen[x]++;
      expect(h1Of(page.body)).toBe(x === 'B' ? B_H1_HTML : builtH1);
      // Varied pages are one visitor's: private caching, an ETag naming the variant, no cookie.
      expect(page.headers['cache-control']).toMatch(/^private/);
      expect(String(page.headers.etag)).toMatch(/-[0-9a-f]{8}[ab]"$/);
      expect(page.headers['set-cookie']).toBeUndefined();
      const again = await open(t.app, `/s/${site.slug}/`, v);
      expect(servedVariant(again.body)).toBe(x);
    }
    expect(seen.A).toBeGreaterThan(15);
    expect(seen.B).toBeGreaterThan(15);
    // Other pages of the site are not varied.
    const about = await open(t.app, `/s/${site.slug}/about/`, visitor(1, 'split'));
    expect(servedVariant(about.body)).toBeNull();
    expect(about.headers['cache-control']).toMatch(/^public/);
  });

  it('counts visitors once per day and conversions (phone clicks, form sends) per variant', async () => {
    // Five visitors per variant, found by opening the page; two of B's and one of A's convert.
    const byVariant: Record<'A' | 'B', ReturnType<typeof visitor>[]> = { A: [], B: [] };
    for (let i = 0; byVariant.A.length < 5 || byVariant.B.length < 5; i++) {
      const v = visitor(i, 'count');
      const x = servedVariant((await open(t.app, `/s/${site.slug}/`, v)).body) as 'A' | 'B';
      if (byVariant[x].length < 5) byVariant[x].push(v);
    }
    for (const x of ['A', 'B'] as const) {
      for (const v of byVariant[x]) {
        // Two pageviews each: still one visitor.
        await beacon(t.app, v, { siteId: site.id, path: '/', event: 'pageview', x });
        await beacon(t.app, v, { siteId: site.id, path: '/', event: 'pageview', x });
      }
    }
    await beacon(t.app, byVariant.B[0]!, { siteId: site.id, path: '/', event: 'call_click', x: 'B' });
    await beacon(t.app, byVariant.B[0]!, { siteId: site.id, path: '/', event: 'call_click', x: 'B' });
    await beacon(t.app, byVariant.A[0]!, { siteId: site.id, path: '/', event: 'call_click', x: 'A' });
    // A phone click on another page is not this test's conversion.
    await beacon(t.app, byVariant.A[1]!, { siteId: site.id, path: '/about/', event: 'call_click' });
    // A form sent from the page by B's second visitor (same IP and browser): its 'lead' event counts.
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/public/leads',
      payload: {
        siteId: site.id,
        page: '/',
        name: 'Pat Doe',
        phone: '512-555-0100',
        ts: Date.now() - 10_000,
      },
      remoteAddress: byVariant.B[1]!.ip,
      headers: { 'user-agent': byVariant.B[1]!.ua },
    });
    expect(lead.statusCode).toBe(201);
    // A beacon with an unknown variant is refused.
    expect(await beacon(t.app, visitor(1), { siteId: site.id, path: '/', event: 'pageview', x: 'C' })).toBe(
      400,
    );
    await flush();
    const res = await readTest(t.app, owner, id);
    expect(res.status).toBe(200);
    expect(res.body.data.stats.a).toEqual({ visitors: 5, conversions: 1, rate: 0.2 });
    expect(res.body.data.stats.b).toEqual({ visitors: 5, conversions: 2, rate: 0.4 });
    expect(res.body.data.stats.rule.state).toBe('collecting');
    const stored = await sqlRows(
      t.app,
      `select distinct variant from site_events where site_id = '${site.id}'`,
    );
    expect(stored.map((r) => r.variant).sort()).toEqual(['A', 'B', null]);
  });

  it('stops when B clearly converts better: B wins with P > 0.95 and is then served to everyone', async () => {
    const n = AB_MIN_VISITORS_PER_VARIANT;
    const got = { A: 0, B: 0 };
    // Deterministic conversions: every 10th A visitor, every 3rd B visitor. The stop rule also runs
    // after beacon flushes, so the test may end before the loop does (pages are then unmarked).
    for (let i = 0; got.A < n || got.B < n; i++) {
      const { x } = await visit(t.app, site, visitor(i, 'rule'), (variant) => {
        if (variant !== 'A' && variant !== 'B') return false;
        const k = got[variant]++;
        return variant === 'B' ? k % 3 === 0 : k % 10 === 0;
      });
      if (x === null) break;
    }
    await flush();
    const res = await readTest(t.app, owner, id);
    const exp = res.body.data;
    expect(exp.status).toBe('won');
    expect(exp.winner).toBe('B');
    expect(exp.decidedBy).toBe('probability');
    expect(exp.stats.probabilityBBeatsA).toBeGreaterThan(0.95);
    expect(exp.stats.b.rate).toBeGreaterThan(exp.stats.a.rate);
    expect(exp.endedAt).not.toBeNull();
    // The winner is kept: B for everyone, unmarked (the test no longer counts).
    for (let i = 0; i < 10; i++) {
      const page = await open(t.app, `/s/${site.slug}/`, visitor(i, 'after'));
      expect(h1Of(page.body)).toBe(B_H1_HTML);
      expect(servedVariant(page.body)).toBeNull();
    }
    // Figures are frozen once decided.
    await visit(t.app, site, visitor(999, 'late'), () => true);
    await flush();
    expect((await readTest(t.app, owner, id)).body.data.stats).toEqual(exp.stats);
    // Still the page's active test: no second one until B stops being served.
    expect((await createTest(t.app, owner, site.id, { path: '/', h1: 'Next' })).status).toBe(409);
  });

  it('stopping a won B serves the page as built again; an ended test cannot be stopped twice', async () => {
    const stopped = await stopTest(t.app, owner, id);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ status: 'stopped', winner: 'B', servingB: false });
    const page = await open(t.app, `/s/${site.slug}/`, visitor(3, 'after'));
    expect(h1Of(page.body)).toBe(builtH1);
    expect(servedVariant(page.body)).toBeNull();
    const twice = await stopTest(t.app, owner, id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already ended/);
  });

  it('an operator may stop a running test keeping B, or with no winner', async () => {
    const res = await createTest(t.app, owner, site.id, { path: '/', intro: 'A shorter intro for B.' });
    expect(res.status).toBe(201);
    expect((await stopTest(t.app, owner, res.body.data.id, { keep: 'C' })).status).toBe(400);
    expect((await stopTest(t.app, owner, res.body.data.id, { nope: 1 })).status).toBe(400);
    const kept = await stopTest(t.app, owner, res.body.data.id, { keep: 'B' });
    expect(kept.body.data).toMatchObject({
      status: 'won',
      winner: 'B',
      decidedBy: 'operator',
      servingB: true,
    });
    const page = await open(t.app, `/s/${site.slug}/`, visitor(5, 'kept'));
    expect(page.body).toContain('<p class="lede">A shorter intro for B.</p>');
    await stopTest(t.app, owner, res.body.data.id);
    const third = await createTest(t.app, owner, site.id, { path: '/', h1: 'Third headline' });
    const none = await stopTest(t.app, owner, third.body.data.id);
    expect(none.body.data).toMatchObject({ status: 'stopped', winner: null, servingB: false });
    const list = await get(t.app, `/api/sites/${site.id}/experiments`, owner);
    expect(list.body.data.items.map((e: any) => e.status)).toEqual(['stopped', 'stopped', 'stopped']);
    expect(list.body.data.pages.find((p: any) => p.path === '/').busy).toBe(false);
  });
});
