import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryCalls, expect400, type Opp, PASADENA_PLUMBING } from './discovery-fixtures';
import { createTestApp, get, type Registered, register, sqlRows, type TestApp } from './helpers';

// Market discovery through the HTTP API, a user's and a team's own state: overrides that re-score one
// vertical for one team only, and saved opportunities that belong to their team.

let t: TestApp;
let a: Registered;
let b: Registered;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await register(t.app), await register(t.app)];
});
afterAll(() => t.close());

const { req, getA, getB } = discoveryCalls(() => ({ app: t.app, a, b }));

describe('payout overrides', () => {
  it('re-score that vertical for the caller only, and user scope beats team scope', async () => {
    const c = await register(t.app);
    const d = await register(t.app);
    const token = c.tokens.accessToken;
    const before = (await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, token)).body.data
      .opportunity as Opp;
    const hvacBefore = (await get(t.app, '/api/payout-data/search?vertical=hvac&limit=5', token)).body.data
      .items;
    expect(before.tier).toBe(3);

    const put = await req('PUT', '/api/payout-data/overrides', token, {
      verticalSlug: 'plumbing',
      payout: 480,
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ verticalSlug: 'plumbing', payout: 480, scope: 'user' });

    const after = (await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, token)).body.data
      .opportunity as Opp;
    expect(after.payout).toBe(480);
    expect(after.tier).toBe(1);
    expect(after.estimatedMonthlyRevenue).toBeCloseTo(
      (before.estimatedMonthlyRevenue * 480) / before.payout,
      0,
    );
    expect(after.quantumScore).toBeGreaterThan(before.quantumScore);

    const verticals = (await get(t.app, '/api/payout-data/verticals', token)).body.data;
    expect(verticals.find((v: { slug: string }) => v.slug === 'plumbing')).toMatchObject({
      effectivePayout: 480,
      overridden: true,
      tier: 1,
    });
    // Another vertical and another team are untouched.
    expect(
      (await get(t.app, '/api/payout-data/search?vertical=hvac&limit=5', token)).body.data.items,
    ).toEqual(hvacBefore);
    const other = (
      await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, d.tokens.accessToken)
    ).body.data.opportunity as Opp;
    expect(other.payout).toBe(before.payout);
    expect(other.estimatedMonthlyRevenue).toBe(before.estimatedMonthlyRevenue);
    const tier1 = (await get(t.app, '/api/payout-data/search?tier=1&vertical=plumbing&limit=1', token)).body
      .data;
    expect(tier1.total).toBe(16273);
    expect(
      (await get(t.app, '/api/payout-data/search?tier=1&vertical=plumbing', d.tokens.accessToken)).body.data
        .total,
    ).toBe(0);

    // Team scope under user scope: the user's own override wins until removed.
    const team = await req('PUT', '/api/payout-data/overrides', token, {
      verticalSlug: 'plumbing',
      payout: 200,
      scope: 'team',
    });
    expect(team.status).toBe(200);
    const list = (await get(t.app, '/api/payout-data/overrides', token)).body.data;
    expect(list).toHaveLength(2);
    expect(list.map((o: { scope: string; payout: number }) => `${o.scope}:${o.payout}`).sort()).toEqual([
      'team:200',
      'user:480',
    ]);
    expect(
      (await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, token)).body.data.opportunity
        .payout,
    ).toBe(480);

    expect((await req('DELETE', '/api/payout-data/overrides/plumbing', token)).status).toBe(200);
    const teamOnly = (await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, token)).body
      .data.opportunity as Opp;
    expect(teamOnly).toMatchObject({ payout: 200, tier: 2 });

    expect((await req('DELETE', '/api/payout-data/overrides/plumbing?scope=team', token)).status).toBe(200);
    expect(
      (await get(t.app, `/api/payout-data/opportunities/${PASADENA_PLUMBING}`, token)).body.data.opportunity
        .payout,
    ).toBe(before.payout);
    expect((await get(t.app, '/api/payout-data/overrides', token)).body.data).toEqual([]);
    const again = await req('DELETE', '/api/payout-data/overrides/plumbing', token);
    expect(again.status).toBe(404);
  });

  it('updating an override replaces it; bad values answer 400 naming the field', async () => {
    const token = a.tokens.accessToken;
    await req('PUT', '/api/payout-data/overrides', token, { verticalSlug: 'roofing', payout: 250 });
    const second = await req('PUT', '/api/payout-data/overrides', token, {
      verticalSlug: 'roofing',
      payout: 275.5,
    });
    expect(second.body.data.payout).toBe(275.5);
    const list = (await getA('/api/payout-data/overrides')).body.data;
    expect(list.filter((o: { verticalSlug: string }) => o.verticalSlug === 'roofing')).toHaveLength(1);
    expect400(
      await req('PUT', '/api/payout-data/overrides', token, { verticalSlug: 'alchemy', payout: 10 }),
      'verticalSlug',
    );
    expect400(
      await req('PUT', '/api/payout-data/overrides', token, { verticalSlug: 'roofing', payout: -5 }),
      'payout',
    );
    expect400(
      await req('PUT', '/api/payout-data/overrides', token, { verticalSlug: 'roofing', payout: '5' }),
      'payout',
    );
    expect400(
      await req('PUT', '/api/payout-data/overrides', token, {
        verticalSlug: 'roofing',
        payout: 5,
        scope: 'world',
      }),
      'scope',
    );
    expect400(await req('DELETE', '/api/payout-data/overrides/roofing?scope=world', token), 'scope');
    await req('DELETE', '/api/payout-data/overrides/roofing', token);
  });
});

