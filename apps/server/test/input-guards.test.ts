import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sqlRows, type TestApp } from './helpers';
import { insertSite, owner } from './leads-fixtures';

// What the hostile-input suite found: answers of Fastify's router that were not the JSON envelope,
// text with NUL (PostgreSQL cannot store it: a 500), and a beacon with NUL that cost the whole
// batch of buffered events its insert.

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

  it('text with a NUL character is a 400 naming the field, from JSON, forms, queries and paths', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const cases: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'a\u0000', email: 'a@example.com', message: 'hi' },
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: 'name=a%00&email=a%40example.com&message=hi',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { method: 'DELETE', url: '/api/saved-opportunities/a%00b', headers: auth },
      { method: 'GET', url: '/api/payout-data/places?q=%00', headers: auth },
      {
        method: 'PATCH',
        url: `/api/sites/${siteId}`,
        payload: { business: { name: 'x\u0000' } },
        headers: auth,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'invalid_text', message: /NUL/ });
    }
    // The same requests without the NUL are fine (the guard is only about NUL).
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a', email: 'a@example.com', message: 'hi' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a beacon with a NUL character is refused, and the events around it are stored', async () => {
    await t.app.services.leads.flushEvents();
    const count = async () =>
      (await sqlRows(t.app, `select count(*)::int as n from site_events where site_id = '${siteId}'`))[0].n;
    const before = await count();
    const beacon = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/events',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ siteId, path, referrer: '', event: 'pageview' }),
      });
    expect((await beacon('/one')).statusCode).toBe(204);
    const bad = await beacon('/two\u0000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path: .*NUL/);
    expect((await beacon('/three')).statusCode).toBe(204);
    await t.app.services.leads.flushEvents();
    expect(await count()).toBe(before + 2);
  });
});
