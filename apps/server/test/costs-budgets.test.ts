import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, outbox, registerVerified, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// Cost budgets (docs/costs.md#budgets): CRUD with validation and roles, another team's budget a 404,
// month-to-date spend from provider_calls, and the alert: once per month at the alert percent, once
// more at 100 %, exactly once when several checks race (the conditional UPDATE), again next month.

let t: TestApp;
let me: Owner;
let other: Owner;
let member: Owner & { email: string };
let mine: string;

const api = (o: { token: string }, method: string, url: string, payload?: unknown) =>
  call(t.app, {
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${o.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function spend(o: Owner, usd: number, at: string, providerId = 'dataforseo', siteId?: string) {
  await sqlRows(
    t.app,
    `insert into provider_calls (team_id, provider_id, operation, success, cost_usd, duration_ms, created_at, site_id)
     values ('${o.teamId}', '${providerId}', 'test', true, ${usd}, 1, '${at}', ${siteId ? `'${siteId}'` : 'null'})`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  other = await owner(t.app);
  const r = await registerVerified(t.app);
  member = { token: r.tokens.accessToken, userId: r.user.id, teamId: me.teamId, email: r.user.email };
  await sqlRows(
    t.app,
    `insert into team_members (team_id, user_id, role) values ('${me.teamId}', '${r.user.id}', 'member')`,
  );
  await sqlRows(t.app, `update users set current_team_id = '${me.teamId}' where id = '${r.user.id}'`);
  t.app.services.actors.forget(r.user.id);
  mine = (await insertSite(t.app, me, { verticalSlug: 'roofing' })).id;
});
afterAll(async () => t?.close());

describe('budgets', () => {
  it('are created by owners and admins, read by members, validated, and 404 across teams', async () => {
    const created = await api(me, 'POST', '/api/costs/budgets', {
      scope: 'site',
      scopeKey: mine,
      monthlyUsd: 50,
      alertAtPercent: 75,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      scope: 'site',
      scopeKey: mine,
      label: 'Test Roofing Co',
      monthlyUsd: 50,
    });
    const id = created.body.data.id;

    const read = await api(member, 'GET', '/api/costs/budgets');
    expect(read.status).toBe(200);
    expect(read.body.data.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await api(member, 'POST', '/api/costs/budgets', { scope: 'total', monthlyUsd: 5 })).status).toBe(
      403,
    );
    expect((await api(member, 'PATCH', `/api/costs/budgets/${id}`, { monthlyUsd: 5 })).status).toBe(403);
    expect((await api(member, 'DELETE', `/api/costs/budgets/${id}`)).status).toBe(403);

    for (const [body, field] of [
      [{ scope: 'weekly', monthlyUsd: 5 }, /scope/],
      [{ scope: 'total', monthlyUsd: -1 }, /monthlyUsd/],
      [{ scope: 'total', monthlyUsd: 5, alertAtPercent: 150 }, /alertAtPercent/],
      [{ scope: 'total', scopeKey: 'x', monthlyUsd: 5 }, /scopeKey/],
      [{ scope: 'provider', monthlyUsd: 5 }, /scopeKey/],
      [{ scope: 'provider', scopeKey: 'nope', monthlyUsd: 5 }, /scopeKey: no provider/],
      [{ scope: 'vertical', scopeKey: 'unicorns', monthlyUsd: 5 }, /scopeKey: no vertical/],
      [{ scope: 'total', monthlyUsd: 5, extra: 1 }, /extra|Unrecognized/i],
    ] as const) {
      const res = await api(me, 'POST', '/api/costs/budgets', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(field);
    }
    expect(
      (await api(other, 'POST', '/api/costs/budgets', { scope: 'site', scopeKey: mine, monthlyUsd: 5 }))
        .status,
    ).toBe(404);
    expect(
      (await api(me, 'POST', '/api/costs/budgets', { scope: 'site', scopeKey: mine, monthlyUsd: 9 })).status,
    ).toBe(409);

    // Another team's budget is a 404, the same as an unknown one.
    expect((await api(other, 'PATCH', `/api/costs/budgets/${id}`, { monthlyUsd: 1 })).status).toBe(404);
    expect((await api(other, 'DELETE', `/api/costs/budgets/${id}`)).status).toBe(404);
    expect((await api(other, 'GET', '/api/costs/budgets')).body.data).toEqual([]);
    expect((await api(me, 'PATCH', '/api/costs/budgets/not-a-uuid', { monthlyUsd: 1 })).status).toBe(400);
    expect((await api(me, 'PATCH', `/api/costs/budgets/${id}`, { monthlyUsd: 'lots' })).status).toBe(400);

    const changed = await api(me, 'PATCH', `/api/costs/budgets/${id}`, {
      monthlyUsd: 60,
      alertAtPercent: 90,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ monthlyUsd: 60, alertAtPercent: 90 });
    expect((await api(me, 'DELETE', `/api/costs/budgets/${id}`)).status).toBe(200);
    expect((await api(me, 'DELETE', `/api/costs/budgets/${id}`)).status).toBe(404);
  });

  it('measures month-to-date spend per scope from the meter rows', async () => {
    const team = await owner(t.app);
    const site = (await insertSite(t.app, team, { verticalSlug: 'plumbing' })).id;
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 30)).toISOString();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    await spend(team, 2, thisMonth, 'dataforseo', site);
    await spend(team, 0.5, thisMonth, 'llm', site);
    await spend(team, 1, thisMonth, 'census-cbp');
    await spend(team, 40, lastMonth, 'dataforseo', site);
    await spend(other, 70, thisMonth, 'dataforseo');
    for (const body of [
      { scope: 'total', monthlyUsd: 1000 },
      { scope: 'provider', scopeKey: 'dataforseo', monthlyUsd: 1000 },
      { scope: 'site', scopeKey: site, monthlyUsd: 1000 },
      { scope: 'vertical', scopeKey: 'plumbing', monthlyUsd: 1000 },
      { scope: 'vertical', scopeKey: 'roofing', monthlyUsd: 1000 },
    ]) {
      expect((await api(team, 'POST', '/api/costs/budgets', body)).status).toBe(201);
    }
    const list = (await api(team, 'GET', '/api/costs/budgets')).body.data;
    expect(list.map((b: { label: string; spentUsd: number }) => [b.label, b.spentUsd])).toEqual([
      ['All metered spend', 3.5],
      [expect.stringMatching(/^DataForSEO/), 2],
      ['Test Roofing Co', 2.5],
      ['Plumbing', 2.5],
      ['Roofing', 0],
    ]);
    const costs = (await api(team, 'GET', '/api/costs')).body.data;
    expect(costs.budgets).toEqual(list);
  });

  it('alerts once at the alert percent and once at 100 % per month, once across racing checks', async () => {
    const team = await owner(t.app);
    const [u] = await sqlRows(t.app, `select email from users where id = '${team.userId}'`);
    // This owner takes performance alerts by mail too.
    expect(
      (await api(team, 'PATCH', '/api/user/notifications', { kinds: { performance_alert: { mail: true } } }))
        .status,
    ).toBe(200);
    const pushed = vi.spyOn(t.app.services.realtime, 'toUserAlways');
    const budgets = t.app.services.costBudgets;
    const actor = await t.app.services.actors.resolve(team.userId);
    const NOW = new Date('2026-11-20T12:00:00Z');

    await spend(team, 7, '2026-11-10T00:00:00Z');
    const b = await budgets.create(actor, { scope: 'total', monthlyUsd: 10, alertAtPercent: 80 }, NOW);
    expect(b).toMatchObject({ spentUsd: 7, percent: 70, alertedMonth: null });

    await spend(team, 1.5, '2026-11-11T00:00:00Z'); // 85 %
    await spend(team, 50, '2026-10-30T00:00:00Z'); // last month: does not count
    const sent = await Promise.all([1, 2, 3, 4].map(() => budgets.checkTeam(team.teamId, NOW)));
    expect(sent.reduce((a, n) => a + n, 0)).toBe(1);
    const [row] = await sqlRows(t.app, `select alerted_month from cost_budgets where id = '${b.id}'`);
    expect(row.alerted_month).toBe('2026-11');
    const toOwner = () =>
      pushed.mock.calls.filter(([userId, event]) => userId === team.userId && event === 'user:notification');
    expect(toOwner()).toHaveLength(1);
    expect(toOwner()[0]![2]).toMatchObject({ title: 'Budget alert: All metered spend', kind: 'cost.budget' });
    expect((toOwner()[0]![2] as { message: string }).message).toContain('$8.50 of $10.00 (85 %)');
    expect(await budgets.checkTeam(team.teamId, NOW)).toBe(0);

    await spend(team, 2, '2026-11-12T00:00:00Z'); // 105 %
    expect(await budgets.checkAll(NOW)).toBeGreaterThanOrEqual(1);
    expect(await budgets.checkTeam(team.teamId, NOW)).toBe(0);
    expect(toOwner()).toHaveLength(2);
    expect(toOwner()[1]![2]).toMatchObject({ title: 'Budget used up: All metered spend', type: 'error' });
    const mails = await outbox(t.app, u.email);
    expect(
      mails.map((m: { subject: string }) => m.subject).filter((s: string) => s.startsWith('Budget')),
    ).toEqual(
      expect.arrayContaining(['Budget alert: All metered spend', 'Budget used up: All metered spend']),
    );

    // Next month starts over: nothing spent yet, then 90 %.
    const DEC = new Date('2026-12-05T12:00:00Z');
    expect(await budgets.checkTeam(team.teamId, DEC)).toBe(0);
    await spend(team, 9, '2026-12-02T00:00:00Z');
    expect(await budgets.checkTeam(team.teamId, DEC)).toBe(1);
    expect(await budgets.checkTeam(team.teamId, DEC)).toBe(0);
    const [dec] = await sqlRows(t.app, `select alerted_month from cost_budgets where id = '${b.id}'`);
    expect(dec.alerted_month).toBe('2026-12');
    pushed.mockRestore();
  });
});
