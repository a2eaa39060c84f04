import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, registerVerified, type TestApp } from './helpers';

// Every POST route, found from the OpenAPI document, gets bodies no client should send; each must
// answer a JSON error with a message (4xx), never a 500 and never a success.

let t: TestApp;
let email: string;
let postRoutes: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  email = (await registerVerified(t.app)).email;
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  postRoutes = Object.entries(doc.paths)
    .filter(([, ops]) => 'post' in ops)
    .map(([path]) => path);
});
afterAll(() => t.close());

const wrongTypes = Object.fromEntries(
  [
    'email',
    'password',
    'firstName',
    'lastName',
    'company',
    'token',
    'code',
    'refreshToken',
    'challengeToken',
    'currentPassword',
    'newPassword',
    'name',
    'subject',
    'message',
    'provider',
    'state',
  ].map((k) => [k, 12345]),
);
const huge = 'x'.repeat(100_000);

const CASES: Array<{ name: string; contentType: string; payload: string; mustFail: boolean }> = [
  { name: 'invalid JSON', contentType: 'application/json', payload: '{"email": "a@b.c", ', mustFail: true },
  {
    name: 'JSON array instead of object',
    contentType: 'application/json',
    payload: '[{"email":"a@b.c"}]',
    mustFail: true,
  },
  {
    name: 'JSON string instead of object',
    contentType: 'application/json',
    payload: '"hello"',
    mustFail: true,
  },
  {
    name: 'wrong types',
    contentType: 'application/json',
    payload: JSON.stringify({ ...wrongTypes, includeCurrent: 'yes' }),
    mustFail: true,
  },
  {
    name: 'huge strings',
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(Object.keys(wrongTypes).map((k) => [k, huge]))),
    mustFail: true,
  },
  {
    name: 'body over the size limit',
    contentType: 'application/json',
    payload: JSON.stringify({ email: 'y'.repeat(1_100_000) }),
    mustFail: true,
  },
  {
    name: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__": {"admin": true}}',
    mustFail: true,
  },
  { name: 'text/plain', contentType: 'text/plain', payload: 'email=a@b.c', mustFail: true },
  {
    name: 'unknown content type',
    contentType: 'application/x-unknown',
    payload: '\u0000\u0001',
    mustFail: true,
  },
  {
    name: 'form with wrong fields',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'foo=bar&email=',
    mustFail: false,
  },
  { name: 'missing fields', contentType: 'application/json', payload: '{}', mustFail: false },
];

describe.each(['anonymous', 'signed in'])('malformed bodies, %s', (who) => {
  it.each(CASES)(
    '$name: every POST route answers 4xx JSON with a message',
    async ({ contentType, payload, mustFail }) => {
      expect(postRoutes.length).toBeGreaterThanOrEqual(16);
      // One sign-in (argon2id) serves the routes until an answer may have changed the session: after
      // anything but a 4xx (a POST that worked may sign out, end sessions or change the password) the
      // next route gets a fresh one, and a 401 is retried once with a fresh one, so every route is
      // asked signed in with a live session.
      let token: string | null = null;
      const send = async (url: string, fresh: boolean) => {
        const headers: Record<string, string> = { 'content-type': contentType };
        if (who === 'signed in') {
          if (fresh || !token) token = (await login(t.app, email)).body.data.tokens.accessToken as string;
          headers.authorization = `Bearer ${token}`;
        }
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        if (res.statusCode < 400 || res.statusCode >= 500) token = null;
        return res;
      };
      for (const url of postRoutes) {
        let res = await send(url, false);
        if (who === 'signed in' && res.statusCode === 401) res = await send(url, true);
        const context = `${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (mustFail || res.statusCode >= 400) {
          expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(res.headers['content-type'], context).toMatch(/application\/json/);
          const body = res.json();
          expect(body.success, context).toBe(false);
          expect(typeof body.error, context).toBe('string');
          expect(body.message, context).toMatch(/\w/);
        }
      }
    },
    // Every POST route of the app, signed in: a few seconds on a busy machine, more as routes are added.
    120_000,
  );
});
