import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodStarts } from '../src/lib/periods';
import { createMeter } from '../src/modules/metering/meter';
import { ProviderCallError } from '../src/modules/providers/provider.types';
import { createTestApp, get, register, sqlRows, type TestApp } from './helpers';

// The provider meter: every call recorded (success and failure, cost, duration, secrets blanked),
// and scraperStats read from the meter's rows.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('meter', () => {
  async function teamOf(userId: string): Promise<string> {
    const [row] = await sqlRows(t.app, `select team_id from team_members where user_id = '${userId}'`);
    return row.team_id;
  }

  it('with no calls every figure is 0 and lastUsed is null', async () => {
    const a = await register(t.app);
    const res = await get(t.app, '/api/providers/usage', a.tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.scraperStats).toEqual({
      totalCalls: 0,
      successRate: 0,
      costPerCall: 0,
      monthlySpend: 0,
      dailySpend: 0,
      avgResponseTime: 0,
      lastUsed: null,
    });
    expect(res.body.data.byProvider).toEqual([]);
  });

  it('records success and failure with duration, cost and status, and blanks secrets', async () => {
    const a = await register(t.app);
    const teamId = await teamOf(a.user.id);
    const meter = createMeter(t.app.db, t.app.log);
    const scope = { teamId, userId: a.user.id };
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

    const ok = await meter.call(scope, { id: 'dataforseo' }, 'keyword-volume:plumbing', async () => {
      await wait(30);
      return { measurements: [], costUsd: 0.075, status: 200 };
    });
    expect(ok.costUsd).toBe(0.075);
    await expect(
      meter.call(
        scope,
        { id: 'dataforseo' },
        'keyword-volume:plumbing',
        async () => {
          await wait(10);
          throw new ProviderCallError('Bad key SECRET-123 refused', 401, 0.01);
        },
        ['SECRET-123'],
      ),
    ).rejects.toThrow(ProviderCallError);
    await expect(
      meter.call(scope, { id: 'census-cbp' }, 'business-counts:plumbing', async () => {
        throw new TypeError('fetch failed');
      }),
    ).rejects.toThrow('fetch failed');

    const rows = await sqlRows(
      t.app,
      `select provider_id, operation, success, status, cost_usd::float8 as cost, duration_ms, error
       from provider_calls where team_id = '${teamId}' order by created_at`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      provider_id: 'dataforseo',
      success: true,
      status: 200,
      cost: 0.075,
      error: null,
    });
    expect(rows[0].duration_ms).toBeGreaterThanOrEqual(25);
    expect(rows[1]).toMatchObject({ success: false, status: 401, cost: 0.01 });
    expect(rows[1].error).toBe('Bad key *** refused');
    expect(rows[1].duration_ms).toBeGreaterThanOrEqual(5);
    expect(rows[2]).toMatchObject({ provider_id: 'census-cbp', success: false, status: null, cost: 0 });
    expect(rows[2].error).toMatch(/fetch failed/);

    const usage = (await get(t.app, '/api/providers/usage', a.tokens.accessToken)).body.data;
    const s = usage.scraperStats;
    expect(s.totalCalls).toBe(3);
    expect(s.successRate).toBe(33.3);
    expect(s.costPerCall).toBeCloseTo(0.085 / 3, 6);
    expect(s.monthlySpend).toBeCloseTo(0.085, 6);
    expect(s.dailySpend).toBeCloseTo(0.085, 6);
    const avg = Math.round(rows.reduce((sum, r) => sum + r.duration_ms, 0) / 3);
    expect(s.avgResponseTime).toBe(avg);
    expect(Date.parse(s.lastUsed)).toBeGreaterThan(Date.now() - 60_000);
    const dfs = usage.byProvider.find((p: { providerId: string }) => p.providerId === 'dataforseo');
    expect(dfs).toMatchObject({ totalCalls: 2, successes: 1, failures: 1, successRate: 50 });
    expect(dfs.name).toMatch(/DataForSEO/);
  });

  it('counts spend by calendar month and day (UTC) from the rows', async () => {
    const a = await register(t.app);
    const teamId = await teamOf(a.user.id);
    const { monthStart, dayStart } = periodStarts(new Date());
    const insert = (at: Date, cost: number, success = true) =>
      sqlRows(
        t.app,
        `insert into provider_calls (team_id, user_id, provider_id, operation, success, status, cost_usd, duration_ms, created_at)
         values ('${teamId}', '${a.user.id}', 'dataforseo', 'keyword-volume:test', ${success}, 200, ${cost}, 100, '${at.toISOString()}')`,
      );
    await insert(new Date(monthStart.getTime() - 3_600_000), 1); // last month
    await insert(new Date(Math.max(monthStart.getTime(), dayStart.getTime() - 3_600_000)), 2); // this month, maybe yesterday
    await insert(new Date(dayStart.getTime() + 1000), 4, false); // today
    const s = (await get(t.app, '/api/providers/usage', a.tokens.accessToken)).body.data.scraperStats;
    expect(s.totalCalls).toBe(3);
    expect(s.monthlySpend).toBe(6);
    const yesterdayInMonth = dayStart.getTime() - 3_600_000 >= monthStart.getTime();
    expect(s.dailySpend).toBe(yesterdayInMonth ? 4 : 6);
    expect(s.costPerCall).toBeCloseTo(7 / 3, 6);
    expect(s.successRate).toBe(66.7);
    expect(s.avgResponseTime).toBe(100);
    expect(s.lastUsed).toBe(new Date(dayStart.getTime() + 1000).toISOString());

    // Another team's figures are untouched by these rows.
    const b = await register(t.app);
    const other = (await get(t.app, '/api/providers/usage', b.tokens.accessToken)).body.data.scraperStats;
    expect(other.totalCalls).toBe(0);
  });
});
