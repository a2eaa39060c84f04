import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceDeps } from '../src/lib/deps';
import { EventBus } from '../src/lib/events';
import { createSitesService } from '../src/modules/sites/sites.service';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import {
  austinRoofing,
  createGoldmine,
  dallasArea,
  deploy,
  fetchPage,
  placeId,
  titleOf,
  user,
} from './sites-fixtures';

// Sites API: create (goldmine + dominator), regenerate, versions, deploy with a health check,
// rollback, list by type. Hosting, preview, export and isolation are in the other sites/hosting files.

let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  token = await user(app);
}, 120_000);
afterAll(async () => t?.close());

describe('sites', () => {
  let goldmine: any;
  let v2: any;
  let etagV2: string;

  it('creates a goldmine site with version 1 built (not deployed)', async () => {
    goldmine = await createGoldmine(app, token, { business: { phone: '(512) 555-0100' } });
    expect(goldmine).toMatchObject({
      kind: 'goldmine',
      status: 'draft',
      opportunityId: austinRoofing(),
      verticalSlug: 'roofing',
      vertical: 'Roofing',
      location: { city: 'Austin', state: 'TX' },
      template: 'classic',
      liveVersionId: null,
      deployedAt: null,
      currentRevenue: 0,
      leadCount: 0,
      demo: false,
    });
    expect(goldmine.name).toBe('Roofing in Austin, TX');
    expect(goldmine.business).toEqual({ name: 'Austin Roofing', phone: '(512) 555-0100' });
    expect(goldmine.slug).toMatch(/^roofing-austin-tx-[0-9a-f]{6}$/);
    expect(goldmine.url).toBe(`http://localhost:3000/s/${goldmine.slug}/`);
    expect([1, 2, 3]).toContain(goldmine.tier);
    expect(goldmine.payout).toBeGreaterThan(0);
    expect(goldmine.latestVersion).toMatchObject({
      number: 1,
      live: false,
      template: 'classic',
      health: null,
    });
    expect(goldmine.latestVersion.pageCount).toBeGreaterThanOrEqual(10);
    expect(goldmine.pageCount).toBe(goldmine.latestVersion.pageCount);
    expect(goldmine.latestVersion.similarity.maxPagePair).toBeLessThan(1);
    // Not served before the first deploy.
    const page = await fetchPage(app, `/s/${goldmine.slug}/`);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toContain('text/plain');
  });

  it('creates a dominator site for a small area, compared with the team’s other site', async () => {
    const res = await post(
      app,
      '/api/sites',
      { kind: 'dominator', area: dallasArea(), template: 'minimal' },
      token,
    );
    expect(res.status).toBe(201);
    const site = res.body.data;
    expect(site).toMatchObject({ kind: 'dominator', verticalSlug: 'plumbing', template: 'minimal' });
    expect(site.location).toEqual({ city: 'Dallas', state: 'TX' });
    expect(site.opportunityId).toBe(`plumbing~${placeId('Dallas', 'TX')}`);
    // hub + 4 places + about, contact, privacy, terms, thank-you, 404
    expect(site.pageCount).toBeGreaterThanOrEqual(10);
    expect(site.latestVersion.similarity.closestSiteId).toBe(goldmine.id);
  });

  it('regenerates a new version in another template; lists versions newest first', async () => {
    const res = await post(app, `/api/sites/${goldmine.id}/generate`, { template: 'bold' }, token);
    expect(res.status).toBe(201);
    v2 = res.body.data;
    expect(v2).toMatchObject({ number: 2, template: 'bold', live: false, siteId: goldmine.id });
    expect(v2.seed).not.toBe(goldmine.latestVersion.seed);
    const list = await get(app, `/api/sites/${goldmine.id}/versions`, token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: any) => v.number)).toEqual([2, 1]);
    const site = await get(app, `/api/sites/${goldmine.id}`, token);
    expect(site.body.data.template).toBe('bold');
    expect(site.body.data.latestVersion.id).toBe(v2.id);
    // An empty body regenerates with the next seed.
    const again = await post(app, `/api/sites/${goldmine.id}/generate`, undefined, token);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ number: 3, seed: (v2.seed + 1) % (2 ** 31 - 1) });
  });

  it('deploys a version: live, health check stored, idempotent', async () => {
    const pushed = vi.spyOn(app.realtime, 'toTeam');
    const site = await deploy(app, token, goldmine.id, v2.id);
    const statuses = pushed.mock.calls
      .filter((c) => c[1] === 'site:updated')
      .map((c) => (c[2] as any).status);
    expect(statuses).toEqual(['deploying', 'live']);
    pushed.mockRestore();
    expect(site).toMatchObject({ status: 'live', liveVersionId: v2.id });
    expect(site.deployedAt).not.toBeNull();
    const [row] = await sqlRows(app, `select health, deployed_at from site_versions where id = '${v2.id}'`);
    expect(row.health).toMatchObject({ ok: true, status: 200 });
    expect(row.deployed_at).not.toBeNull();
    const versions = (await get(app, `/api/sites/${goldmine.id}/versions`, token)).body.data;
    const live = versions.find((v: any) => v.id === v2.id);
    expect(live.live).toBe(true);
    expect(live.health.ok).toBe(true);
    const home = await fetchPage(app, `/s/${goldmine.slug}/`);
    expect(live.health.title).toBe(titleOf(home.body));
    etagV2 = String(home.headers.etag);
    // Deploying the live version again changes nothing.
    const same = await deploy(app, token, goldmine.id, v2.id);
    expect(same.deployedAt).toBe(site.deployedAt);
  });

  it('deploys the latest version by default and rolls back instantly', async () => {
    const dep = await post(app, `/api/sites/${goldmine.id}/deploy`, {}, token);
    expect(dep.status).toBe(200);
    // Through a one-site 'deploy' job when the jobs module is there.
    if (dep.body.data.job) expect(dep.body.data.job).toMatchObject({ kind: 'deploy', status: 'completed' });
    const latest = dep.body.data.site;
    expect(latest.latestVersion.number).toBe(3);
    expect(latest.liveVersionId).toBe(latest.latestVersion.id);
    expect((await fetchPage(app, `/s/${goldmine.slug}/`)).headers.etag).not.toBe(etagV2);
    const res = await post(app, `/api/sites/${goldmine.id}/rollback`, { versionId: v2.id }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'live', liveVersionId: v2.id });
    // Served at once: the host's lookup cache is dropped on rollback.
    const page = await fetchPage(app, `/s/${goldmine.slug}/`);
    expect(page.status).toBe(200);
    expect(page.headers.etag).toBe(etagV2);
  });

  it('lists by type; GET /api/sites and /api/websites agree', async () => {
    const all = await get(app, '/api/websites', token);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    const dominators = await get(app, '/api/websites?type=dominator', token);
    expect(dominators.body.data.map((s: any) => s.kind)).toEqual(['dominator']);
    const goldmines = await get(app, '/api/sites?type=goldmine', token);
    expect(goldmines.body.data.map((s: any) => s.id)).toEqual([goldmine.id]);
    const live = await get(app, '/api/websites?status=live', token);
    expect(live.body.data.map((s: any) => s.id)).toEqual([goldmine.id]);
    expect((await get(app, '/api/websites?type=nope', token)).status).toBe(400);
  });

  it('pushes nothing to a 500: unknown version ids are 404, archived sites refuse deploys', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(app, `/api/sites/${goldmine.id}/deploy`, { versionId: unknown }, token)).status).toBe(
      404,
    );
    expect(
      (await post(app, `/api/sites/${goldmine.id}/rollback`, { versionId: unknown }, token)).status,
    ).toBe(404);
  });

  it('a failed health check leaves the previous version live and the site failed', async () => {
    const actor = await app.services.actors.resolve(
      (await sqlRows(app, `select user_id from sites where id = '${goldmine.id}'`))[0].user_id,
    );
    const failing = createSitesService(
      { db: app.db, config: app.config, log: app.log, events: new EventBus() } as ServiceDeps,
      {
        meter: { record: async () => {} },
        host: app.services.siteHost,
        previews: app.services.sitePreviews,
        verticals: (a) => app.services.discovery.verticals(a),
        realtime: () => undefined,
        probe: async () => ({ status: 503, body: 'down' }),
      },
    );
    const before = (await get(app, `/api/sites/${goldmine.id}`, token)).body.data;
    const versions = (await get(app, `/api/sites/${goldmine.id}/versions`, token)).body.data;
    const other = versions.find((v: any) => v.id !== before.liveVersionId);
    await expect(failing.deployVersion(actor, goldmine.id, other.id)).rejects.toMatchObject({
      code: 'deploy_failed',
      message: expect.stringContaining('home page answered 503'),
    });
    const after = (await get(app, `/api/sites/${goldmine.id}`, token)).body.data;
    expect(after).toMatchObject({ status: 'failed', liveVersionId: before.liveVersionId });
    const [row] = await sqlRows(app, `select health from site_versions where id = '${other.id}'`);
    expect(row.health).toMatchObject({ ok: false, status: 503 });
    expect((await fetchPage(app, `/s/${goldmine.slug}/`)).status).toBe(200);
    // A good deploy afterwards makes it live again.
    expect((await deploy(app, token, goldmine.id, other.id)).status).toBe('live');
  });
});
