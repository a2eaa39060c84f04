import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type EnvOverrides, loadEnv } from '../src/config/env';
import { readOutbox } from '../src/modules/mail/mail.repository';

// Builds apps for API tests: a fresh in-memory PGlite per app, or, when DATABASE_URL is set, a fresh
// PostgreSQL database per app (created here, dropped on close) so test files can run in parallel.

export const PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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

export async function createTestApp(overrides: EnvOverrides = {}): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const pgDb = adminUrl ? await createPgDatabase(adminUrl) : null;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    IN_MEMORY: true,
    AUTH_RATE_LIMIT_MAX: 10_000,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent/web/dist',
    DATABASE_URL: pgDb?.url ?? '',
    JWT_SECRET: '',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    ...overrides,
  });
  const app = await buildApp(env);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await pgDb?.drop();
    },
  };
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

export async function outbox(app: FastifyInstance, to?: string) {
  return readOutbox(app.db, to);
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

/** Registers and verifies a user, and returns a fresh signed-in session. */
export async function registerVerified(app: FastifyInstance, input: Parameters<typeof register>[1] = {}) {
  const r = await register(app, input);
  await verifyEmail(app, r.email);
  return r;
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
