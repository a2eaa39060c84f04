import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlRows, type TestApp } from './helpers';
import { insertSite, owner } from './leads-fixtures';

// What the hostile-input suite found: answers of Fastify's router that were not the JSON envelope.

let t: TestApp;
let token: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const o = await owner(t.app);
  token = o.token;
  siteId = (await insertSite(t.app, o)).id;
});
afterAll(() => t.close());

describe('input guards', () => {
  it('a malformed %-escape or an over-long path segment is the JSON envelope, without the path', async () => {
    const cases: Array<[string, number]> = [
      ['/api/sites/%ZZ', 400],
      ['/s/x%c0', 400],
      [`/api/sites/${'a'.repeat(500)}`, 414],
      [`/api/leads/${encodeURIComponent('é'.repeat(200))}`, 414],
    ];
    for (const [url, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json(), url).toMatchObject({ success: false, error: expect.any(String), message: /\w/ });
      expect(res.body, url).not.toContain(url.slice(5, 40));
    }
  });
});
