import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteEditsService } from '../src/modules/sites/site-edits.types';
import { createTestApp, get, post, registerVerified, type TestApp } from './helpers';
import { createGoldmine, deploy, fetchPage, titleOf } from './sites-fixtures';

// The platform's site edits (modules/sites/README.md#site-edits): validate, stage, build (not
// live), deploy, mark applied, discard, list; later builds keep them; another team gets NotFound.

let t: TestApp;
let app: FastifyInstance;
let edits: SiteEditsService;
let token: string;
let actor: { userId: string; teamId: string };
let gold: any;

const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? null;
const live = async (slug: string, path: string) => (await fetchPage(app, `/s/${slug}${path}`)).body;

async function signIn() {
  const r = await registerVerified(app);
  const a = await app.services.actors.resolve(r.user.id);
  return { token: r.tokens.accessToken as string, actor: { userId: a.userId, teamId: a.teamId } };
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  edits = app.services.siteEdits;
  ({ token, actor } = await signIn());
  gold = await createGoldmine(app, token, { business: { name: 'Edit Roofing' } });
  gold = await deploy(app, token, gold.id);
}, 120_000);
afterAll(async () => t?.close());

describe('set-title and set-description', () => {
  const batch = randomUUID();
  let service: string;

  it('validate names the reason an edit cannot apply', async () => {
    const pages = (await get(app, `/api/sites/${gold.id}/pages`, token)).body.data.pages;
    service = pages.find((p: any) => p.kind === 'service').path;
    expect(
      await edits.validate(actor, gold.id, { kind: 'set-title', path: service, title: 'Fine' }),
    ).toBeNull();
    expect(await edits.validate(actor, gold.id, { kind: 'set-title', path: '/nope/', title: 'x' })).toMatch(
      /\/nope\/ is not a page of this site/,
    );
    expect(
      await edits.validate(actor, gold.id, { kind: 'set-title', path: service, title: 'x'.repeat(71) }),
    ).toMatch(/title: at most 70 characters/);
    expect(await edits.validate(actor, gold.id, { kind: 'set-title', path: service, title: '  ' })).toMatch(
      /title: must not be empty/,
    );
    expect(
      await edits.validate(actor, gold.id, {
        kind: 'set-description',
        path: service,
        description: 'd'.repeat(171),
      }),
    ).toMatch(/description: at most 170 characters/);
    expect(
      await edits.validate(actor, gold.id, { kind: 'set-title', path: '/privacy/', title: 'Privacy' }),
    ).toMatch(/only content pages/);
    await expect(
      edits.stage(actor, gold.id, batch, { kind: 'set-title', path: '/nope/', title: 'x' }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('stages, builds a version that is not live, and the deploy shows the new title and description', async () => {
    const title = 'Storm Roof Repair in Austin, TX Within 48 Hours | Edit Roofing Co.';
    expect(title.length).toBeGreaterThan(65);
    const description =
      'Storm-damaged roof in Austin? Edit Roofing inspects, tarps and repairs within 48 hours.';
    const before = titleOf(await live(gold.slug, service));
    const s1 = await edits.stage(actor, gold.id, batch, { kind: 'set-title', path: service, title });
    expect(s1.summary).toContain(title);
    await edits.stage(actor, gold.id, batch, { kind: 'set-description', path: service, description });
    const listed = await edits.list(actor, gold.id);
    expect(listed.map((e) => [e.kind, e.status])).toEqual([
      ['set-description', 'staged'],
      ['set-title', 'staged'],
    ]);

    const steps: string[] = [];
    const built = await edits.build(actor, gold.id, batch, (s, pct) => steps.push(`${s}:${pct}`));
    expect(steps.at(-1)).toBe('building:100');
    expect(built.versionNumber).toBe(2);
    expect(built.changes.map((c) => c.kind)).toEqual(['set-title', 'set-description']);
    expect(built.changes[0].summary).toContain(`Title set to "${title}"`);
    // Not live until deployed.
    expect(titleOf(await live(gold.slug, service))).toBe(before);
    const site = (await get(app, `/api/sites/${gold.id}`, token)).body.data;
    expect(site.liveVersionId).toBe(gold.liveVersionId);

    await deploy(app, token, gold.id, built.versionId);
    await edits.markApplied(actor, gold.id, batch);
    const html = await live(gold.slug, service);
    expect(titleOf(html)).toBe(title.replace('&', '&amp;'));
    expect(descriptionOf(html)).toBe(description);
    expect((await edits.list(actor, gold.id)).every((e) => e.status === 'applied')).toBe(true);
  });

  it('the page editor shows the edited title and description', async () => {
    const res = await get(
      app,
      `/api/sites/${gold.id}/pages/content?path=${encodeURIComponent(service)}`,
      token,
    );
    expect(res.body.data.content.title).toMatch(/^Storm Roof Repair/);
    expect(res.body.data.content.description).toMatch(/^Storm-damaged roof/);
  });

  it('a later regenerate keeps the edits', async () => {
    const res = await post(app, `/api/sites/${gold.id}/generate`, {}, token);
    expect(res.status).toBeLessThan(300);
    const v = res.body.data.version ?? res.body.data;
    await deploy(app, token, gold.id, v.id);
    const html = await live(gold.slug, service);
    expect(titleOf(html)).toMatch(/^Storm Roof Repair in Austin, TX Within 48 Hours/);
    expect(descriptionOf(html)).toMatch(/^Storm-damaged roof/);
  });

  it('another team gets NotFound for every call', async () => {
    const other = await signIn();
    const e = { kind: 'set-title', path: service, title: 'Mine now' } as const;
    await expect(edits.validate(other.actor, gold.id, e)).rejects.toMatchObject({ statusCode: 404 });
    await expect(edits.stage(other.actor, gold.id, randomUUID(), e)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(edits.build(other.actor, gold.id, batch)).rejects.toMatchObject({ statusCode: 404 });
    await expect(edits.markApplied(other.actor, gold.id, batch)).rejects.toMatchObject({ statusCode: 404 });
    await expect(edits.discard(other.actor, gold.id, batch)).rejects.toMatchObject({ statusCode: 404 });
    await expect(edits.list(other.actor, gold.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await get(app, `/api/sites/${gold.id}/edits`, other.token)).status).toBe(404);
    const mine = await get(app, `/api/sites/${gold.id}/edits`, token);
    expect(mine.status).toBe(200);
    expect(mine.body.data[0]).toMatchObject({ kind: 'set-description', path: service, status: 'applied' });
  });
});
