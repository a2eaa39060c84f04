import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarketService } from '../src/modules/market/index';
import type { SiteEdit, SiteEditsService } from '../src/modules/sites/site-edits.types';
import { createTestApp, get, post, registerVerified, type TestApp } from './helpers';
import { makeImage, uploadPhoto } from './photo-fixtures';
import {
  austinRoofing,
  createGoldmine,
  dallasArea,
  deploy,
  fetchPage,
  placeId,
  titleOf,
} from './sites-fixtures';

// Each kind of platform site edit (modules/sites/README.md#site-edits) staged, built and deployed
// on a goldmine and a dominator site, seen on the live page; later builds keep it; discard drops it.

let t: TestApp;
let app: FastifyInstance;
let edits: SiteEditsService;
let token: string;
let actor: { userId: string; teamId: string };
let gold: any;
let dom: any;

const live = async (slug: string, path: string) => (await fetchPage(app, `/s/${slug}${path}`)).body;
const pagesOf = async (siteId: string) =>
  (await get(app, `/api/sites/${siteId}/pages`, token)).body.data.pages as any[];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1].replace(/\\u003c/g, '<'));
const altsOf = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

/** Stages the edits under a new batch, builds, deploys and marks them applied. */
async function apply(siteId: string, list: SiteEdit[]) {
  const batch = randomUUID();
  for (const e of list) {
    expect(await edits.validate(actor, siteId, e)).toBeNull();
    await edits.stage(actor, siteId, batch, e);
  }
  const built = await edits.build(actor, siteId, batch);
  await deploy(app, token, siteId, built.versionId);
  await edits.markApplied(actor, siteId, batch);
  return built;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  edits = app.services.siteEdits;
  const r = await registerVerified(app);
  token = r.tokens.accessToken;
  const a = await app.services.actors.resolve(r.user.id);
  actor = { userId: a.userId, teamId: a.teamId };
  gold = await createGoldmine(app, token, { business: { name: 'Kinds Roofing' } });
  // A photo with a placeholder alt (a camera's file name) and one with a real alt.
  expect(
    (await uploadPhoto(app, token, gold.id, await makeImage(640, 480, 'jpeg'), { alt: 'IMG_2041.JPG' }))
      .status,
  ).toBe(201);
  expect(
    (await uploadPhoto(app, token, gold.id, await makeImage(640, 480, 'jpeg'), { alt: 'Our crew on a roof' }))
      .status,
  ).toBe(201);
  await post(app, `/api/sites/${gold.id}/generate`, {}, token);
  gold = await deploy(app, token, gold.id);
  const res = await post(
    app,
    '/api/sites',
    { kind: 'dominator', area: dallasArea(), template: 'bold' },
    token,
  );
  expect(res.status).toBe(201);
  dom = await deploy(app, token, res.body.data.id);
}, 180_000);
afterAll(async () => t?.close());

