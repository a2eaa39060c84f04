import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { backfillDemoHistory, HISTORY_LABEL, HISTORY_LIFT } from '../src/modules/demo/demo.history';
import { createTestApp, get, sqlRows, type TestApp } from './helpers';
import { createGoldmine, deploy, user } from './sites-fixtures';

// The causal framework (docs/causal.md): deploys are recorded as interventions; with no history
// they say not enough data; with 120 days of visits and a back-dated change whose site rose by
// 25 %, the estimate finds the lift inside its 90 % interval; another team gets 404; the engine
// writes one insight per intervention.

let t: TestApp;
let ada: string;
let bob: string;
let adaTeam: string;
const siteIds: string[] = [];

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await user(t.app);
  bob = await user(t.app);
  for (let i = 0; i < 3; i++) {
    const site = await createGoldmine(t.app, ada, { business: { name: `Causal Roofing ${i + 1}` } });
    await deploy(t.app, ada, site.id);
    siteIds.push(site.id);
  }
  const [row] = await sqlRows(t.app, `select team_id from sites where id = '${siteIds[0]}'`);
  adaTeam = row.team_id;
  await waitFor(
    async () =>
      (await sqlRows(t.app, `select id from site_interventions where team_id = '${adaTeam}'`)).length === 3,
  );
}, 120_000);
afterAll(() => t?.close());

describe('causal: interventions', () => {
  it('records each deploy once, labelled with its version, and says not enough data yet', async () => {
    const res = await get(t.app, '/api/intelligence/causal', ada);
    expect(res.status).toBe(200);
    const list = res.body.data.interventions;
    expect(list).toHaveLength(3);
    for (const i of list) {
      expect(i.kind).toBe('deploy');
      expect(i.label).toBe('Version 1 deployed');
      expect(i.estimate.status).toBe('not_enough_data');
      expect(i.estimate.reason).toMatch(/days of data before the intervention/);
    }
    expect(res.body.data.sites.map((s: { id: string }) => s.id).sort()).toEqual([...siteIds].sort());
    const one = await get(t.app, `/api/intelligence/causal?siteId=${siteIds[0]}`, ada);
    expect(one.body.data.interventions).toHaveLength(1);
  });

  it('answers 400 for a bad metric or id, 404 for another team', async () => {
    const bad = await get(t.app, '/api/intelligence/causal?metric=revenue', ada);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/metric/);
    expect((await get(t.app, '/api/intelligence/causal/interventions/nope', ada)).status).toBe(400);
    const [first] = (await get(t.app, '/api/intelligence/causal', ada)).body.data.interventions;
    expect((await get(t.app, `/api/intelligence/causal/interventions/${first.id}`, bob)).status).toBe(404);
    expect((await get(t.app, '/api/intelligence/causal', bob)).body.data.interventions).toEqual([]);
  });
});

describe('causal: an estimate from 120 days of visits', () => {
  beforeAll(async () => {
    await backfillDemoHistory(t.app.db as unknown as Db, adaTeam, siteIds);
  }, 120_000);

  it('finds the back-dated lift: significant and near the injected +25 %', async () => {
    const list = (await get(t.app, '/api/intelligence/causal', ada)).body.data.interventions;
    const change = list.find((i: { label: string }) => i.label === HISTORY_LABEL);
    expect(change.siteId).toBe(siteIds[1]);
    const res = await get(t.app, `/api/intelligence/causal/interventions/${change.id}?metric=visitors`, ada);
    expect(res.status).toBe(200);
    const e = res.body.data.estimate;
    expect(e.status).toBe('ok');
    expect(e.preDays).toBeGreaterThanOrEqual(80);
    expect(e.postDays).toBe(34);
    expect(e.controls.map((c: { ref: string }) => c.ref).sort()).toEqual([siteIds[0], siteIds[2]].sort());
    expect(e.effect.significant).toBe(true);
    // Near the injected lift (the interval's coverage over many draws is the estimator's unit test).
    expect(Math.abs(e.effect.relative - HISTORY_LIFT)).toBeLessThan(0.15);
    expect(e.effect.relativeUpper).toBeGreaterThan(e.effect.relative);
    expect(e.effect.probabilityPositive).toBeGreaterThan(0.95);
    expect(e.series.length).toBe(e.preDays + e.postDays + 1);
    // The actual series is the rollups' distinct visitors.
    const day = e.series[10].day;
    const [rollup] = await sqlRows(
      t.app,
      `select visitors from site_event_days where site_id = '${siteIds[1]}' and day = '${day}'`,
    );
    expect(e.series[10].actual).toBe(Number(rollup.visitors));
    // Leads: none at all, so not enough data; positions: none tracked.
    const leads = await get(t.app, `/api/intelligence/causal/interventions/${change.id}?metric=leads`, ada);
    expect(leads.body.data.estimate.status).toBe('not_enough_data');
    const positions = await get(
      t.app,
      `/api/intelligence/causal/interventions/${change.id}?metric=position`,
      ada,
    );
    expect(positions.body.data.estimate.reason).toMatch(/No tracked position/);
  });

  it('the engine writes one insight per intervention with its figures and link', async () => {
    const engine = t.app.services.engines.definition('causal')!;
    const result = await engine.run({
      teamId: adaTeam,
      userId: null,
      action: 'estimate',
      params: {},
      progress: () => {},
      signal: new AbortController().signal,
    });
    expect(result.insights).toHaveLength(4);
    expect(result.summary).toMatch(/1 of 4 interventions estimated, 1 significant/);
    const lift = result.insights.find((i) => i.title.startsWith(HISTORY_LABEL))!;
    expect(lift.severity).toBe('success');
    expect(lift.title).toMatch(/\+\d+ visitors\/day \(90 % interval \+\d+ to \+\d+\)/);
    expect(lift.link).toMatch(/^\/intelligence\/causal\?intervention=/);
    expect(lift.key).toMatch(/^causal:/);
    expect(lift.figures.find((f) => f.label === 'Average effect')?.value).toBeGreaterThan(0);
    const waiting = result.insights.filter((i) => i.severity === 'info');
    expect(waiting).toHaveLength(3);
  });
});
