import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, register, type TestApp } from './helpers';
import { makeImage, multipart, pngBomb, SVG } from './photo-fixtures';

// The avatar (docs/account.md#avatar): PNG, JPEG or WebP up to 5 MB, re-encoded to square WebP at
// 256 and 64 px without metadata, served publicly with a year-long immutable cache; anything else
// refused with a clear 4xx.

let t: TestApp;
let ada: Awaited<ReturnType<typeof register>>;
let bob: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  t = await createTestApp();
  ada = await register(t.app);
  bob = await register(t.app);
});
afterAll(() => t.close());

function upload(token: string, file: Buffer, type = 'image/png', field = 'file') {
  const body = multipart([{ name: field, value: file, filename: 'me.png', type }]);
  return call(t.app, {
    method: 'POST',
    url: '/api/user/avatar',
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType },
  });
}

async function fetchFile(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

describe('avatar upload', () => {
  it('re-encodes PNG, JPEG and WebP to square WebP at 256 and 64 px, each upload a new URL', async () => {
    const urls: string[] = [];
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const image = await makeImage(640, 360, format, format === 'jpeg' ? { camera: 'Leaky' } : undefined);
      const res = await upload(ada.tokens.accessToken, image, `image/${format}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const url: string = res.body.data.profileImageUrl;
      expect(url).toMatch(new RegExp(`^/api/avatars/${ada.user.id}/[a-f0-9]{16}/256\\.webp$`));
      urls.push(url);
      for (const [path, px] of [
        [url, 256],
        [url.replace('/256.webp', '/64.webp'), 64],
      ] as const) {
        const file = await fetchFile(path);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(file.body).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: px, height: px });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
    expect(new Set(urls).size).toBe(3);
    // me shows the newest; the older files are gone.
    expect((await get(t.app, '/api/auth/me', ada.tokens.accessToken)).body.data.profileImageUrl).toBe(
      urls[2],
    );
    expect((await fetchFile(urls[0]!)).status).toBe(404);
  });

  it('is public, but 404 for unknown users, hashes, sizes and malformed names', async () => {
    const url: string = (await get(t.app, '/api/auth/me', ada.tokens.accessToken)).body.data.profileImageUrl;
    const [, , , userId, hash] = url.split('/');
    for (const bad of [
      `/api/avatars/${bob.user.id}/${hash}/256.webp`,
      `/api/avatars/${userId}/0000000000000000/256.webp`,
      `/api/avatars/${userId}/${hash}/128.webp`,
      `/api/avatars/${userId}/${hash}/256.png`,
      `/api/avatars/not-a-uuid/${hash}/256.webp`,
      `/api/avatars/${userId}/NOT-HEX/64.webp`,
    ]) {
      const res = await call(t.app, { method: 'GET', url: bad });
      expect(res.status, bad).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('refuses SVG, renamed text, bombs, other fields and oversize files with clear 4xx', async () => {
    const token = bob.tokens.accessToken;
    const svg = await upload(token, SVG, 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body.message).toMatch(/PNG, JPEG or WebP/);
    const svgAsPng = await upload(token, SVG, 'image/png');
    expect(svgAsPng.status).toBe(415);
    const text = await upload(token, Buffer.from('hello, I am a text file pretending'), 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/not an image its type says it is/);
    const bomb = await upload(token, pngBomb(20_000, 20_000), 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toMatch(/20000 x 20000 pixels/);
    const field = await upload(token, await makeImage(64, 64, 'png'), 'image/png', 'avatar');
    expect(field.status).toBe(400);
    expect(field.body.message).toMatch(/field "file"/);
    const big = Buffer.concat([await makeImage(64, 64, 'png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload(token, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/larger than 5 MB/);
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/user/avatar',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.status).toBe(415);
    expect((await upload('', await makeImage(64, 64, 'png'))).status).toBe(401);
    expect((await get(t.app, '/api/auth/me', token)).body.data.profileImageUrl).toBeNull();
  });

  it('DELETE removes the files and the URL', async () => {
    const res = await upload(bob.tokens.accessToken, await makeImage(300, 300, 'jpeg'), 'image/jpeg');
    const url = res.body.data.profileImageUrl;
    expect((await fetchFile(url)).status).toBe(200);
    const del = await call(t.app, {
      method: 'DELETE',
      url: '/api/user/avatar',
      headers: bearer(bob.tokens.accessToken),
    });
    expect(del.status).toBe(200);
    expect(del.body.data.profileImageUrl).toBeNull();
    expect((await fetchFile(url)).status).toBe(404);
    // Ada's is untouched.
    const adaUrl = (await get(t.app, '/api/auth/me', ada.tokens.accessToken)).body.data.profileImageUrl;
    expect((await fetchFile(adaUrl)).status).toBe(200);
  });
});
