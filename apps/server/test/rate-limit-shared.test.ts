import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { SharedWindowLimiter } from '../src/modules/leads/window-limiter';
import { hitWindow, sweepWindows } from '../src/plugins/shared-rate-limit-store';
import { post } from './helpers';
import { formFields, insertSite, owner, postForm } from './leads-fixtures';
import { adminUrl, type TwoInstances, twoInstances } from './scale-out-fixtures';

// The rate limiter's windows in the database: with PostgreSQL several processes share them, so N
// processes do not grant N times the allowance.

describe('rate-limit windows in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ DATABASE_URL: '', DATA_DIR: '', inMemory: true });
  });
  afterAll(() => database?.close());

  it('counts hits in a window, and starts a new window once it has passed', async () => {
    const key = `k-${randomBytes(4).toString('hex')}`;
    const first = await hitWindow(database.db, key, 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await hitWindow(database.db, key, 300)).current).toBe(2);
    expect((await hitWindow(database.db, key, 300)).current).toBe(3);
    expect((await hitWindow(database.db, `${key}-other`, 300)).current).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    expect((await hitWindow(database.db, key, 300)).current).toBe(1);
  });

  it('counts every one of many concurrent hits', async () => {
    const key = `c-${randomBytes(4).toString('hex')}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => hitWindow(database.db, key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    await sweepWindows(database.db); // keeps windows younger than a day
    expect((await hitWindow(database.db, key, 60_000)).current).toBe(26);
  });

  it("the lead form's limiter: a short and a long window, a refusal by the short one spares the long", async () => {
    const limiter = new SharedWindowLimiter(database.db, [
      { max: 2, windowMs: 300 },
      { max: 3, windowMs: 60_000 },
    ]);
    const key = `lead-${randomBytes(4).toString('hex')}`;
    const max = async () => (await limiter.hit(key))?.max ?? null;
    expect([await max(), await max(), await max()]).toEqual([null, null, 2]);
    expect(await limiter.hit(`${key}-other`)).toBeNull();
    await new Promise((r) => setTimeout(r, 350));
    expect(await max()).toBeNull(); // a new short window; the 3rd hit of the long one
    expect(await max()).toBe(3);
  });
});

describe.skipIf(!adminUrl)('two instances on one PostgreSQL share the auth rate limit', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await twoInstances({ AUTH_RATE_LIMIT_MAX: 4 });
  }, 120_000);
  afterAll(() => instances?.close());

  it('refuses the fifth login attempt of a minute, whichever instance takes it', async () => {
    const attempt = (i: number) =>
      post(i % 2 ? instances.two : instances.one, '/api/auth/login', {
        email: 'nobody@example.com',
        password: 'wrong password',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const refused = await attempt(1);
    expect(refused.body.message).toBe('Rate limit exceeded. Please try again later.');
  });

  it("refuses the lead form's sixth post of a minute from one address, whichever instance takes it", async () => {
    const me = await owner(instances.one);
    const site = await insertSite(instances.one, me);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 ? instances.two : instances.one;
      const res = await postForm(app, formFields(site.id, { name: `Visitor ${i}` }), { ip: '10.9.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });
});
