import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { loggerOptions } from '../src/lib/logger';
import { createTestApp, get, type TestApp } from './helpers';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>SPA</title>');
  fs.writeFileSync(path.join(webDist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
  t.app.log.level = 'silent';
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('serves files and falls back to the app shell (app.html) for client routes', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>SPA</title>');
    const deep = await t.app.inject({ method: 'GET', url: '/dashboard/sites?tab=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>SPA</title>');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves the service worker without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer API, Socket.IO or WebSocket paths with the SPA', async () => {
    for (const url of ['/api/nothing-here', '/socket.io/?EIO=4', '/ws']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'not_found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API docs', () => {
  it('serves the UI and an OpenAPI document built from the zod schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('health answers with the database driver', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: expect.stringMatching(/pglite|postgres/) },
    });
  });
});

describe('the root without a web build', () => {
  it('tells how to build it', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});

describe('logging', () => {
  it('redacts authorization headers, cookies, passwords and tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const options = loggerOptions(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' })) as pino.LoggerOptions;
    const log = pino(options, sink);
    log.info({
      req: { headers: { authorization: 'Bearer secret-jwt', cookie: 'sid=secret-cookie' } },
      body: { password: 'secret-password', refreshToken: 'secret-refresh' },
      password: 'secret-top',
    });
    const out = lines.join('');
    expect(out).not.toMatch(/secret-/);
    expect(out).toContain('[redacted]');
  });
});
