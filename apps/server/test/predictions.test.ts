import {
  type PerformanceUpdateEvent,
  type Prediction,
  predictionSchema,
  SCENARIOS,
  TIME_RANGES,
  timeRangeDays,
} from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { type Owner, owner } from './leads-fixtures';
import { listenOnLoopback, SocketClients } from './realtime-fixtures';
import { createGoldmine, deploy, placeId } from './sites-fixtures';

// Predictions (docs/product/rules.md#predictions): GET /api/performance/predictions and
// POST /api/performance/calculate-predictions. A fresh deployed site predicts from its opportunity
// (prior); a site with 70 days of synthetic beacon rows predicts from its own history.

let t: TestApp;
let base: string;
let me: Owner;
let stranger: Owner;
let fresh: string; // deployed today, no events
let seasoned: string; // deployed, 70 days of events and leads
let draft: string; // never deployed
const sockets = new SocketClients();
const updates: { mine: PerformanceUpdateEvent[]; theirs: PerformanceUpdateEvent[] } = {
  mine: [],
  theirs: [],
};

const socketOf = (token: string, sink: PerformanceUpdateEvent[]) =>
  sockets.connect(base, token, (s) =>
    s.on('performance:update', (e) => {
      if ('predictedRevenue' in e.metrics) sink.push(e);
    }),
  );

const today = () => new Date().toISOString().slice(0, 10);

