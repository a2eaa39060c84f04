import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logger';
import { redactUrl } from '../src/lib/redact-url';
import { createMailer } from '../src/modules/mail/mail.service';
import {
  createTestApp,
  mailedToken,
  outbox,
  post,
  register,
  sqlRows,
  storedOutbox,
  type TestApp,
  testEnv,
} from './helpers';
import { freePort, spawnServer } from './server-process';

// Secrets out of logs and the outbox: a mailed link's token is stored sealed (link_sealed), never in
// the row's text or html; it is logged only without SMTP and outside production; logged URLs have
// their secret parameters redacted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger that keeps every call, as the mailer would log them. */
function recordingLog() {
  const lines: unknown[][] = [];
  const rec =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push([level, ...args]);
  const log = {
    info: rec('info'),
    warn: rec('warn'),
    error: rec('error'),
    debug: rec('debug'),
    trace: rec('trace'),
    fatal: rec('fatal'),
    child: () => log,
    level: 'info',
  } as unknown as FastifyBaseLogger;
  return { log, text: () => JSON.stringify(lines) };
}

describe('the outbox', () => {
  it('keeps no token of a verification or reset link in text or html; the link is sealed in link_sealed', async () => {
    const r = await register(t.app);
    await post(t.app, '/api/auth/password-reset', { email: r.email });
    const tokens = [
      await mailedToken(t.app, r.email, 'verify-email'),
      await mailedToken(t.app, r.email, 'reset-password'),
    ];
    const rows = await sqlRows(
      t.app,
      `select text, html, link_sealed from mail_outbox where "to" = '${r.email}'`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const token of tokens) {
        for (const field of [row.text, row.html, row.link_sealed]) expect(field).not.toContain(token);
        expect(JSON.stringify(row)).not.toContain(encodeURIComponent(token));
      }
      expect(row.text).toMatch(/\/(verify-email|reset-password)\?token=\[sealed\]/);
      expect(row.html).toContain('?token=[sealed]');
      expect(row.link_sealed).toMatch(/^v2\./);
    }
    // Whoever holds the sealing key gets the mail as sent, and the link works.
    const mails = await outbox(t.app, r.email);
    expect(mails.map((m) => m.link)).toEqual(
      expect.arrayContaining([expect.stringContaining(tokens[0]), expect.stringContaining(tokens[1])]),
    );
    expect((await post(t.app, '/api/auth/verify-email', { token: tokens[0] })).status).toBe(200);
    expect((await storedOutbox(t.app, r.email)).every((m) => m.text.includes('[sealed]'))).toBe(true);
  });

  it('logs the link only without SMTP and outside production; with SMTP, never', async () => {
    const link = 'http://localhost:3000/verify-email?token=very-secret-token-value';
    const mail = { to: 'logs@example.com', subject: 'S', text: `Open ${link}\n`, link };
    const cases = [
      { NODE_ENV: 'development', SMTP_URL: undefined, logged: true },
      { NODE_ENV: 'test', SMTP_URL: undefined, logged: true },
      { NODE_ENV: 'production', SMTP_URL: undefined, logged: false },
      // Nothing listens there: the send fails and is logged, without the link.
      { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, logged: false },
      { NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, logged: false },
    ] as const;
    for (const c of cases) {
      const { log, text } = recordingLog();
      const config = { ...t.app.config, NODE_ENV: c.NODE_ENV, SMTP_URL: c.SMTP_URL };
      const mailer = createMailer({ db: t.app.db, config, log });
      await mailer.sendMail(mail);
      mailer.close();
      expect(text().includes('very-secret-token-value'), JSON.stringify(c)).toBe(c.logged);
      if (!c.logged && !c.SMTP_URL) expect(text()).toContain('npm run -w apps/server outbox');
    }
    const rows = await sqlRows(t.app, `select text, error from mail_outbox where "to" = 'logs@example.com'`);
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) expect(row.text).not.toContain('very-secret-token-value');
    expect(rows.filter((row) => row.error).length).toBe(2);
  });
});

describe('logged URLs', () => {
  it('redacts secret parameters and preview tokens, and keeps the rest', () => {
    expect(redactUrl('/api/x?token=abc&page=2&code=xyz#f')).toBe(
      '/api/x?token=[redacted]&page=2&code=[redacted]#f',
    );
    expect(redactUrl('/ws?TOKEN=abc')).toBe('/ws?TOKEN=[redacted]');
    expect(redactUrl('/oauth/callback?state=s1&code=c1&iss=https://x')).toBe(
      '/oauth/callback?state=[redacted]&code=[redacted]&iss=https://x',
    );
    expect(redactUrl('/preview/7b0e/1700000000.abcDEF_-/index.html')).toBe(
      '/preview/7b0e/[redacted]/index.html',
    );
    expect(redactUrl('/api/sites?keyword=roofing&sort=asc')).toBe('/api/sites?keyword=roofing&sort=asc');
  });

  it('request lines and error lines carry no secret of the URL', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const app = Fastify({
      logger: { ...(loggerOptions(testEnv({ LOG_LEVEL: 'info' })) as object), stream },
    });
    app.get('/boom', async (request) => {
      throw new Error(`failed while handling ${request.url}`);
    });
    await app.inject({ method: 'GET', url: '/api/auth/me?token=SECRET-ONE&x=1' });
    await app.inject({ method: 'GET', url: '/boom?code=SECRET-TWO&state=SECRET-THREE' });
    await app.inject({ method: 'GET', url: '/preview/v1/SECRET-FOUR/index.html' });
    await app.close();
    expect(out).toContain('token=[redacted]&x=1');
    expect(out).toContain('code=[redacted]');
    for (const secret of ['SECRET-ONE', 'SECRET-TWO', 'SECRET-THREE', 'SECRET-FOUR'])
      expect(out).not.toContain(secret);
  });
});

describe('a production server without SMTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdp-mail-prod-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('logs no link, no token and no secret of a URL', async () => {
    const server = await spawnServer({
      port: await freePort(),
      dataDir,
      startTimeoutMs: 90_000,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
    });
    try {
      const email = `prod.${Date.now()}@example.com`;
      const body = { email, password: 'correct horse battery', firstName: 'P', lastName: 'Q' };
      const call = (p: string, payload: unknown) =>
        fetch(`${server.url}/api${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      expect((await call('/auth/register', body)).status).toBe(201);
      expect((await call('/auth/password-reset', { email })).status).toBe(200);
      await fetch(`${server.url}/api/auth/me?token=URL-SECRET-123`);
      const until = Date.now() + 10_000;
      while (!/outboxId[\s\S]*outboxId/.test(server.output()) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      const log = server.output();
      expect(log.match(/outboxId/g)?.length).toBe(2);
      expect(log).not.toMatch(/verify-email\?token=|reset-password\?token=/);
      expect(log).not.toMatch(/token=(?!\[redacted\])/);
      expect(log).not.toContain('URL-SECRET-123');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
