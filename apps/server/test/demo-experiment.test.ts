import { AB_MIN_VISITORS_PER_VARIANT } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, get, type ListeningTestApp, post, sqlRows } from './helpers';
import { user } from './sites-fixtures';

// The demo portfolio's A/B test (docs/product/rules.md#demo-portfolio): the first demo site's home
// page runs a test whose simulated visitors, sent over loopback through the host, the beacon and the
// counting like any visitor, call more often when served B. The stop rule must find B the winner.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: ListeningTestApp;
let token: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  // About 400 visitors of the test in 18 s, with the site visitors: under the beacon's 600 a minute
  // from one address (every demo visitor comes from loopback), and still over the 2 x 100 the stop
  // rule needs when a busy machine (CI on PostgreSQL) runs a third of the ticks late.
  t.app.services.demo.configure({
    burstMs: 12_000,
    trickleMs: 6_000,
    tickMs: 400,
    trickleTickMs: 1_500,
    leadGapMs: 5_000,
    trickleLeadGapMs: 5_000,
    abVisitorsPerTick: 12,
  });
  token = await user(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe('the demo A/B test', () => {
  it('reaches a winner, B, with P(B beats A) > 0.95 from simulated visitors', async () => {
    expect((await post(t.app, '/api/demo', undefined, token)).status).toBe(202);
    const started = Date.now();
    let exp: any = null;
    while (Date.now() - started < 110_000) {
      const demo = (await get(t.app, '/api/demo', token)).body.data;
      for (const s of demo.sites ?? []) {
        const list = await get(t.app, `/api/sites/${s.id}/experiments`, token);
        exp = list.body.data?.items?.[0] ?? exp;
      }
      if (exp && exp.status !== 'running') break;
      if (exp) exp = (await get(t.app, `/api/experiments/${exp.id}`, token)).body.data;
      if (exp && exp.status !== 'running') break;
      await sleep(1000);
    }
    expect(exp, 'the demo started an A/B test').toBeTruthy();
    expect(exp.status).toBe('won');
    expect(exp.winner).toBe('B');
    expect(exp.stats.probabilityBBeatsA).toBeGreaterThan(0.95);
    expect(exp.stats.a.visitors).toBeGreaterThanOrEqual(AB_MIN_VISITORS_PER_VARIANT);
    expect(exp.stats.b.visitors).toBeGreaterThanOrEqual(AB_MIN_VISITORS_PER_VARIANT);
    expect(exp.stats.b.rate).toBeGreaterThan(exp.stats.a.rate);
    // Counted from the stored beacon events, not canned: the events carry the variants.
    const rows = await sqlRows(
      t.app,
      `select variant, count(distinct visitor_hash)::int as n from site_events
       where site_id = '${exp.siteId}' and path = '/' and event = 'pageview' and variant is not null
       group by variant order by variant`,
    );
    expect(rows.map((r) => r.variant)).toEqual(['A', 'B']);
    expect(rows[0].n).toBeGreaterThanOrEqual(exp.stats.a.visitors);
    expect(rows[1].n).toBeGreaterThanOrEqual(exp.stats.b.visitors);
    // Removing the demo removes its test with its site.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/demo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await sqlRows(t.app, `select id from experiments where id = '${exp.id}'`)).toEqual([]);
  }, 150_000);
});
