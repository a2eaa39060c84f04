import { mlAnalysisSchema, mlOverviewSchema, mlTuningSchema } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../src/lib/prng';
import { getMarketService, revenueIndex } from '../src/modules/market/index';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// ML optimization (docs/ml-optimization.md) over a synthetic team whose observed revenue is made
// from a known weight vector plus noise: the refit finds it, applying it re-orders the team's
// discovery results, reverting restores them; another team sees none of it.

let t: TestApp;
let me: Owner;
let other: Owner;
let member: Owner;
/** The truth: ease matters far more than the default 0.4 says (confidence has no spread: kept at 0.1). */
const TRUTH = { revenue: 0.1, ease: 0.8, confidence: 0.1 };
const DAYS = 120;

const overview = (o: Owner) => get(t.app, '/api/ml-optimization', o.token);
const act = (o: Owner, id: string, action: string, payload?: unknown) =>
  post(t.app, `/api/ml-optimization/tunings/${id}/${action}`, payload, o.token);
const topIds = async (o: Owner, query = '') => {
  const res = await get(t.app, `/api/payout-data/search?limit=20${query}`, o.token);
  expect(res.status).toBe(200);
  return res.body.data as { items: Array<{ id: string; quantumScore: number; tier: number }>; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  me = await owner(t.app);
  other = await owner(t.app);
  member = await owner(t.app);
  await sqlRows(t.app, `delete from team_members where user_id = '${member.userId}'`);
  await sqlRows(
    t.app,
    `insert into team_members (team_id, user_id, role) values ('${me.teamId}', '${member.userId}', 'member')`,
  );
  t.app.services.actors.forget(member.userId);
  const market = getMarketService();
  const view = market.view({});
  const rng = new Rng(11);
  const normal = () =>
    Math.sqrt(-2 * Math.log(Math.max(rng.next(), 1e-12))) * Math.cos(2 * Math.PI * rng.next());
  // 36 sites: 6 verticals at different payouts x 6 places spread along each vertical's order.
  const verticals = [
    'roofing',
    'plumbing',
    'dentist',
    'personal-injury-lawyer',
    'locksmith',
    'solar-installation',
  ];
  for (const slug of verticals) {
    const v = market.marketIndex.verticalIdx(slug);
    if (v === undefined) throw new Error(`no vertical ${slug}`);
    const order = view.blocks[v].qOrder;
    for (let i = 0; i < 6; i++) {
      const p = order[200 + i * 2500];
      const o = market.toOpportunity(view, v, p);
      const score =
        TRUTH.revenue * revenueIndex(o.estimatedMonthlyRevenue, market.marketIndex.bounds) +
        TRUTH.ease * (100 - o.competition);
      const perMonth = 10 ** (0.04 * score + 0.02 * normal()) - 1;
      const site = await insertSite(t.app, me, {
        verticalSlug: slug,
        withVersion: true,
        name: `${slug} ${i}`,
      });
      await sqlRows(
        t.app,
        `update sites set deployed_at = now() - interval '${DAYS} days', opportunity_id = '${o.id}' where id = '${site.id}'`,
      );
      await sqlRows(
        t.app,
        `insert into leads (team_id, site_id, page, name, status, value, demo, created_at)
         values ('${me.teamId}', '${site.id}', '/', 'L', 'accepted', ${((perMonth * DAYS) / 30.4375).toFixed(2)}, false, now() - interval '10 days')`,
      );
    }
  }
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/ml-optimization', () => {
  it('answers each site’s prediction and outcome, and the calibration', async () => {
    const res = await overview(me);
    expect(res.status).toBe(200);
    const o = mlOverviewSchema.parse(res.body.data);
    expect(o.scope).toBe('live');
    expect(o.totals.sites).toBe(36);
    expect(o.totals.usableSites).toBe(36);
    expect(o.sites.every((s) => s.leads === 1 && s.scoreBasis === 'scored-now')).toBe(true);
    expect(o.calibration.bins.reduce((s, b) => s + b.sites, 0)).toBe(36);
    expect(o.calibration.byTier.reduce((s, g) => s + g.sites, 0)).toBe(36);
    expect(o.settings.weights).toEqual({ revenue: 0.5, ease: 0.4, confidence: 0.1 });
    expect(o.notEnoughData).toEqual([]);
    expect(o.suggestions).toEqual([]);
  });

  it('says how much data is missing for a team without sites', async () => {
    const o = mlOverviewSchema.parse((await overview(other)).body.data);
    expect(o.scope).toBe('none');
    expect(o.notEnoughData[0]).toMatchObject({ have: 0, need: 12 });
    const a = mlAnalysisSchema.parse(
      (await post(t.app, '/api/ml-optimization/analyze', undefined, other.token)).body.data,
    );
    expect(a.suggestions).toEqual([]);
    expect(a.notEnoughData[0].message).toMatch(/at least 12 sites live for 30 days/);
  });
});

