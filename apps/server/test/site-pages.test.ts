import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, del, deploy, fetchPage, user } from './sites-fixtures';

// Page edits (docs/product/rules.md#page-edits): list, read, preview, save (a new version that keeps
// the edit through later builds), reset; validation; another team's site; template thumbnails.

let t: TestApp;
let app: FastifyInstance;
let token: string;
let site: any;

const put = (url: string, payload: unknown, tok = token) =>
  app
    .inject({ method: 'PUT', url, payload: payload as object, headers: { authorization: `Bearer ${tok}` } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

const pagesUrl = () => `/api/sites/${site.id}/pages`;
const contentUrl = (path = '/') => `/api/sites/${site.id}/pages/content?path=${encodeURIComponent(path)}`;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  token = await user(app);
  site = await createGoldmine(app, token, { business: { name: 'Editor Roofing' } });
}, 120_000);
afterAll(async () => t?.close());

describe('page edits', () => {
  let home: any;
  let service: string;

  it('lists the pages of the latest version with their kinds; content pages are editable', async () => {
    const res = await get(app, pagesUrl(), token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ versionNumber: 1, editable: true, threshold: 0.5 });
    const byPath = new Map(data.pages.map((p: any) => [p.path, p]));
    expect(byPath.get('/')).toMatchObject({ kind: 'home', editable: true, overridden: false });
    expect(byPath.get('/privacy/')).toMatchObject({ kind: 'privacy', editable: false });
    service = data.pages.find((p: any) => p.kind === 'service').path;
    expect(data.pages.every((p: any) => p.words >= 0 && p.title)).toBe(true);
  });

  it('reads a page as generated, with list links relative to the site', async () => {
    const res = await get(app, contentUrl(), token);
    expect(res.status).toBe(200);
    home = res.body.data;
    expect(home).toMatchObject({ path: '/', kind: 'home', overridden: false, updatedAt: null });
    expect(home.content.h1).toBeTruthy();
    const links = home.content.sections.flatMap((s: any) => s.list ?? []).filter((i: any) => i.href);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.href).toMatch(/^\/[a-z0-9-]+\/$/);
    // The home page is the default.
    expect((await get(app, `/api/sites/${site.id}/pages/content`, token)).body.data.path).toBe('/');
    expect((await get(app, contentUrl('/privacy/'), token)).body).toMatchObject({ error: 'not_editable' });
    expect((await get(app, contentUrl('/nope/'), token)).status).toBe(404);
    expect((await get(app, contentUrl('no-slash'), token)).status).toBe(400);
  });

  it('previews a draft: words and the closest other page against the threshold', async () => {
    const same = await post(app, `${pagesUrl()}/preview`, { path: '/', content: home.content }, token);
    expect(same.status).toBe(200);
    expect(same.body.data.maxSimilarity).toBeLessThan(0.5);
    expect(same.body.data).toMatchObject({ threshold: 0.5, overThreshold: false });
    expect(same.body.data.closestPath).not.toBe('/');
    const pages = (await get(app, pagesUrl(), token)).body.data.pages;
    expect(same.body.data.words).toBe(pages.find((p: any) => p.path === '/').words);
    // The words of a service page, pasted on the home page: a near duplicate.
    const other = (await get(app, contentUrl(service), token)).body.data.content;
    const copy = await post(app, `${pagesUrl()}/preview`, { path: '/', content: other }, token);
    expect(copy.body.data).toMatchObject({ closestPath: service, overThreshold: true });
    expect(copy.body.data.maxSimilarity).toBeGreaterThan(0.9);
  });

  it('saves an edit as a new version with the same template and seed; builds keep it', async () => {
    const edited = {
      ...home.content,
      h1: 'Austin Roof Experts   You Can Call Today',
      intro: 'We fix roofs across Austin.\nCall us for a free look.',
      sections: [
        { heading: 'Why us', paragraphs: ['Local crews and clear quotes.'] },
        ...home.content.sections,
      ],
      faqs: [{ q: 'Do you work weekends?', a: 'Ask us when you call.' }],
    };
    const res = await put(`${pagesUrl()}/content`, { path: '/', content: edited });
    expect(res.status).toBe(200);
    const v2 = res.body.data;
    expect(v2).toMatchObject({ number: 2, template: 'classic', seed: site.latestVersion.seed });
    const now = (await get(app, contentUrl(), token)).body.data;
    expect(now).toMatchObject({ overridden: true, kind: 'home' });
    expect(now.content.h1).toBe('Austin Roof Experts You Can Call Today');
    expect(now.content.intro).toBe('We fix roofs across Austin. Call us for a free look.');
    expect(now.content.faqs).toEqual([{ q: 'Do you work weekends?', a: 'Ask us when you call.' }]);
    const list = (await get(app, pagesUrl(), token)).body.data;
    expect(list.versionNumber).toBe(2);
    expect(list.pages.find((p: any) => p.path === '/').overridden).toBe(true);

    // Deployed, the hosted home page shows it, with the kept links under the site's base path.
    await deploy(app, token, site.id, v2.id);
    const page = await fetchPage(app, `/s/${site.slug}/`);
    expect(page.body).toContain('Austin Roof Experts You Can Call Today');
    expect(page.body).toContain('Do you work weekends?');
    expect(page.body).toContain(`href="/s/${site.slug}/${service.slice(1)}"`);

    // A regenerate (next seed, another template) keeps the edit.
    const v3 = await post(app, `/api/sites/${site.id}/generate`, { template: 'bold' }, token);
    expect(v3.status).toBe(201);
    await deploy(app, token, site.id, v3.body.data.id);
    expect((await fetchPage(app, `/s/${site.slug}/`)).body).toContain(
      'Austin Roof Experts You Can Call Today',
    );
  });

  it('refuses markup, too many sections, unknown links and empty fields with 400s', async () => {
    const bad = async (content: unknown, path = '/') => {
      const res = await put(`${pagesUrl()}/content`, { path, content });
      expect(res.status).toBe(400);
      return String(res.body.message);
    };
    expect(await bad({ ...home.content, h1: 'Roofs <b>now</b>' })).toMatch(/content\.h1: .*plain text/);
    const section = { heading: 'More', paragraphs: ['Words.'] };
    expect(await bad({ ...home.content, sections: Array(21).fill(section) })).toMatch(/at most 20 sections/);
    expect(
      await bad({ ...home.content, sections: [{ ...section, list: [{ text: 'Away', href: '/nope/' }] }] }),
    ).toMatch(/sections\.0\.list\.0\.href: \/nope\/ is not a page/);
    expect(await bad({ ...home.content, intro: '   ' })).toMatch(/content\.intro/);
    expect(await bad(home.content, '/privacy/')).toMatch(/only content pages/);
    const versions = (await get(app, `/api/sites/${site.id}/versions`, token)).body.data;
    expect(versions).toHaveLength(3);
  });

  it('resets a page to its generated words (a new version); a second reset is a 409', async () => {
    const res = await del(app, contentUrl(), token);
    expect(res.status).toBe(200);
    expect(res.body.data.number).toBe(4);
    const now = (await get(app, contentUrl(), token)).body.data;
    expect(now.overridden).toBe(false);
    expect(now.content.h1).not.toBe('Austin Roof Experts You Can Call Today');
    expect((await del(app, contentUrl(), token)).body).toMatchObject({ error: 'not_edited' });
  });

  it("answers 404 for another team's site, and 409 for a version built before page editing", async () => {
    const other = await user(app);
    for (const r of [
      await get(app, pagesUrl(), other),
      await get(app, contentUrl(), other),
      await post(app, `${pagesUrl()}/preview`, { path: '/', content: home.content }, other),
      await put(`${pagesUrl()}/content`, { path: '/', content: home.content }, other),
      await del(app, contentUrl(), other),
    ])
      expect(r.status).toBe(404);
    const mine = await createGoldmine(app, other);
    await sqlRows(app, `update site_versions set page_contents = null where site_id = '${mine.id}'`);
    const list = await get(app, `/api/sites/${mine.id}/pages`, other);
    expect(list.body.data.editable).toBe(false);
    expect(list.body.data.pages[0].kind).toBeNull();
    const read = await get(app, `/api/sites/${mine.id}/pages/content`, other);
    expect(read.status).toBe(409);
    expect(read.body.message).toMatch(/regenerate the site once/);
  });

  it('refuses edits of an archived site', async () => {
    const other = await user(app);
    const mine = await createGoldmine(app, other);
    const content = (await get(app, `/api/sites/${mine.id}/pages/content`, other)).body.data.content;
    await del(app, `/api/sites/${mine.id}`, other);
    const res = await put(`/api/sites/${mine.id}/pages/content`, { path: '/', content }, other);
    expect(res.status).toBe(409);
  });
});

describe('template thumbnails', () => {
  it('serves each template’s sample page, self-contained and frameable by the app only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sites/templates/bold/preview' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<style>');
    expect(res.body).not.toMatch(/<script|rel="stylesheet"/);
    expect(res.body).toContain('Sample Roofing Co');
    const classic = await app.inject({ method: 'GET', url: '/api/sites/templates/classic/preview' });
    expect(classic.body).not.toBe(res.body);
    const again = await app.inject({
      method: 'GET',
      url: '/api/sites/templates/bold/preview',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const bad = await app.inject({ method: 'GET', url: '/api/sites/templates/nope/preview' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});
