import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildOptions, SiteSpec } from '../src/modules/sites/generator/index';
import { createTestApp, get, post, type Registered, register, sqlRows, type TestApp } from './helpers';
import { makeImage, uploadPhoto } from './photo-fixtures';
import { austinRoofing, createGoldmine, deploy, fetchPage, patch, user } from './sites-fixtures';

// Business facts through the API (docs/product/api.md, Business facts): checks with the field named,
// PATCH replacing the facts, the team's default phone, and what the next build is given.

/** Every buildSite call of this file's app: the spec and the options (the real build still runs). */
const builds = vi.hoisted(() => [] as Array<{ spec: SiteSpec; opts: BuildOptions }>);
vi.mock('../src/modules/sites/generator/index', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../src/modules/sites/generator/index')>();
  return {
    ...mod,
    buildSite: (spec: SiteSpec, opts?: BuildOptions) => {
      builds.push({ spec, opts: opts ?? {} });
      return mod.buildSite(spec, opts);
    },
  };
});

let t: TestApp;
let app: FastifyInstance;
let a: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  a = await user(app);
}, 120_000);
afterAll(async () => t?.close());

const expect400 = (res: { status: number; body: any }, message: string | RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, error: 'validation_error' });
  expect(res.body.message).toMatch(message);
};

