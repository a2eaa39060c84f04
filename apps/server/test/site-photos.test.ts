import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, sqlRows, type TestApp } from './helpers';
import { makeImage, multipart, pngBomb, SVG, uploadPhoto } from './photo-fixtures';
import { createGoldmine, del, patch, user } from './sites-fixtures';

// POST/DELETE /api/sites/:id/photos and the photo files (docs/product/api.md, Business facts):
// PNG, JPEG and WebP re-encoded to WebP at 800 and 400 px wide without upscaling or metadata;
// everything else refused with a 4xx and the envelope; another team's site or photo is a 404.

let t: TestApp;
let app: FastifyInstance;
let a: string;
let b: string;
let site: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  [a, b] = [await user(app), await user(app)];
  site = await createGoldmine(app, a);
}, 120_000);
afterAll(async () => t?.close());

const photoFile = async (token: string, photoId: string, size?: '400' | '800', siteId = site.id) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/photos/${photoId}${size ? `?size=${size}` : ''}`,
    headers: bearer(token),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
};

const expectRefused = (res: { status: number; body: any }, status: number, text: RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(text);
};

describe('photo upload', () => {
  it('re-encodes a JPEG upright to WebP 800 and 400 px wide, without its EXIF', async () => {
    // 1200 x 900 stored sideways (EXIF orientation 6): upright it is 900 x 1200.
    const jpeg = await makeImage(1200, 900, 'jpeg', { orientation: 6, camera: 'LeakyCam' });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(app, a, site.id, jpeg, { alt: ' Our crew replacing shingles ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { photo, site: updated } = res.body.data;
    expect(photo).toMatchObject({ alt: 'Our crew replacing shingles', width: 800, height: 1067 });
    expect(updated.business.photos).toEqual([photo]);

    const large = await photoFile(a, photo.id, '800');
    expect(large.status).toBe(200);
    expect(large.type).toBe('image/webp');
    const lm = await sharp(large.body).metadata();
    expect([lm.format, lm.width, lm.height]).toEqual(['webp', 800, 1067]);
    expect(lm.exif).toBeUndefined();
    expect(lm.orientation).toBeUndefined();
    expect(large.body.includes('LeakyCam')).toBe(false);
    const small = await sharp((await photoFile(a, photo.id)).body).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 533]);
  });

  it('does not upscale a small PNG, and takes WebP', async () => {
    const png = await uploadPhoto(app, a, site.id, await makeImage(300, 200, 'png'), {
      type: 'image/png',
      filename: 'van.png',
    });
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    expect(png.body.data.photo).toMatchObject({ width: 300, height: 200 });
    for (const size of ['400', '800'] as const) {
      const m = await sharp((await photoFile(a, png.body.data.photo.id, size)).body).metadata();
      expect([m.width, m.height]).toEqual([300, 200]);
    }
    const webp = await uploadPhoto(app, a, site.id, await makeImage(640, 480, 'webp'), {
      type: 'image/webp',
      filename: 'yard.webp',
    });
    expect(webp.status, JSON.stringify(webp.body)).toBe(201);
    expect(webp.body.data.photo).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses SVG, a renamed text file, an oversized file and a decompression bomb', async () => {
    expectRefused(
      await uploadPhoto(app, a, site.id, SVG, { type: 'image/svg+xml', filename: 'logo.svg' }),
      415,
      /PNG, JPEG or WebP/,
    );
    expectRefused(
      await uploadPhoto(app, a, site.id, SVG, { type: 'image/png', filename: 'logo.png' }),
      415,
      /not an image/,
    );
    expectRefused(
      await uploadPhoto(app, a, site.id, Buffer.from('just some notes, not a photo\n'.repeat(20)), {
        type: 'image/jpeg',
        filename: 'notes.jpg',
      }),
      415,
      /not an image/,
    );
    const big = Buffer.concat([await makeImage(64, 64, 'jpeg'), Buffer.alloc(8 * 1024 * 1024)]);
    expectRefused(await uploadPhoto(app, a, site.id, big), 413, /larger than 8 MB/);
    expectRefused(
      await uploadPhoto(app, a, site.id, pngBomb(), { type: 'image/png', filename: 'bomb.png' }),
      413,
      /30000 x 30000 pixels/,
    );
    // A JPEG that ends half way through its data.
    const cut = (await makeImage(400, 300, 'jpeg')).subarray(0, 600);
    expectRefused(await uploadPhoto(app, a, site.id, cut), 400, /damaged or incomplete/);
    const [{ n }] = await sqlRows(
      app,
      `select count(*)::int as n from site_photos where site_id = '${site.id}'`,
    );
    expect(n).toBe(3);
  });

  it('names what is missing or wrong in the form', async () => {
    const jpeg = await makeImage(200, 100, 'jpeg');
    expectRefused(await uploadPhoto(app, a, site.id, jpeg, { alt: null }), 400, /^alt: must describe/);
    expectRefused(await uploadPhoto(app, a, site.id, jpeg, { alt: '  ' }), 400, /^alt: must describe/);
    expectRefused(await uploadPhoto(app, a, site.id, jpeg, { alt: 'x'.repeat(161) }), 400, /^alt: /);
    expectRefused(await uploadPhoto(app, a, site.id, jpeg, { field: 'image' }), 400, /field "file"/);
    const onlyAlt = multipart([{ name: 'alt', value: 'A roof' }]);
    expectRefused(
      await call(app, {
        method: 'POST',
        url: `/api/sites/${site.id}/photos`,
        payload: onlyAlt.payload,
        headers: { ...bearer(a), 'content-type': onlyAlt.contentType },
      }),
      400,
      /^file: choose a photo/,
    );
    const two = multipart([
      { name: 'alt', value: 'Two' },
      { name: 'file', value: jpeg, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'file', value: jpeg, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expectRefused(
      await call(app, {
        method: 'POST',
        url: `/api/sites/${site.id}/photos`,
        payload: two.payload,
        headers: { ...bearer(a), 'content-type': two.contentType },
      }),
      400,
      /one photo per upload/,
    );
    expectRefused(
      await call(app, {
        method: 'POST',
        url: `/api/sites/${site.id}/photos`,
        payload: { alt: 'x' },
        headers: bearer(a),
      }),
      415,
      /multipart\/form-data/,
    );
    expectRefused(
      await call(app, {
        method: 'POST',
        url: `/api/sites/${site.id}/photos`,
        payload: '--nope\r\nContent-Disposition: form-data; name="file"',
        headers: { ...bearer(a), 'content-type': 'multipart/form-data; boundary=nope' },
      }),
      400,
      /not a valid multipart form/,
    );
  });

  it('keeps a site to 12 photos', async () => {
    const other = await createGoldmine(app, a);
    const jpeg = await makeImage(120, 90, 'jpeg');
    for (let i = 0; i < 12; i++) expect((await uploadPhoto(app, a, other.id, jpeg)).status).toBe(201);
    const res = await uploadPhoto(app, a, other.id, jpeg);
    expectRefused(res, 409, /at most 12 photos/);
    expect(res.body.error).toBe('too_many_photos');
  });
});

describe('photo delete and scoping', () => {
  it('deletes a photo from the site and its files', async () => {
    const up = await uploadPhoto(app, a, site.id, await makeImage(500, 500, 'jpeg'));
    const id = up.body.data.photo.id;
    const res = await del(app, `/api/sites/${site.id}/photos/${id}`, a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.business.photos.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await photoFile(a, id)).status).toBe(404);
    expectRefused(await del(app, `/api/sites/${site.id}/photos/${id}`, a), 404, /Photo not found/);
    expectRefused(await del(app, `/api/sites/${site.id}/photos/not-an-id`, a), 400, /photoId/);
  });

  it("answers 404 for another team's site or photo", async () => {
    const up = await uploadPhoto(app, a, site.id, await makeImage(200, 200, 'jpeg'));
    const id = up.body.data.photo.id;
    expectRefused(
      await uploadPhoto(app, b, site.id, await makeImage(200, 200, 'jpeg')),
      404,
      /Site not found/,
    );
    expectRefused(await del(app, `/api/sites/${site.id}/photos/${id}`, b), 404, /Site not found/);
    expect((await photoFile(b, id)).status).toBe(404);
    const bSite = await createGoldmine(app, b);
    expect((await photoFile(b, id, '400', bSite.id)).status).toBe(404);
    expectRefused(await del(app, `/api/sites/${bSite.id}/photos/${id}`, b), 404, /Photo not found/);
    expect((await photoFile(a, id)).status).toBe(200);
    expect((await get(app, `/api/sites/${site.id}/photos/${id}`)).status).toBe(401);
  });

  it('PATCH business orders and captions the photos, refuses unknown ones, keeps them when left out', async () => {
    const before = (await get(app, `/api/sites/${site.id}`, a)).body.data.business;
    const photos = [...before.photos].reverse();
    photos[0] = { ...photos[0], alt: 'New caption', width: 1, height: 1 };
    const res = await patch(app, `/api/sites/${site.id}`, { business: { name: 'Acme Roofing', photos } }, a);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.business.photos;
    expect(after.map((p: { id: string }) => p.id)).toEqual(photos.map((p: { id: string }) => p.id));
    expect(after[0].alt).toBe('New caption');
    expect(after[0].width).toBe(before.photos.at(-1).width);

    const unknown = { id: '00000000-0000-4000-8000-000000000000', alt: 'x', width: 1, height: 1 };
    expectRefused(
      await patch(app, `/api/sites/${site.id}`, { business: { name: 'Acme', photos: [unknown] } }, a),
      400,
      /business\.photos\.0\.id: not a photo of this site/,
    );
    const kept = await patch(app, `/api/sites/${site.id}`, { business: { name: 'Acme Roofing Co' } }, a);
    expect(kept.body.data.business.photos).toEqual(after);
  });
});
