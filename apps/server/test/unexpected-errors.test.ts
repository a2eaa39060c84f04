import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { ConflictError } from '../src/lib/errors';

// Routes added to a bare app before it is ready, to see how the one error handler answers.
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return; // one driver is enough for the error handler
  app = await buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', IN_MEMORY: true, WEB_DIST: '/none', DATABASE_URL: '' }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/test/conflict', async () => {
    throw new ConflictError('Already there');
  });
  await app.ready();
});
afterAll(() => app?.close());

it.skipIf(Boolean(process.env.DATABASE_URL))(
  'answers unexpected errors with 500 and no internals',
  async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: 'internal_error', message: 'Internal server error' });
  },
);

it.skipIf(Boolean(process.env.DATABASE_URL))('answers typed errors with their status and code', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ success: false, error: 'conflict', message: 'Already there' });
});
