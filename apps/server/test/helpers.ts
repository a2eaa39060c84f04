import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app';
import { type EnvOverrides, loadEnv } from '../src/config/env';
import { dumpMigratedPglite, openDatabase } from '../src/db/client';
import { readOutbox } from '../src/modules/mail/mail.repository';
import { freePort } from './server-process';

// Builds apps for API tests: a fresh in-memory PGlite per app, or, when DATABASE_URL is set, a fresh
// PostgreSQL database per app (created here, dropped on close) so test files can run in parallel.

export const PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Database `name` on the server of `adminUrl`; drop() removes it. */
function pgDatabaseOf(adminUrl: string, name: string): { url: string; drop(): Promise<void> } {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh, empty PostgreSQL database on the server of `adminUrl`; drop() removes it. */
export async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return pgDatabaseOf(adminUrl, name);
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/** A digest of the migration files: the templates below are rebuilt when a migration changes. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_LOCK_ID = 727_002; // advisory lock: one process builds the PostgreSQL template

/**
 * A fresh PostgreSQL database of `adminUrl` with every migration applied, copied from a migrated
 * template database (`sdp_template_<migrations digest>`, built once per server and kept), so an app
 * starts without running the migrations again. The app's own migrate step still runs and finds
 * nothing to do. Tests of migrating itself (scale-out) use createPgDatabase.
 */
export async function createMigratedPgDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `sdp_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a half-migrated template is never used.
      const building = await createPgDatabase(adminUrl);
      const database = await openDatabase({ DATABASE_URL: building.url, DATA_DIR: '', inMemory: false });
      await database.close();
      const name = new URL(building.url).pathname.slice(1);
      await admin.query(`ALTER DATABASE ${name} RENAME TO ${template}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return pgDatabaseOf(adminUrl, name);
}

/**
 * A migrated PGlite dump shared by every test file (cached in the temp folder, keyed by the
 * migrations), so each app starts in well under a second instead of running initdb.
 */
async function pgliteTemplate(): Promise<Blob> {
  const cached = path.join(os.tmpdir(), `sdp-pglite-template-${migrationsHash()}.tar`);
  if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);
  const dump = await dumpMigratedPglite();
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, cached); // atomic: parallel workers never read half a file
  return dump;
}

/** The environment of a test app: quiet, no mail server, no web build, a high auth rate limit. */
export const testEnv = (overrides: EnvOverrides = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: 10_000,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent/web/dist',
    DATABASE_URL: '',
    JWT_SECRET: '',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    CRAWL_ALLOW_PRIVATE: true,
    ...overrides,
  });

/** `options`: what buildApp takes besides the environment (e.g. a stub DNS resolver for sites). */
export async function createTestApp(
  overrides: EnvOverrides = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const pgDb = adminUrl ? await createMigratedPgDatabase(adminUrl) : null;
  const env = testEnv({ IN_MEMORY: true, DATABASE_URL: pgDb?.url ?? '', ...overrides });
  const app = await buildApp(env, pgDb ? options : { ...options, pgliteTemplate: await pgliteTemplate() });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await pgDb?.drop();
    },
  };
}

export type ListeningTestApp = TestApp & { url: string };

/**
 * A test app listening on a free loopback port whose PUBLIC_URL is that address (the hosted pages
 * it serves post back to it, e.g. the demo portfolio's traffic).
 */
export async function createListeningTestApp(
  overrides: EnvOverrides = {},
): Promise<TestApp & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: url, ...overrides });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, url };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${counter++}.${randomBytes(3).toString('hex')}@example.com`;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export async function call(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  call(app, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers: token ? bearer(token) : {},
  });

export const get = (app: FastifyInstance, url: string, token?: string) =>
  call(app, { method: 'GET', url, headers: token ? bearer(token) : {} });

export interface Registered {
  email: string;
  password: string;
  user: any;
  tokens: { accessToken: string; refreshToken: string };
}

export async function register(
  app: FastifyInstance,
  input: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    company: string;
  }> = {},
): Promise<Registered> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? PASSWORD;
  const res = await post(app, '/api/auth/register', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...input,
    email,
    password,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, user: res.body.data.user, tokens: res.body.data.tokens };
}

/** The outbox as stored: links' tokens replaced by [sealed] (modules/mail/mail-links.ts). */
export async function storedOutbox(app: FastifyInstance, to?: string) {
  return readOutbox(app.db, to);
}

/** The outbox as mailed: each row's link unsealed and put back into its text and html. */
export async function outbox(app: FastifyInstance, to?: string) {
  return (await readOutbox(app.db, to)).map((row) => app.mailer.open(row));
}

/** The token of the newest mailed link to a page (verify-email, reset-password). */
export async function mailedToken(app: FastifyInstance, to: string, page: 'verify-email' | 'reset-password') {
  for (const mail of await outbox(app, to)) {
    const match = mail.text.match(new RegExp(`/${page}\\?token=([^\\s]+)`));
    if (match) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${page} mail to ${to}`);
}

export async function verifyEmail(app: FastifyInstance, email: string) {
  const token = await mailedToken(app, email, 'verify-email');
  const res = await post(app, '/api/auth/verify-email', { token });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Registers and verifies a user, and returns a fresh signed-in session: its tokens refreshed after
 * the verification, so they carry the role it gave (the first verified account, ADMIN_EMAIL: admin).
 */
export async function registerVerified(app: FastifyInstance, input: Parameters<typeof register>[1] = {}) {
  const r = await register(app, input);
  await verifyEmail(app, r.email);
  const refreshed = await post(app, '/api/auth/refresh', { refreshToken: r.tokens.refreshToken });
  if (refreshed.status !== 200) throw new Error(`refresh failed: ${refreshed.status}`);
  const tokens = refreshed.body.data.tokens as Registered['tokens'];
  const me = await get(app, '/api/auth/me', tokens.accessToken);
  return { ...r, tokens, user: me.body.data };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
}

/** Raw SQL for assertions and for moving time (expiry) in tests; works on both drivers. */
export async function sqlRows(app: FastifyInstance, query: string): Promise<any[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: any[] };
  return result.rows;
}
