import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers';
import { claimAndVerify, createGoldmine, deploy, fetchPage, stubTxt, user } from './sites-fixtures';

// The platform's /robots.txt and /sitemap.xml (docs/operations.md, Search engines): real files even
// with a web build whose SPA fallback would answer its app shell; on a verified custom domain's Host
// both paths stay the hosted site's own.

const PUBLIC = 'https://app.sdp-platform.com';
const PAGES = ['/', '/demo', '/privacy', '/terms', '/contact', '/get-started'];
const txt = stubTxt();
let t: TestApp;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-web-'));
  fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  t = await createTestApp(
    { PUBLIC_URL: PUBLIC, WEB_DIST: webDist },
    { sites: { domains: { resolveTxt: txt.resolveTxt } } },
  );
  app = t.app;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform robots.txt and sitemap.xml', () => {
  it('robots.txt is text/plain: public pages allowed, the API, previews and signed-in screens not', async () => {
    const res = await fetchPage(app, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/preview/', '/dashboard', '/settings', '/login', '/discovery', '/admin']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    for (const p of [...PAGES, '/s/']) expect(lines).not.toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(res.body).not.toContain('<title>SPA</title>');
    expect((await app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
    // The SPA still answers its own screens.
    expect((await fetchPage(app, '/dashboard')).body).toContain('<title>SPA</title>');
  });

  it('sitemap.xml lists the public pages with absolute URLs', async () => {
    const res = await fetchPage(app, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PAGES.map((p) => `${PUBLIC}${p}`));
  });

  it("on a verified custom domain's Host both paths are the hosted site's own", async () => {
    const token = await user(app);
    const site = await createGoldmine(app, token);
    await claimAndVerify(app, token, site.id, 'seo-roofs.example.com', txt);
    // Built after the domain was verified: its robots and sitemap name the domain.
    const v = (await post(app, `/api/sites/${site.id}/generate`, {}, token)).body.data;
    await deploy(app, token, site.id, v.id);
    const robots = await fetchPage(app, '/robots.txt', 'seo-roofs.example.com');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://seo-roofs.example.com/sitemap.xml');
    expect(robots.body).not.toContain(PUBLIC);
    const sitemap = await fetchPage(app, '/sitemap.xml', 'seo-roofs.example.com');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://seo-roofs.example.com/</loc>');
    expect(sitemap.body).not.toContain(`${PUBLIC}/demo`);
    // The platform's host keeps the platform's files.
    expect((await fetchPage(app, '/robots.txt')).body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});
