import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import {
  austinRoofing,
  createGoldmine,
  dallasArea,
  del,
  deploy,
  patch,
  placeId,
  user,
} from './sites-fixtures';

// Sites API input checks (400/404 naming the field, never 500) and team isolation (404).

let t: TestApp;
let app: FastifyInstance;
let a: string;
let b: string;
let siteA: any;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  [a, b] = [await user(app), await user(app)];
  siteA = await createGoldmine(app, a);
  siteA = await deploy(app, a, siteA.id);
}, 120_000);
afterAll(async () => t?.close());

const expect400 = (res: { status: number; body: any }, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message).toContain(field);
};

describe('sites input', () => {
  it('names the field of a bad create request', async () => {
    expect400(
      await post(app, '/api/sites', { kind: 'goldmine', opportunityId: 'not an id' }, a),
      'opportunityId',
    );
    expect400(
      await post(app, '/api/sites', { kind: 'goldmine', opportunityId: 'nope~123' }, a),
      'opportunityId',
    );
    expect400(
      await post(app, '/api/sites', { kind: 'goldmine', opportunityId: 'roofing~0' }, a),
      'opportunityId',
    );
    expect400(await post(app, '/api/sites', { kind: 'goldmine' }, a), 'opportunityId');
    expect400(await post(app, '/api/sites', { kind: 'dominator' }, a), 'area');
    expect400(
      await post(
        app,
        '/api/sites',
        { kind: 'dominator', area: { ...dallasArea(), verticalSlug: 'nope' } },
        a,
      ),
      'area.verticalSlug',
    );
    expect400(
      await post(
        app,
        '/api/sites',
        { kind: 'dominator', area: { verticalSlug: 'plumbing', placeIds: ['1', 'x'] } },
        a,
      ),
      'area.placeIds',
    );
    expect400(
      await post(
        app,
        '/api/sites',
        { kind: 'dominator', area: { ...dallasArea(), centerPlaceId: 'nowhere' } },
        a,
      ),
      'area.centerPlaceId',
    );
    expect400(
      await post(app, '/api/sites', { opportunityId: austinRoofing(), template: 'fancy' }, a),
      'template',
    );
    expect400(await post(app, '/api/sites', { opportunityId: austinRoofing(), seed: -1 }, a), 'seed');
    expect400(
      await post(app, '/api/sites', { opportunityId: austinRoofing(), business: { email: 'x' } }, a),
      'email',
    );
    expect([400, 415]).toContain((await post(app, '/api/sites', 'not json', a)).status);
  });

  it('creates a dominator from explicit places with a given seed and business', async () => {
    const placeIds = [placeId('Austin', 'TX'), placeId('Round Rock', 'TX'), placeId('Georgetown', 'TX')];
    const res = await post(
      app,
      '/api/sites',
      {
        kind: 'dominator',
        area: { verticalSlug: 'hvac', placeIds },
        seed: 7,
        business: { name: 'Cool Air' },
      },
      a,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'dominator', business: { name: 'Cool Air' } });
    expect(res.body.data.latestVersion.seed).toBe(7);
    expect(res.body.data.location).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('400s bad ids, bodies and templates on the other routes', async () => {
    expect400(await get(app, '/api/sites/not-a-uuid', a), 'id');
    expect400(await get(app, `/api/sites/${siteA.id}/versions/nope/pages`, a), 'vid');
    expect400(await post(app, `/api/sites/${siteA.id}/generate`, { template: 'fancy' }, a), 'template');
    expect400(await post(app, `/api/sites/${siteA.id}/deploy`, { versionId: 'x' }, a), 'versionId');
    expect400(await post(app, `/api/sites/${siteA.id}/rollback`, {}, a), 'versionId');
    expect400(await patch(app, `/api/sites/${siteA.id}`, { name: '' }, a), 'name');
    expect400(await patch(app, `/api/sites/${siteA.id}`, { renterId: 'x' }, a), 'renterId');
    const noRenter = await patch(
      app,
      `/api/sites/${siteA.id}`,
      { renterId: '00000000-0000-4000-8000-000000000000' },
      a,
    );
    expect(noRenter.status).toBe(404);
    expect((await get(app, '/api/sites/00000000-0000-4000-8000-000000000000', a)).status).toBe(404);
  });

  it('PATCH name and business: the next build uses the business', async () => {
    const res = await patch(
      app,
      `/api/sites/${siteA.id}`,
      { name: 'My roofing site', business: { name: 'Bob & Co' } },
      a,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'My roofing site', business: { name: 'Bob & Co' } });
    const v = (await post(app, `/api/sites/${siteA.id}/generate`, {}, a)).body.data;
    const pages = (await get(app, `/api/sites/${siteA.id}/versions/${v.id}/pages`, a)).body.data;
    const html = (await app.inject({ method: 'GET', url: pages[0].previewUrl })).body;
    expect(html).toContain('Bob &amp; Co');
  });
});

describe('isolation', () => {
  it('another user cannot read, change, deploy, roll back, export or archive a site (404)', async () => {
    const id = siteA.id;
    const vid = siteA.liveVersionId;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/sites/${id}`],
      ['PATCH', `/api/sites/${id}`, { name: 'mine now' }],
      ['DELETE', `/api/sites/${id}`],
      ['POST', `/api/sites/${id}/generate`, {}],
      ['GET', `/api/sites/${id}/versions`],
      ['GET', `/api/sites/${id}/versions/${vid}/pages`],
      ['POST', `/api/sites/${id}/deploy`, {}],
      ['POST', `/api/sites/${id}/rollback`, { versionId: vid }],
      ['GET', `/api/sites/${id}/export`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${b}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(app, '/api/websites', b)).body.data).toEqual([]);
    expect((await get(app, '/api/sites?type=goldmine', b)).body.data).toEqual([]);
    // Still A's, unchanged and live.
    const mine = await get(app, `/api/sites/${id}`, a);
    expect(mine.body.data).toMatchObject({ status: 'live' });
    expect(mine.body.data.name).not.toBe('mine now');
  });

  it('B cannot assign A’s renter; without a token every route is 401', async () => {
    const renter = await post(
      app,
      '/api/renters',
      { name: 'Roof Co', email: 'roof@example.com', monthlyRent: 300 },
      a,
    );
    expect([200, 201]).toContain(renter.status);
    {
      const siteB = await createGoldmine(app, b);
      const res = await patch(app, `/api/sites/${siteB.id}`, { renterId: renter.body.data.id }, b);
      expect(res.status).toBe(404);
      const ok = await patch(app, `/api/sites/${siteA.id}`, { renterId: renter.body.data.id }, a);
      expect(ok.status).toBe(200);
      expect(ok.body.data.renterId).toBe(renter.body.data.id);
      const open = await sqlRows(
        app,
        `select renter_id, monthly_rent from site_rentals where site_id = '${siteA.id}' and ended_at is null`,
      );
      expect(open).toHaveLength(1);
      expect(Number(open[0].monthly_rent)).toBe(300);
      await patch(app, `/api/sites/${siteA.id}`, { renterId: null }, a);
      const after = await sqlRows(
        app,
        `select 1 from site_rentals where site_id = '${siteA.id}' and ended_at is null`,
      );
      expect(after).toHaveLength(0);
      await del(app, `/api/sites/${siteB.id}`, b);
    }
    expect((await get(app, '/api/sites')).status).toBe(401);
    expect((await post(app, '/api/sites', { opportunityId: austinRoofing() })).status).toBe(401);
  });
});