const regenerate = async (token: string, siteId: string) => {
  const res = await post(app, `/api/sites/${siteId}/generate`, {}, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return builds.at(-1)!;
};

const review = { author: 'Dana P.', text: 'Came the same day.', source: 'Google', date: '2024-05-31' };

describe('business facts checks', () => {
  it('name the field of a bad fact on create and on PATCH', async () => {
    expect400(
      await post(
        app,
        '/api/sites',
        { kind: 'goldmine', opportunityId: austinRoofing(), business: { phone: '555-0142' } },
        a,
      ),
      /^business\.phone: must be a US phone number with 10 digits/,
    );
    const site = await createGoldmine(app, a);
    const url = `/api/sites/${site.id}`;
    const bad = (business: Record<string, unknown>) =>
      patch(app, url, { business: { name: 'Acme', ...business } }, a);
    expect400(await bad({ phone: '+44 20 7946 0958' }), /^business\.phone: must be a US phone number/);
    expect400(
      await bad({ hours: [{ day: 'mon', opens: '17:00', closes: '08:00' }] }),
      'business.hours.0.closes: must be later than the opening time',
    );
    expect400(
      await bad({
        hours: [
          { day: 'fri', opens: '08:00', closes: '12:00' },
          { day: 'fri', opens: '10:00', closes: '16:00' },
        ],
      }),
      'business.hours.1: must not overlap: fri 08:00-12:00 and 10:00-16:00',
    );
    expect400(
      await bad({ foundedYear: new Date().getUTCFullYear() + 2 }),
      'business.foundedYear: must not be in the future',
    );
    expect400(
      await bad({ reviews: [{ ...review, date: '2999-12-31' }] }),
      'business.reviews.0.date: must not be in the future',
    );
    expect400(
      await bad({ reviews: [{ ...review, url: 'javascript:alert(1)' }] }),
      /^business\.reviews\.0\.url/,
    );
    expect400(await bad({ reviews: [{ ...review, rating: 0 }] }), /^business\.reviews\.0\.rating/);
  });

  it('PATCH business replaces the facts and leaves the site name alone, and the reverse', async () => {
    const site = await createGoldmine(app, a, {
      business: { name: 'Acme Roofing', phone: '307-555-0142', licenseNumber: 'TX-1', insured: true },
    });
    const url = `/api/sites/${site.id}`;
    const facts = {
      name: 'Acme Roofing & Sons',
      phone: '+1 (512) 555-0199',
      address: '12 Main St, Austin, TX 78701',
      serviceAreaOnly: true,
      hours: [
        { day: 'mon', opens: '08:00', closes: '12:00' },
        { day: 'mon', opens: '13:00', closes: '17:00' },
      ],
      foundedYear: 2009,
      reviews: [{ ...review, rating: 5, url: 'https://example.com/review/1' }],
    };
    const res = await patch(app, url, { business: facts }, a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.name).toBe(site.name);
    expect(res.body.data.business).toEqual(facts);
    const renamed = await patch(app, url, { name: 'My Austin site' }, a);
    expect(renamed.body.data).toMatchObject({ name: 'My Austin site', business: facts });

    const { spec } = await regenerate(a, site.id);
    expect(spec.business).toMatchObject({ ...facts, phone: '(512) 555-0199' });
    expect(spec.business.licenseNumber).toBeUndefined();
  });
});

describe('team default phone', () => {
  let owner: string;
  let member: Registered;

  beforeAll(async () => {
    owner = await user(app);
    const [ownerMe] = [(await get(app, '/api/auth/me', owner)).body.data];
    const [team] = await sqlRows(app, `select team_id from team_members where user_id = '${ownerMe.id}'`);
    member = await register(app);
    await sqlRows(app, `delete from team_members where user_id = '${member.user.id}'`);
    await sqlRows(
      app,
      `insert into team_members (team_id, user_id, role) values ('${team.team_id}', '${member.user.id}', 'member')`,
    );
  });

  it('is read by the team, set by owners and admins only, and checked', async () => {
    expect((await get(app, '/api/sites/defaults', owner)).body.data).toEqual({
      defaultPhone: null,
      canEdit: true,
      updatedAt: null,
    });
    expect400(
      await patch(app, '/api/sites/defaults', { defaultPhone: '12345' }, owner),
      /^defaultPhone: must be a US phone/,
    );
    expect400(await patch(app, '/api/sites/defaults', {}, owner), /^defaultPhone/);
    const saved = await patch(app, '/api/sites/defaults', { defaultPhone: '307.555.0142' }, owner);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ defaultPhone: '307.555.0142', canEdit: true });

    const forMember = await get(app, '/api/sites/defaults', member.tokens.accessToken);
    expect(forMember.body.data).toMatchObject({ defaultPhone: '307.555.0142', canEdit: false });
    const refused = await patch(
      app,
      '/api/sites/defaults',
      { defaultPhone: null },
      member.tokens.accessToken,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/owners and admins/);
    // Another team sees its own (none).
    expect((await get(app, '/api/sites/defaults', a)).body.data.defaultPhone).toBeNull();
    expect((await get(app, '/api/sites/defaults')).status).toBe(401);
  });

  it('is built into sites without a phone of their own, until it is removed', async () => {
    const plain = await createGoldmine(app, owner);
    expect(builds.at(-1)!.spec.business.phone).toBe('(307) 555-0142');
    expect(plain.business.phone).toBeUndefined();
    const live = await deploy(app, owner, plain.id);
    const home = await fetchPage(app, `/s/${live.slug}/`);
    expect(home.body).toContain('(307) 555-0142');

    const own = await createGoldmine(app, owner, {
      business: { name: 'Own Line Roofing', phone: '5125550100' },
    });
    expect(builds.at(-1)!.spec.business.phone).toBe('(512) 555-0100');
    expect(own.business.phone).toBe('5125550100');

    expect(
      (await patch(app, '/api/sites/defaults', { defaultPhone: null }, owner)).body.data.defaultPhone,
    ).toBeNull();
    expect((await regenerate(owner, plain.id)).spec.business.phone).toBeUndefined();
  });
});

describe('photos in builds', () => {
  it('passes the listed photos and their files to the build', async () => {
    const site = await createGoldmine(app, a);
    const up = await uploadPhoto(app, a, site.id, await makeImage(1000, 500, 'jpeg'), {
      alt: 'Finished roof',
    });
    const photo = up.body.data.photo;
    // A listed photo whose files are gone is left out rather than linked broken.
    await sqlRows(
      app,
      `update sites set business = jsonb_set(business, '{photos}', business->'photos' || '[{"id":"gone","alt":"x","width":1,"height":1}]') where id = '${site.id}'`,
    );
    const { spec, opts } = await regenerate(a, site.id);
    expect(spec.business.photos).toEqual([{ id: photo.id, alt: 'Finished roof', width: 800, height: 400 }]);
    expect([...(opts.photoFiles?.keys() ?? [])].sort()).toEqual([
      `assets/photos/${photo.id}-400.webp`,
      `assets/photos/${photo.id}-800.webp`,
    ]);
    expect(opts.photoFiles?.get(`assets/photos/${photo.id}-800.webp`)?.subarray(8, 12).toString()).toBe(
      'WEBP',
    );
  });
});
