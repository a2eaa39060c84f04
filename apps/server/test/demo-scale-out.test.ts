import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, registerVerified, sqlRows } from './helpers';
import { adminUrl, type TwoInstances, twoInstances } from './scale-out-fixtures';

// The demo portfolio on two instances of one PostgreSQL database (PostgreSQL only): one load per
// team across both (409 on the other), the other sees the same status, a DELETE on the other stops
// the run where it runs, and a run whose process stopped is taken over by the other one.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(
  what: string,
  check: () => Promise<boolean>,
  timeout: number,
  state?: () => Promise<string>,
) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end)
      throw new Error(`timed out waiting for: ${what}${state ? `; state: ${await state()}` : ''}`);
    await sleep(300);
  }
}

describe.skipIf(!adminUrl)('demo portfolio on two instances of one PostgreSQL', () => {
  let instances: TwoInstances | undefined;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    instances = await twoInstances({}, (app) =>
      app.services.demo.configure({
        burstMs: 6_000,
        trickleMs: 600_000, // the traffic window outlasts any slow step of the test on a busy machine
        tickMs: 300,
        trickleTickMs: 500,
        leadGapMs: 3_000,
        trickleLeadGapMs: 5_000,
        heartbeatMs: 500,
        staleMs: 3_000,
      }),
    );
    ({ one, two } = instances);
    token = (await registerVerified(one)).tokens.accessToken;
  }, 120_000);

  afterAll(async () => {
    await instances?.close();
  });

  it('one load per team across instances; the other sees it; DELETE there stops the run here', async () => {
    expect((await post(one, '/api/demo', undefined, token)).status).toBe(202);
    expect((await post(two, '/api/demo', undefined, token)).status).toBe(409);
    await until(
      'ready with a lead, seen from the other instance',
      async () => {
        const s = (await get(two, '/api/demo', token)).body.data;
        return s.status === 'ready' && s.counts.leads >= 1;
      },
      60_000,
    );
    expect(one.services.demo.running()).toHaveLength(1);
    expect(two.services.demo.running()).toHaveLength(0);

    const removed = await call(two, {
      method: 'DELETE',
      url: '/api/demo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.body.data.sites).toBe(3);
    await until(
      'the run on the first instance stopped',
      async () => one.services.demo.running().length === 0,
      10_000,
    );
    await sleep(1_500);
    for (const table of ['sites', 'leads', 'site_events', 'renters']) {
      const rows = await sqlRows(one, `select count(*)::int as n from ${table} where demo`);
      expect(rows[0].n, table).toBe(0);
    }
  }, 90_000);

  it('a run whose process stopped is taken over by the other instance', async () => {
    const t0 = Date.now();
    expect((await post(one, '/api/demo', undefined, token)).status).toBe(202);
    await until(
      'ready',
      async () => (await get(two, '/api/demo', token)).body.data.status === 'ready',
      60_000,
    );
    const ready = (await get(two, '/api/demo', token)).body.data;
    expect(ready.error).toBeNull(); // a slow step on a busy machine is not mistaken for a dead process
    expect(one.services.demo.running()).toHaveLength(1);
    const tReady = Date.now();
    await one.close(); // its run stops where it is; the state row keeps the rest of the traffic window
    const tClosed = Date.now();
    const before = (await get(two, '/api/demo', token)).body.data.counts.visits;
    await until(
      'taken over',
      async () => two.services.demo.running().length === 1,
      30_000,
      async () =>
        `ready after ${tReady - t0} ms, closed in ${tClosed - tReady} ms, marker ${JSON.stringify(
          (await sqlRows(two, `select value from app_settings where key like 'demo:%'`))[0],
        )}`,
    );
    await until(
      'more visits from the new owner',
      async () => (await get(two, '/api/demo', token)).body.data.counts.visits > before,
      20_000,
    );
    expect(two.services.demo.stats().visits).toBeGreaterThan(0);
    const removed = await call(two, {
      method: 'DELETE',
      url: '/api/demo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.body.data.sites).toBe(3);
  }, 150_000);
});
