import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from './helpers';
import {
  claimAndVerify,
  createGoldmine,
  del,
  deploy,
  fetchPage,
  patch,
  stubTxt,
  titleOf,
  user,
} from './sites-fixtures';

// The built-in host: /s/:slug/*, custom domains by Host header, export, archive, preview links.

let t: TestApp;
let app: FastifyInstance;
let token: string;
let site: any;
let v1: string;
let v2: string;
const txt = stubTxt();

beforeAll(async () => {
  t = await createTestApp({}, { sites: { domains: { resolveTxt: txt.resolveTxt } } });
  app = t.app;
  token = await user(app);
  site = await createGoldmine(app, token, { business: { name: 'Acme <Roofing> & "Sons"' } });
  v1 = site.latestVersion.id;
  v2 = (await post(app, `/api/sites/${site.id}/generate`, { template: 'minimal' }, token)).body.data.id;
  site = await deploy(app, token, site.id, v1);
}, 120_000);
afterAll(async () => t?.close());

describe('hosting /s/:slug', () => {
  it('redirects /s/:slug to /s/:slug/ and serves the home page', async () => {
    const bare = await fetchPage(app, `/s/${site.slug}?utm_source=x`);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe(`/s/${site.slug}/?utm_source=x`);
    const home = await fetchPage(app, `/s/${site.slug}/`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('public, max-age=60');
    expect(home.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(home.body).toContain('Acme &lt;Roofing&gt; &amp; &quot;Sons&quot;');
    const tag = site.liveVersionId.replace(/-/g, '').slice(0, 12);
    expect(home.body).toContain(`href="/s/${site.slug}/assets/site.css?v=${tag}"`);
    expect(home.body).toContain(`src="/s/${site.slug}/b.js?v=${tag}"`);
    expect(home.body).toContain('action="http://localhost:3000/api/public/leads"');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).toContain('connect-src http://localhost:3000');
    expect(csp).toContain("style-src 'self'");
    expect(home.headers['x-frame-options']).toBeUndefined();
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    const again = await fetchPage(app, `/s/${site.slug}/`, undefined, {
      'if-none-match': String(home.headers.etag),
    });
    expect(again.status).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: `/s/${site.slug}/` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves pages, stylesheet, beacon, sitemap and robots with their types', async () => {
    const pages = (await get(app, `/api/sites/${site.id}/versions/${v1}/pages`, token)).body.data;
    const about = pages.find((p: any) => p.path !== '/' && p.indexable);
    const page = await fetchPage(app, `/s/${site.slug}${about.path}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toBeTruthy();
    const noSlash = await fetchPage(app, `/s/${site.slug}${about.path.replace(/\/$/, '')}`);
    expect(noSlash.status).toBe(301);
    expect(noSlash.headers.location).toBe(`/s/${site.slug}${about.path}`);
    const tag = site.liveVersionId.replace(/-/g, '').slice(0, 12);
    const css = await fetchPage(app, `/s/${site.slug}/assets/site.css?v=${tag}`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const untagged = await fetchPage(app, `/s/${site.slug}/assets/site.css?v=old`);
    expect(untagged.headers['cache-control']).toBe('public, max-age=300');
    const js = await fetchPage(app, `/s/${site.slug}/b.js`);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('sendBeacon');
    const sitemap = await fetchPage(app, `/s/${site.slug}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/s/${site.slug}/</loc>`);
    const robots = await fetchPage(app, `/s/${site.slug}/robots.txt`);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: http://localhost:3000/s/${site.slug}/sitemap.xml`);
  });

  it('answers 404.html with status 404 for unknown paths; no path escapes the site', async () => {
    for (const path of ['/nope/', '/nope.html', '/..%2F..%2Fetc%2Fpasswd', '/assets%2F..%2F..%2Fx']) {
      const res = await fetchPage(app, `/s/${site.slug}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/html');
    }
    // A malformed escape is the router's 400, never a 500.
    expect((await fetchPage(app, `/s/${site.slug}/%E0%A4%A`)).status).toBe(400);
    const unknown = await fetchPage(app, '/s/no-such-site-000000/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('not available');
    expect((await fetchPage(app, '/s/')).status).toBe(404);
  });
});

describe('custom domains', () => {
  it('serves the site at / for its verified Host; the platform host keeps the app', async () => {
    const res = await claimAndVerify(app, token, site.id, 'Leads.Example.com', txt);
    expect(res.customDomain).toBe('leads.example.com');
    const home = await fetchPage(app, '/', 'leads.example.com:8080');
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toBe(titleOf((await fetchPage(app, `/s/${site.slug}/`)).body));
    // The build's /s/{slug}/ links are rewritten to the domain root.
    expect(home.body).toMatch(/href="\/assets\/site\.css\?v=\w+"/);
    expect((await fetchPage(app, '/assets/site.css', 'leads.example.com')).headers['content-type']).toContain(
      'text/css',
    );
    expect((await fetchPage(app, `/s/${site.slug}/robots.txt`, 'leads.example.com')).status).toBe(200);
    // The platform's own paths are never the site's (custom-domains.test.ts covers the rest).
    expect((await fetchPage(app, '/api/health', 'leads.example.com')).status).toBe(200);
    expect((await fetchPage(app, '/api/health', 'localhost:3000')).status).toBe(200);
    expect((await fetchPage(app, '/api/health', 'other.example.org')).status).toBe(200);
  });

  it('refuses a domain another site holds (409) and names that are not domains (400)', async () => {
    const other = await user(app);
    const theirs = await createGoldmine(app, other);
    const taken = await patch(app, `/api/sites/${theirs.id}`, { customDomain: 'leads.example.com' }, other);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/customDomain: leads\.example\.com is already used/);
    expect(
      (await patch(app, `/api/sites/${theirs.id}`, { customDomain: 'not a domain' }, other)).status,
    ).toBe(400);
    const localhost = await patch(app, `/api/sites/${theirs.id}`, { customDomain: 'localhost.com' }, other);
    expect(localhost.status).toBe(200);
  });

  it('a new build uses the domain as base URL; clearing the domain stops Host routing at once', async () => {
    const v3 = (await post(app, `/api/sites/${site.id}/generate`, {}, token)).body.data.id;
    await deploy(app, token, site.id, v3);
    const home = await fetchPage(app, '/', 'leads.example.com');
    expect(home.body).toContain('<link rel="canonical" href="https://leads.example.com/">');
    // Served under /s/{slug}/ too, with links rewritten to that base.
    const platform = await fetchPage(app, `/s/${site.slug}/`);
    expect(platform.body).toContain(`href="/s/${site.slug}/assets/site.css?v=`);
    await patch(app, `/api/sites/${site.id}`, { customDomain: null }, token);
    expect((await fetchPage(app, '/', 'leads.example.com')).body).toContain('The web app is not built yet');
    await deploy(app, token, site.id, v1);
  });
});

describe('rollback, export, preview, archive', () => {
  it('rollback switches the served content at once', async () => {
    const before = (await fetchPage(app, `/s/${site.slug}/assets/site.css`)).body;
    expect((await post(app, `/api/sites/${site.id}/rollback`, { versionId: v2 }, token)).status).toBe(200);
    const after = (await fetchPage(app, `/s/${site.slug}/assets/site.css`)).body;
    expect(after).not.toBe(before); // v2 is the minimal template
    expect((await post(app, `/api/sites/${site.id}/rollback`, { versionId: v1 }, token)).status).toBe(200);
    expect((await fetchPage(app, `/s/${site.slug}/assets/site.css`)).body).toBe(before);
  });

  it('exports the live version, or one asked for, as a zip', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sites/${site.id}/export`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${site.slug}-v1.zip"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['index.html', 'sitemap.xml', '404.html', 'b.js']),
    );
    expect(new TextDecoder().decode(files['index.html'])).toMatch(/^<!doctype html>/i);
    const other = await app.inject({
      method: 'GET',
      url: `/api/sites/${site.id}/export?versionId=${v2}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.headers['content-disposition']).toContain('-v2.zip');
    expect((await get(app, `/api/sites/${site.id}/export?versionId=nope`, token)).status).toBe(400);
  });

  it('preview links serve any version with noindex; forged or expired tokens are refused', async () => {
    const pages = (await get(app, `/api/sites/${site.id}/versions/${v2}/pages`, token)).body.data;
    const home = pages.find((p: any) => p.path === '/');
    expect(home.previewUrl).toMatch(new RegExp(`^/preview/${v2}/\\d+\\.[\\w-]{43}/$`));
    const res = await fetchPage(app, home.previewUrl);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const base = home.previewUrl.replace(/\/$/, '');
    expect(res.body).toContain(`href="${base}/assets/site.css?v=`);
    expect((await fetchPage(app, `${base}/assets/site.css`)).status).toBe(200);
    expect((await fetchPage(app, base)).status).toBe(301);
    const [, , , token2] = home.previewUrl.split('/');
    const [exp, mac] = token2.split('.');
    const forged = `${exp}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetchPage(app, `/preview/${v2}/${forged}/`)).status).toBe(403);
    expect((await fetchPage(app, `/preview/${v2}/${Number(exp) + 10}.${mac}/`)).status).toBe(403);
    const expired = app.services.sitePreviews.sign(v2, Date.now() - 2 * 3600_000).token;
    expect((await fetchPage(app, `/preview/${v2}/${expired}/`)).status).toBe(403);
    const fresh = app.services.sitePreviews.sign(v2).token;
    expect((await fetchPage(app, `/preview/${v2}/${fresh}/`)).status).toBe(200);
    expect((await fetchPage(app, `/preview/${v1}/${token2}/`)).status).toBe(403);
    expect((await fetchPage(app, `/preview/${v2}/1.${mac}/`)).status).toBe(403);
    expect((await fetchPage(app, '/preview/not-a-uuid/x/')).status).toBe(403);
  });

  it('archive (DELETE) stops serving the site and hides it from the list', async () => {
    const res = await del(app, `/api/sites/${site.id}`, token);
    expect(res.status).toBe(200);
    const page = await fetchPage(app, `/s/${site.slug}/`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('not available');
    const list = (await get(app, '/api/websites', token)).body.data;
    expect(list.map((s: any) => s.id)).not.toContain(site.id);
    const archived = (await get(app, '/api/websites?status=archived', token)).body.data;
    expect(archived.map((s: any) => s.id)).toEqual([site.id]);
    expect((await post(app, `/api/sites/${site.id}/deploy`, {}, token)).status).toBe(409);
  });
});