async function predict(query: string, token = me.token): Promise<Prediction> {
  const res = await get(t.app, `/api/performance/predictions${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return predictionSchema.parse(res.body.data);
}

/** 20 + weekday bump distinct visitors a day for `days` days before today, one lead every 5 days. */
async function seedHistory(siteId: string, days: number) {
  await sqlRows(
    t.app,
    `insert into site_events (team_id, site_id, event, path, visitor_hash, created_at)
     select '${me.teamId}', '${siteId}', 'pageview', '/', 'h' || d || '-' || i,
            date_trunc('day', now()) - make_interval(days => d) + interval '12 hours'
     from generate_series(1, ${days}) d, generate_series(1, 20 + (d % 7)) i`,
  );
  await sqlRows(
    t.app,
    `insert into leads (team_id, site_id, page, name, status, value, created_at)
     select '${me.teamId}', '${siteId}', '/', 'Lead ' || d, 'accepted', 0,
            date_trunc('day', now()) - make_interval(days => d) + interval '13 hours'
     from generate_series(5, ${days}, 5) d`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
  me = await owner(t.app);
  stranger = await owner(t.app);
  fresh = (await createGoldmine(t.app, me.token)).id;
  await deploy(t.app, me.token, fresh);
  seasoned = (await createGoldmine(t.app, me.token, { opportunityId: `plumbing~${placeId('Dallas', 'TX')}` }))
    .id;
  await deploy(t.app, me.token, seasoned);
  await seedHistory(seasoned, 70);
  draft = (await createGoldmine(t.app, me.token, { opportunityId: `hvac~${placeId('Houston', 'TX')}` })).id;
  await socketOf(me.token, updates.mine);
  await socketOf(stranger.token, updates.theirs);
}, 120_000);

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('GET /api/performance/predictions', () => {
  it('defaults to 90 days, realistic; a fresh deployed site follows its opportunity (prior) and says so', async () => {
    const p = await predict(`?websiteId=${fresh}`);
    expect(p.timeRange).toBe('90d');
    expect(p.scenario).toBe('realistic');
    expect(p.websiteId).toBe(fresh);
    expect(p.basis).toBe('prior');
    expect(p.historyDays).toBe(0);
    expect(p.explanation).toMatch(/opportunity's estimate for Roofing in Austin/);
    expect(p.explanation).toMatch(/Backlinko/);
    expect(p.metrics.visitors).toHaveLength(90);
    expect(p.metrics.visitors[0]!.date).toBe(today());
    expect(p.totals.visitors.median).toBeGreaterThan(0);
    expect(p.totals.revenue.value).toBe(p.totals.revenue.median);
    expect(p.id).not.toBeNull();
  });

  it('every time range and scenario: one point a day, the scenario reads low / median / high', async () => {
    for (const range of TIME_RANGES) {
      for (const scenario of SCENARIOS) {
        const p = await predict(`?websiteId=${fresh}&timeRange=${range}&scenario=${scenario}`);
        expect(p.timeRange).toBe(range);
        expect(p.scenario).toBe(scenario);
        expect(p.metrics.revenue).toHaveLength(timeRangeDays(range));
        for (const m of ['visitors', 'leads', 'revenue'] as const) {
          const b = p.totals[m];
          expect(b.low).toBeLessThanOrEqual(b.median);
          expect(b.median).toBeLessThanOrEqual(b.high);
          const expected = { conservative: b.low, realistic: b.median, aggressive: b.high }[scenario];
          expect(b.value).toBe(expected);
        }
      }
    }
  });

  it('answers 400 naming the field for a bad time range, scenario or website id', async () => {
    for (const [query, field] of [
      ['?timeRange=1y', 'timeRange'],
      ['?timeRange=', 'timeRange'],
      ['?scenario=wild', 'scenario'],
      ['?websiteId=not-a-uuid', 'websiteId'],
    ] as const) {
      const res = await get(t.app, `/api/performance/predictions${query}`, me.token);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await get(t.app, '/api/performance/predictions')).status).toBe(401);
  });

  it("another team's site is 404; their portfolio has no live sites", async () => {
    const res = await get(t.app, `/api/performance/predictions?websiteId=${fresh}`, stranger.token);
    expect(res.status).toBe(404);
    const p = await predict('', stranger.token);
    expect(p.websiteId).toBeNull();
    expect(p.totals.revenue.median).toBe(0);
    expect(p.explanation).toMatch(/No live sites/);
  });

  it('a site with 70 days of history predicts from it', async () => {
    const p = await predict(`?websiteId=${seasoned}`);
    expect(p.basis).toBe('history');
    expect(p.historyDays).toBeGreaterThanOrEqual(70);
    expect(p.explanation).toMatch(/Fitted to the site's own 70 days of history/);
    // about 23 visitors a day: 90 days ~ 2,070
    expect(p.totals.visitors.median).toBeGreaterThan(1700);
    expect(p.totals.visitors.median).toBeLessThan(2500);
    // conversion ~ 14 leads / 1,610 visitors updated from a 5% prior of 40 visitors
    expect(p.totals.leads.median).toBeGreaterThan(10);
    expect(p.totals.leads.median).toBeLessThan(45);
  });

  it('a site that is not live predicts from the prior and says so', async () => {
    const p = await predict(`?websiteId=${draft}`);
    expect(p.basis).toBe('prior');
    expect(p.explanation).toMatch(/not live/);
    expect(p.totals.visitors.median).toBeGreaterThan(0);
  });

  it('the portfolio sums the live sites', async () => {
    const [a, b, all] = [
      await predict(`?websiteId=${fresh}`),
      await predict(`?websiteId=${seasoned}`),
      await predict(''),
    ];
    expect(all.websiteId).toBeNull();
    expect(all.basis).toBe('blend');
    expect(all.explanation).toMatch(/Portfolio of 2 live sites/);
    const sum = a.totals.visitors.median + b.totals.visitors.median;
    expect(Math.abs(all.totals.visitors.median - sum) / sum).toBeLessThan(0.1);
    expect(all.metrics.visitors).toHaveLength(90);
  });

  it('answers the stored prediction within the hour until new data arrives', async () => {
    const first = await predict(`?websiteId=${seasoned}&timeRange=30d`);
    const again = await predict(`?websiteId=${seasoned}&timeRange=30d`);
    expect(again.id).toBe(first.id);
    expect(again.calculatedAt).toBe(first.calculatedAt);
    await sqlRows(
      t.app,
      `insert into site_events (team_id, site_id, event, path, visitor_hash)
       values ('${me.teamId}', '${seasoned}', 'pageview', '/', 'new-visitor')`,
    );
    const after = await predict(`?websiteId=${seasoned}&timeRange=30d`);
    expect(after.id).not.toBe(first.id);
  });

  it('keeps at most 20 stored predictions per site and parameters', async () => {
    for (let i = 0; i < 22; i++) {
      const res = await post(
        t.app,
        '/api/performance/calculate-predictions',
        { websiteId: fresh, parameters: { timeRange: '7d', scenario: 'conservative' } },
        me.token,
      );
      expect(res.status).toBe(200);
    }
    const [row] = await sqlRows(
      t.app,
      `select count(*)::int as n from predictions where site_id = '${fresh}' and time_range = '7d'
         and parameters->>'scenario' = 'conservative'`,
    );
    expect(row.n).toBe(20);
  });
});

describe('POST /api/performance/calculate-predictions', () => {
  it('computes, stores and pushes performance:update with the totals to the owner only', async () => {
    const res = await post(
      t.app,
      '/api/performance/calculate-predictions',
      { websiteId: seasoned, parameters: { timeRange: '30d', scenario: 'aggressive', confidence: 0.9 } },
      me.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = predictionSchema.parse(res.body.data);
    expect(p.scenario).toBe('aggressive');
    // aggressive reads the 90th percentile; the 90% interval reaches the 95th
    expect(p.totals.leads.value).toBeGreaterThan(p.totals.leads.median);
    expect(p.totals.leads.value).toBeLessThanOrEqual(p.totals.leads.high);
    const [row] = await sqlRows(t.app, `select * from predictions where id = '${p.id}'`);
    expect(row.site_id).toBe(seasoned);
    expect(row.team_id).toBe(me.teamId);
    expect(row.time_range).toBe('30d');
    expect(row.parameters).toMatchObject({ scenario: 'aggressive', confidence: 0.9 });
    expect(row.result.totals.revenue.median).toBe(p.totals.revenue.median);
    const until = Date.now() + 5000;
    while (!updates.mine.some((e) => e.siteId === seasoned) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const pushed = updates.mine.find((e) => e.siteId === seasoned)!;
    expect(pushed.metrics).toMatchObject({
      predictedVisitors: p.totals.visitors.value,
      predictedLeads: p.totals.leads.value,
      predictedRevenue: p.totals.revenue.value,
      predictionDays: 30,
    });
    expect(updates.theirs).toHaveLength(0);
  });

  it('defaults the parameters and covers the portfolio without a websiteId', async () => {
    const res = await post(t.app, '/api/performance/calculate-predictions', {}, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ websiteId: null, timeRange: '90d', scenario: 'realistic' });
    const rows = await sqlRows(
      t.app,
      `select * from predictions where id = '${res.body.data.id}' and site_id is null`,
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming the field and 404 for another team', async () => {
    for (const [payload, field] of [
      [{ parameters: { confidence: 2 } }, 'confidence'],
      [{ parameters: { timeRange: '2d' } }, 'timeRange'],
      [{ parameters: { scenario: 'x' } }, 'scenario'],
      [{ websiteId: 'abc' }, 'websiteId'],
    ] as const) {
      const res = await post(t.app, '/api/performance/calculate-predictions', payload, me.token);
      expect(res.status, field).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const res = await post(
      t.app,
      '/api/performance/calculate-predictions',
      { websiteId: seasoned },
      stranger.token,
    );
    expect(res.status).toBe(404);
    expect(updates.theirs).toHaveLength(0);
  });
});