describe('analyze, apply, revert', () => {
  let weightsId = '';
  let tiersId = '';

  it('recovers the known weights with a held-out gain', async () => {
    const res = await post(t.app, '/api/ml-optimization/analyze', undefined, me.token);
    expect(res.status).toBe(200);
    const a = mlAnalysisSchema.parse(res.body.data);
    const w = a.suggestions.find((s) => s.kind === 'score-weights');
    weightsId = w?.id ?? '';
    tiersId = a.suggestions.find((s) => s.kind === 'tier-thresholds')?.id ?? '';
    expect(w?.status).toBe('suggested');
    expect(w?.evaluation.significant).toBe(true);
    expect(w?.evaluation.sites).toBe(36);
    for (const p of w?.evaluation.parameters ?? []) {
      const truth = TRUTH[p.name as keyof typeof TRUTH];
      expect(truth).toBeGreaterThanOrEqual((p.low ?? 1) - 1e-9);
      expect(truth).toBeLessThanOrEqual((p.high ?? 0) + 1e-9);
    }
    const [rank] = w?.evaluation.heldOut.rows ?? [];
    expect(rank.suggested).toBeGreaterThan(rank.current);
    expect(tiersId).not.toBe('');
  });

  it('is not applied until accepted, and only by owners and admins', async () => {
    expect(mlOverviewSchema.parse((await overview(me)).body.data).settings.weights.ease).toBe(0.4);
    const res = await act(member, weightsId, 'apply');
    expect(res.status).toBe(403);
  });

  it('applying the weights re-orders the team’s discovery; reverting restores it', async () => {
    const before = await topIds(me);
    const res = await act(me, weightsId, 'apply');
    expect(res.status).toBe(200);
    expect(mlTuningSchema.parse(res.body.data).status).toBe('applied');
    const after = await topIds(me);
    expect(after.items.map((i) => i.id)).not.toEqual(before.items.map((i) => i.id));
    // Another team's discovery keeps the default scoring.
    expect((await topIds(other)).items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
    const o = mlOverviewSchema.parse((await overview(me)).body.data);
    expect(o.settings.weightsTuningId).toBe(weightsId);
    expect(o.settings.weights.ease).toBeGreaterThan(0.6);
    expect((await act(me, weightsId, 'apply')).status).toBe(409);
    expect((await act(me, weightsId, 'revert')).status).toBe(200);
    expect((await topIds(me)).items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
  });

  it('applying tier cut points re-tiers the team’s markets', async () => {
    const tuning = mlTuningSchema.parse(
      (await get(t.app, '/api/ml-optimization/tunings', me.token)).body.data.find(
        (x: { id: string }) => x.id === tiersId,
      ),
    );
    const before = await topIds(me, '&tier=1');
    expect((await act(me, tiersId, 'apply')).status).toBe(200);
    const after = await topIds(me, '&tier=1');
    if (tuning.suggested.tier1 !== 300) expect(after.total).not.toBe(before.total);
    expect(mlOverviewSchema.parse((await overview(me)).body.data).settings.tiers).toEqual(tuning.suggested);
    expect((await act(me, tiersId, 'revert')).status).toBe(200);
    expect((await topIds(me, '&tier=1')).total).toBe(before.total);
    expect((await act(me, tiersId, 'dismiss')).status).toBe(409);
  });

  it('keeps every tuning in the history', async () => {
    const res = await get(t.app, '/api/ml-optimization/tunings', me.token);
    const statuses = res.body.data.map((x: { status: string }) => x.status).sort();
    expect(statuses).toEqual(['reverted', 'reverted']);
  });
});

describe('tenancy and validation', () => {
  it('another team’s tuning answers 404', async () => {
    const [row] = await sqlRows(t.app, `select id from ml_tunings where team_id = '${me.teamId}' limit 1`);
    expect((await act(other, row.id, 'revert')).status).toBe(404);
    expect((await act(other, row.id, 'dismiss')).status).toBe(404);
  });

  it('refuses a malformed id and a body', async () => {
    const bad = await act(me, 'not-a-uuid', 'apply');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id: not a tuning id/);
    const [row] = await sqlRows(t.app, `select id from ml_tunings where team_id = '${me.teamId}' limit 1`);
    expect((await act(me, row.id, 'apply', { force: true })).status).toBe(400);
    const anon = await call(t.app, { method: 'GET', url: '/api/ml-optimization' });
    expect(anon.status).toBe(401);
  });
});