describe('goldmine: links, FAQ, alts, refresh', () => {
  let service: string;
  let about: string;

  it('adds internal links, FAQ questions (visible and FAQPage JSON-LD) and photo alts', async () => {
    const pages = await pagesOf(gold.id);
    service = pages.find((p) => p.kind === 'service').path;
    about = '/about/';
    const question = 'Do you repair hail damage on metal roofs?';
    const built = await apply(gold.id, [
      {
        kind: 'add-internal-links',
        path: about,
        links: [{ path: service, text: 'Roof repair after a storm' }],
      },
      {
        kind: 'add-faq',
        path: service,
        faqs: [{ question, answer: 'Yes: we patch or replace dented panels.' }],
      },
      { kind: 'fill-image-alts', path: service },
    ]);
    expect(built.changes.map((c) => c.kind)).toEqual(['add-internal-links', 'add-faq', 'fill-image-alts']);

    const aboutHtml = await live(gold.slug, about);
    expect(aboutHtml).toContain('<h2>Related pages</h2>');
    // A list of service pages renders as the template's service cards.
    const link = new RegExp(
      `<a class="(card|chip)" href="/s/${gold.slug}${service}">(?:(?!</a>).)*Roof repair after a storm`,
    );
    expect(aboutHtml).toMatch(link);

    const serviceHtml = await live(gold.slug, service);
    expect(serviceHtml).toContain(question);
    const faq = jsonLd(serviceHtml)['@graph'].find((n: any) => n['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: any) => q.name)).toContain(question);
    const alts = altsOf(serviceHtml);
    expect(alts).toContain('Our crew on a roof');
    expect(alts.some((a) => /^Roof Repair in Austin, TX \(photo \d\)$/i.test(a))).toBe(true);
    expect(alts).not.toContain('IMG_2041.JPG');
    // Pages without the edit keep the photo's own alt.
    expect(altsOf(await live(gold.slug, '/'))).toContain('IMG_2041.JPG');
  });

  it('refreshes a page with the next writer variant, up to minWords', async () => {
    const before = (await pagesOf(gold.id)).find((p) => p.path === about);
    const beforeHtml = await live(gold.slug, about);
    const minWords = before.words + 150;
    const built = await apply(gold.id, [{ kind: 'refresh-content', path: about, minWords }]);
    const after = (await pagesOf(gold.id)).find((p) => p.path === about);
    expect(after.words).toBeGreaterThanOrEqual(minWords);
    expect(built.changes[0].summary).toBe(`Rewritten: ${after.words} words (was ${before.words})`);
    const afterHtml = await live(gold.slug, about);
    expect(afterHtml).not.toBe(beforeHtml);
    // The earlier edit of the page stays.
    expect(afterHtml).toContain('Roof repair after a storm');
    expect(await edits.validate(actor, gold.id, { kind: 'refresh-content', path: '/contact/' })).toMatch(
      /only content pages/,
    );
  });

  it('keeps every applied edit through a regenerate with a new seed', async () => {
    const res = await post(app, `/api/sites/${gold.id}/generate`, {}, token);
    await deploy(app, token, gold.id, res.body.data.id);
    expect(await live(gold.slug, about)).toContain('Roof repair after a storm');
    expect(await live(gold.slug, service)).toContain('Do you repair hail damage on metal roofs?');
  });

  it('an operator page save after an edit wins; the editor showed the edit', async () => {
    const batch = randomUUID();
    await edits.stage(actor, gold.id, batch, {
      kind: 'set-title',
      path: service,
      title: 'Platform Title for Roof Repair',
    });
    await edits.build(actor, gold.id, batch);
    const shown = (await get(app, `/api/sites/${gold.id}/pages/content?path=${service}`, token)).body.data;
    expect(shown.content.title).toBe('Platform Title for Roof Repair');
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/sites/${gold.id}/pages/content`,
      headers: { authorization: `Bearer ${token}` },
      payload: { path: service, content: { ...shown.content, title: 'Operator Title for Roof Repair' } },
    });
    expect(saved.statusCode).toBe(200);
    await deploy(app, token, gold.id, saved.json().data.id);
    expect(titleOf(await live(gold.slug, service))).toBe('Operator Title for Roof Repair');
    // A platform edit made after the save goes over the operator's words again.
    const later = randomUUID();
    await edits.stage(actor, gold.id, later, {
      kind: 'set-description',
      path: service,
      description: 'Later platform description.',
    });
    const built = await edits.build(actor, gold.id, later);
    await deploy(app, token, gold.id, built.versionId);
    const html = await live(gold.slug, service);
    expect(titleOf(html)).toBe('Operator Title for Roof Repair');
    expect(html).toContain('<meta name="description" content="Later platform description.">');
    const editor = (await get(app, `/api/sites/${gold.id}/pages/content?path=${service}`, token)).body.data;
    expect(editor).toMatchObject({ overridden: true });
    expect(editor.content.description).toBe('Later platform description.');
  });

  it('discard drops a batch before it goes live; the live version stays as it was', async () => {
    const batch = randomUUID();
    const liveBefore = (await get(app, `/api/sites/${gold.id}`, token)).body.data.liveVersionId;
    await edits.stage(actor, gold.id, batch, { kind: 'set-title', path: about, title: 'Discarded Title' });
    await edits.build(actor, gold.id, batch);
    expect((await get(app, `/api/sites/${gold.id}`, token)).body.data.liveVersionId).toBe(liveBefore);
    expect(titleOf(await live(gold.slug, about))).not.toBe('Discarded Title');
    await edits.discard(actor, gold.id, batch);
    expect((await edits.list(actor, gold.id)).some((e) => e.batchId === batch)).toBe(false);
    const res = await post(app, `/api/sites/${gold.id}/generate`, {}, token);
    await deploy(app, token, gold.id, res.body.data.id);
    expect(titleOf(await live(gold.slug, about))).not.toBe('Discarded Title');
  });

  it('adds a service-area page for a place the market data lists near the market', async () => {
    const near = getMarketService().get(austinRoofing())!.neighbours!;
    expect(near.length).toBeGreaterThan(0);
    const place = near[0].location.placeId;
    expect(
      await edits.validate(actor, gold.id, { kind: 'add-location-page', placeId: placeId('Boise', 'ID') }),
    ).toMatch(/not among the places the market data lists near this site's market/);
    const built = await apply(gold.id, [{ kind: 'add-location-page', placeId: place }]);
    const path = built.changes[0].path;
    expect(path).toMatch(/^\/[a-z0-9-]+\/$/);
    expect(built.changes[0].summary).toMatch(/^New page \/[a-z0-9-]+\/ for /);
    const page = await fetchPage(app, `/s/${gold.slug}${path}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(near[0].location.city ?? '');
    // Linked from every page (the footer lists the places the site also serves).
    expect(await live(gold.slug, '/')).toContain(`href="/s/${gold.slug}${path}"`);
    expect(await edits.validate(actor, gold.id, { kind: 'add-location-page', placeId: place })).toMatch(
      /already has its page/,
    );
  });

  it('refuses links to pages the site does not have, and markup', async () => {
    expect(
      await edits.validate(actor, gold.id, {
        kind: 'add-internal-links',
        path: '/',
        links: [{ path: '/nope/', text: 'x' }],
      }),
    ).toMatch(/\/nope\/ is not a page of this site/);
    expect(
      await edits.validate(actor, gold.id, {
        kind: 'add-faq',
        path: '/',
        faqs: [{ question: '<b>Hi</b>', answer: 'a' }],
      }),
    ).toMatch(/no HTML tags/);
  });
});

describe('dominator: a new location page', () => {
  it('adds a place to the area: its page is live and linked with its nearest places', async () => {
    const place = placeId('Fort Worth', 'TX');
    expect(await edits.validate(actor, dom.id, { kind: 'add-location-page', placeId: 'nowhere-0' })).toMatch(
      /not a place in the market data/,
    );
    const before = await pagesOf(dom.id);
    expect(before.some((p) => p.path === '/fort-worth-tx/')).toBe(false);
    const built = await apply(dom.id, [{ kind: 'add-location-page', placeId: place }]);
    expect(built.changes[0]).toMatchObject({ kind: 'add-location-page', path: '/fort-worth-tx/' });
    const page = await fetchPage(app, `/s/${dom.slug}/fort-worth-tx/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Fort Worth');
    // The page links to places of the area, and the hub lists it.
    const others = before.filter((p) => p.kind === 'place').map((p) => p.path);
    expect(others.some((p) => page.body.includes(`href="/s/${dom.slug}${p}"`))).toBe(true);
    expect(await live(dom.slug, '/')).toContain(`href="/s/${dom.slug}/fort-worth-tx/"`);
    expect(await edits.validate(actor, dom.id, { kind: 'add-location-page', placeId: place })).toMatch(
      /already has its page/,
    );
    // A later regenerate keeps it.
    expect((await post(app, `/api/sites/${dom.id}/generate`, {}, token)).status).toBe(201);
    expect((await pagesOf(dom.id)).some((p) => p.path === '/fort-worth-tx/')).toBe(true);
  });
});
