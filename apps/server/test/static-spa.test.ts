import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_TOKEN } from '../src/plugins/prerendered-pages';
import { createTestApp, type TestApp } from './helpers';

// How the server answers the web build (docs/public-pages.md): the pre-rendered public pages for
// their own paths with the installation's address in them, the SPA shell (app.html) for every other
// screen, hashed assets cached for a year and sent pre-compressed.

const PUBLIC = 'https://app.sdp-platform.com';
let t: TestApp;
let webDist: string;

const page = (name: string) =>
  `<!doctype html><title>${name}</title><link rel="canonical" href="${PUBLIC_URL_TOKEN}/${name}" /><div id="root"><h1>${name}</h1></div>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'index.html'), page('landing'));
  fs.writeFileSync(path.join(webDist, 'demo.html'), page('demo'));
  fs.writeFileSync(path.join(webDist, 'contact.html'), page('contact'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("plain")');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), Buffer.from('brotli copy'));
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: `${PUBLIC}/` });
  t.app.log.level = 'silent';
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the pre-rendered public pages', () => {
  it('answer their path with and without a trailing slash and their file name, with the public address', async () => {
    for (const url of ['/demo', '/demo/', '/demo.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>demo</title>');
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC}/demo" />`);
      expect(res.body).not.toContain(PUBLIC_URL_TOKEN);
    }
    for (const url of ['/', '/index.html']) expect((await get(url)).body).toContain('<title>landing</title>');
    expect((await get('/contact/')).body).toContain('<h1>contact</h1>');
    const head = await t.app.inject({ method: 'HEAD', url: '/demo' });
    expect(head.statusCode).toBe(200);
  });

  it('are sent compressed to a browser that accepts it', async () => {
    const br = await get('/demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`${PUBLIC}/demo`);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>landing</title>');
  });

  it('leave a public page the build did not write to the app shell', async () => {
    const res = await get('/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>SPA</title>');
  });
});

describe('the app shell and assets', () => {
  it('serve app.html, uncached, for the screens of the app, deep links included', async () => {
    for (const url of ['/dashboard', '/login', '/settings/profile?tab=1', '/demo/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>SPA</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("cache hashed assets for a year and send the build's brotli copy when accepted", async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.body).toBe('console.log("plain")');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli copy');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('never answer robots.txt or sitemap.xml with a page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/demo</loc>`);
    expect(sitemap.body).not.toContain('<title>');
  });
});
