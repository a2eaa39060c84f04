import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers';
import { user } from './sites-fixtures';

// POST /api/themes/import-url (docs/themes.md#import-from-a-page): a local site's inline and
// linked stylesheets become an imported theme; no colours, a dead page and a private address
// (without CRAWL_ALLOW_PRIVATE) answer 422 with why; signed-in users only; bad input 400.

const pages: Record<string, { type: string; body: string; status?: number; location?: string }> = {
  '/': {
    type: 'text/html',
    body: `<html><head><link rel="stylesheet" href="/theme.css"><link rel=stylesheet href='/missing.css'>
      <style>.dark { --background: #020617; --foreground: #f8fafc; --primary: #38bdf8 }</style></head><body></body></html>`,
  },
  '/theme.css': {
    type: 'text/css',
    body: ':root { --background: #ffffff; --foreground: #0f172a; --primary: #0369a1; --radius: 0.75rem }',
  },
  '/plain': { type: 'text/html', body: '<html><body style="color:red">No variables</body></html>' },
  '/moved': { type: 'text/html', body: '', status: 302, location: '/' },
};

let site: http.Server;
let base: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const page = pages[req.url ?? ''];
    if (!page) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(page.status ?? 200, {
      'content-type': page.type,
      ...(page.location ? { location: page.location } : {}),
    });
    res.end(page.body);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp();
  token = await user(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  site?.close();
});

const importUrl = (url: unknown, as: string | null = token, app = t.app) =>
  post(app, '/api/themes/import-url', { url }, as ?? undefined);

describe('themes: import from a page', () => {
  it('reads the linked and inline stylesheets into an imported theme, following a redirect', async () => {
    for (const path of ['/', '/moved']) {
      const res = await importUrl(`${base}${path}`);
      expect(res.status, path).toBe(200);
      const theme = res.body.data;
      expect(theme).toMatchObject({
        id: 'imported-127-0-0-1',
        category: 'imported',
        name: 'Imported from 127.0.0.1',
      });
      expect(theme.colors.light).toMatchObject({
        background: '#ffffff',
        foreground: '#0f172a',
        primary: '#0369a1',
        radius: '0.75rem',
      });
      expect(theme.colors.dark).toMatchObject({
        background: '#020617',
        foreground: '#f8fafc',
        primary: '#38bdf8',
        radius: '0.75rem',
      });
    }
  });

  it('answers 422 with why: no colours, a dead page', async () => {
    const none = await importUrl(`${base}/plain`);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('No colours found on that page');
    const dead = await importUrl(`${base}/nothing-here`);
    expect(dead.status).toBe(422);
    expect(dead.body.message).toMatch(/status 404/);
  });

  it('answers 400 for bad input and 401 without a session', async () => {
    for (const url of ['not a url', 'ftp://example.com/', '', 42]) {
      const res = await importUrl(url);
      expect(res.status, String(url)).toBe(400);
      expect(res.body.message).toMatch(/url/i);
    }
    expect((await importUrl(`${base}/`, null)).status).toBe(401);
  });

  it('refuses private addresses unless CRAWL_ALLOW_PRIVATE', async () => {
    const guarded = await createTestApp({ CRAWL_ALLOW_PRIVATE: false });
    try {
      const res = await importUrl(`${base}/`, await user(guarded.app), guarded.app);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('That address is private or local: it cannot be read');
    } finally {
      await guarded.close();
    }
  });
});