describe('saved opportunities', () => {
  it('save is idempotent, lists newest first, and flags saved markets everywhere', async () => {
    const c = await register(t.app);
    const token = c.tokens.accessToken;
    const ids = ['roofing~5381396', 'dentist~5381396'];
    const first = await req('POST', '/api/saved-opportunities/save', token, { opportunities: [ids[0]] });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ saved: 1, added: 1 });
    const second = await req('POST', '/api/saved-opportunities/save', token, {
      opportunities: [{ id: ids[1], payout: 99999, vertical: 'forged' }, ids[0]],
    });
    expect(second.body.data).toEqual({ saved: 2, added: 1 });

    const list = (await get(t.app, '/api/saved-opportunities/list', token)).body.data as Opp[];
    expect(list.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    for (const o of list) expect(o).toMatchObject({ saved: true, status: 'saved' });
    // The server's figures, not the client's.
    expect(list[0].payout).not.toBe(99999);
    const rows = await sqlRows(
      t.app,
      `select snapshot from saved_opportunities where opportunity_id = '${ids[1]}'`,
    );
    expect(rows[0].snapshot.id).toBe(ids[1]);
    expect(rows[0].snapshot.payout).not.toBe(99999);

    const detail = (await get(t.app, `/api/payout-data/opportunities/${ids[0]}`, token)).body.data
      .opportunity;
    expect(detail).toMatchObject({ saved: true, status: 'saved' });
    const onlySaved = (await get(t.app, '/api/payout-data/search?status=saved', token)).body.data;
    expect(onlySaved.items.map((o: Opp) => o.id).sort()).toEqual([...ids].sort());
    expect(onlySaved.total).toBe(2);
    const unsaved = (
      await get(t.app, '/api/payout-data/search?status=unsaved&location=Pasadena,%20CA&limit=100', token)
    ).body.data.items as Opp[];
    expect(unsaved.some((o) => ids.includes(o.id))).toBe(false);
    const mine = (await get(t.app, '/api/domination/my-opportunities?limit=500', token)).body.data as Opp[];
    for (const o of mine) expect(o.saved).toBe(ids.includes(o.id));
  });

  it('belong to their team: another user can neither list nor delete them', async () => {
    const save = await req('POST', '/api/saved-opportunities/save', a.tokens.accessToken, {
      opportunities: [PASADENA_PLUMBING],
    });
    expect(save.status).toBe(200);
    expect((await getB('/api/saved-opportunities/list')).body.data).toEqual([]);
    const flagged = (await getB(`/api/payout-data/opportunities/${PASADENA_PLUMBING}`)).body.data.opportunity;
    expect(flagged.saved).toBe(false);
    const steal = await req('DELETE', `/api/saved-opportunities/${PASADENA_PLUMBING}`, b.tokens.accessToken);
    expect(steal.status).toBe(404);
    expect(steal.body.message).toBe('Saved opportunity not found');
    const mine = (await getA('/api/saved-opportunities/list')).body.data as Opp[];
    expect(mine.map((o) => o.id)).toContain(PASADENA_PLUMBING);

    expect(
      (await req('DELETE', `/api/saved-opportunities/${PASADENA_PLUMBING}`, a.tokens.accessToken)).status,
    ).toBe(200);
    expect(((await getA('/api/saved-opportunities/list')).body.data as Opp[]).map((o) => o.id)).not.toContain(
      PASADENA_PLUMBING,
    );
    expect(
      (await req('DELETE', `/api/saved-opportunities/${PASADENA_PLUMBING}`, a.tokens.accessToken)).status,
    ).toBe(404);
  });

  it('are shared with the members of the team, who cannot set team payouts', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const [team] = await sqlRows(
      t.app,
      `select team_id from team_members where user_id = '${owner.user.id}'`,
    );
    await sqlRows(t.app, `delete from team_members where user_id = '${member.user.id}'`);
    await sqlRows(
      t.app,
      `insert into team_members (team_id, user_id, role) values ('${team.team_id}', '${member.user.id}', 'member')`,
    );
    await req('POST', '/api/saved-opportunities/save', owner.tokens.accessToken, {
      opportunities: ['towing~5381396'],
    });
    const shared = (await get(t.app, '/api/saved-opportunities/list', member.tokens.accessToken)).body
      .data as Opp[];
    expect(shared.map((o) => o.id)).toEqual(['towing~5381396']);
    const forbidden = await req('PUT', '/api/payout-data/overrides', member.tokens.accessToken, {
      verticalSlug: 'towing',
      payout: 100,
      scope: 'team',
    });
    expect(forbidden.status).toBe(403);
    const own = await req('PUT', '/api/payout-data/overrides', member.tokens.accessToken, {
      verticalSlug: 'towing',
      payout: 100,
    });
    expect(own.status).toBe(200);
    // The member's own override is theirs alone, not the owner's.
    const ownerView = (
      await get(t.app, '/api/payout-data/opportunities/towing~5381396', owner.tokens.accessToken)
    ).body.data.opportunity;
    expect(ownerView.payout).not.toBe(100);
  });

  it('unknown ids and malformed bodies are refused with a message', async () => {
    const token = a.tokens.accessToken;
    const unknown = await req('POST', '/api/saved-opportunities/save', token, {
      opportunities: [PASADENA_PLUMBING, 'alchemy~1'],
    });
    expect400(unknown, 'opportunities');
    expect(unknown.body.message).toContain('alchemy~1');
    expect400(
      await req('POST', '/api/saved-opportunities/save', token, { opportunities: [] }),
      'opportunities',
    );
    expect400(await req('POST', '/api/saved-opportunities/save', token, {}), 'opportunities');
    expect400(
      await req('POST', '/api/saved-opportunities/save', token, { opportunities: [42] }),
      'opportunities',
    );
  });
});
