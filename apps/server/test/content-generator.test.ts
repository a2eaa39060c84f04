import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, del, deploy, fetchPage, patch, placeId, user } from './sites-fixtures';

// Content generator (docs/content-generator.md): a draft written for a keyword and a place by the
// built-in writer (deterministic), scored with reasons; an edit re-scores it; saving it to a hosted
// site deploys a new version whose page shows the draft's h1; another team gets 404; validation.

let t: TestApp;
let ada: string;
let bob: string;
let site: { id: string; slug: string };
const austin = () => placeId('Austin', 'TX');

beforeAll(async () => {
  t = await createTestApp();
  ada = await user(t.app);
  bob = await user(t.app);
  const created = await createGoldmine(t.app, ada);
  await deploy(t.app, ada, created.id);
  site = { id: created.id, slug: created.slug };
}, 90_000);
afterAll(() => t?.close());

const generate = (body: Record<string, unknown>, token = ada) =>
  post(t.app, '/api/content-generator/drafts', body, token);

describe('content generator: drafts', () => {
  it('writes a scored page for a keyword and a place, the same words each time', async () => {
    const a = await generate({ keyword: 'roof repair', placeId: austin() });
    expect(a.status).toBe(201);
    const d = a.body.data;
    expect(d.h1.toLowerCase()).toContain('roof repair');
    expect(d.title.toLowerCase()).toContain('roof repair');
    expect(d.sections.length).toBeGreaterThan(2);
    expect(d.faq.length).toBeGreaterThan(0);
    expect(d.writer).toBe('built-in');
    expect(d.verticalSlug).toBe('roofing');
    expect(d.place).toMatchObject({ placeId: austin(), name: 'Austin', state: 'TX' });
    expect(d.scores.parts.map((p: { id: string }) => p.id)).toEqual([
      'keywordCoverage',
      'readability',
      'structure',
      'uniqueness',
    ]);
    for (const p of d.scores.parts) {
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
      expect(p.reasons.length).toBeGreaterThan(0);
    }
    // The team's deployed site is compared with: its closest page is named.
    expect(d.scores.pagesCompared).toBeGreaterThan(0);
    expect(d.scores.closest.siteId).toBe(site.id);
    const b = await generate({ keyword: 'roof repair', placeId: austin() });
    expect(b.body.data.sections).toEqual(d.sections);
    expect(b.body.data.id).not.toBe(d.id);
    const list = await get(t.app, '/api/content-generator/drafts', ada);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(d.id);
  });

  it('uses the site: its vertical and place when none is given', async () => {
    const res = await generate({ keyword: 'roofing contractor', siteId: site.id });
    expect(res.status).toBe(201);
    expect(res.body.data.siteId).toBe(site.id);
    expect(res.body.data.place.placeId).toBe(austin());
  });

  it('answers 400 with the field for a bad keyword, place or writer', async () => {
    expect((await generate({ keyword: '  ', placeId: austin() })).body.message).toMatch(/^keyword/);
    const unknown = await generate({ keyword: 'roof repair', placeId: 'nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^placeId/);
    const noPlace = await generate({ keyword: 'roof repair' });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.message).toMatch(/^placeId/);
    const noVertical = await generate({ keyword: 'qqq zzz', placeId: austin() });
    expect(noVertical.status).toBe(400);
    expect(noVertical.body.message).toMatch(/^keyword: no vertical/);
    const llm = await generate({ keyword: 'roof repair', placeId: austin(), writer: 'llm' });
    expect(llm.status).toBe(400);
    expect(llm.body.message).toMatch(/no LLM writer is configured/);
  });

  it('re-scores an edit: a title without the keyword loses keyword coverage', async () => {
    const d = (await generate({ keyword: 'roof repair', placeId: austin() })).body.data;
    const before = d.scores.parts.find((p: { id: string }) => p.id === 'keywordCoverage');
    const res = await patch(t.app, `/api/content-generator/drafts/${d.id}`, { title: 'Our company' }, ada);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Our company');
    const after = res.body.data.scores.parts.find((p: { id: string }) => p.id === 'keywordCoverage');
    expect(after.score).toBeLessThan(before.score);
    expect(after.reasons).toContain('"roof repair" is missing from the title');
    // Nothing to change: scored again as it stands.
    const same = await patch(t.app, `/api/content-generator/drafts/${d.id}`, {}, ada);
    expect(same.status).toBe(200);
    expect(same.body.data.scores).toEqual(res.body.data.scores);
    expect(
      (await patch(t.app, `/api/content-generator/drafts/${d.id}`, { h1: '<b>x</b>' }, ada)).status,
    ).toBe(400);
  });

  it('saves to the site as a new page in a deployed version, and the hosted page shows its h1', async () => {
    const d = (await generate({ keyword: 'roof repair', placeId: austin(), siteId: site.id })).body.data;
    const h1 = 'Roof Repair Help for Austin Homes';
    await patch(t.app, `/api/content-generator/drafts/${d.id}`, { h1 }, ada);
    const res = await post(
      t.app,
      `/api/content-generator/drafts/${d.id}/save`,
      { siteId: site.id, path: '/roof-repair-help/' },
      ada,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\/s\/.+\/roof-repair-help\/$/);
    expect(res.body.data.draft).toMatchObject({ status: 'saved', savedPath: '/roof-repair-help/' });
    const [row] = await sqlRows(t.app, `select live_version_id from sites where id = '${site.id}'`);
    expect(row.live_version_id).toBe(res.body.data.version.id);
    const page = await fetchPage(t.app, `/s/${site.slug}/roof-repair-help/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(h1);
    // Saved again after an edit: the same path is replaced, not refused.
    await patch(t.app, `/api/content-generator/drafts/${d.id}`, { h1: 'Roof Repair in Austin Today' }, ada);
    const again = await post(
      t.app,
      `/api/content-generator/drafts/${d.id}/save`,
      { siteId: site.id, path: '/roof-repair-help/' },
      ada,
    );
    expect(again.status).toBe(200);
    expect((await fetchPage(t.app, `/s/${site.slug}/roof-repair-help/`)).body).toContain(
      'Roof Repair in Austin Today',
    );
  });

  it("keeps drafts and sites to their team: another team's draft or site is 404", async () => {
    const d = (await generate({ keyword: 'roof repair', placeId: austin() })).body.data;
    expect((await get(t.app, `/api/content-generator/drafts/${d.id}`, bob)).status).toBe(404);
    expect((await patch(t.app, `/api/content-generator/drafts/${d.id}`, { title: 'x' }, bob)).status).toBe(
      404,
    );
    expect(
      (await post(t.app, `/api/content-generator/drafts/${d.id}/save`, { siteId: site.id }, bob)).status,
    ).toBe(404);
    const bobs = (await generate({ keyword: 'roof repair', placeId: austin() }, bob)).body.data;
    expect(
      (await post(t.app, `/api/content-generator/drafts/${bobs.id}/save`, { siteId: site.id }, bob)).status,
    ).toBe(404);
    expect((await generate({ keyword: 'roof repair', siteId: site.id }, bob)).status).toBe(404);
    expect((await del(t.app, `/api/content-generator/drafts/${d.id}`, bob)).status).toBe(404);
    expect((await del(t.app, `/api/content-generator/drafts/${d.id}`, ada)).status).toBe(200);
    expect((await get(t.app, `/api/content-generator/drafts/${d.id}`, ada)).status).toBe(404);
  });
});
