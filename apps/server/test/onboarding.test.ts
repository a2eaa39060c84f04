import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, register, sqlRows, type TestApp } from './helpers';

// The team's market focus (docs/product/api.md, Onboarding): empty until saved, known verticals and
// state codes only, each team its own.

let t: TestApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = (await register(t.app)).tokens.accessToken;
  bob = (await register(t.app)).tokens.accessToken;
});
afterAll(() => t.close());

const put = (body: unknown, token: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/onboarding/focus',
    payload: body as object,
    headers: bearer(token),
  });

describe('market focus', () => {
  it('is empty before onboarding sets it, and needs a signed-in caller', async () => {
    expect((await get(t.app, '/api/onboarding/focus', ada)).body).toEqual({
      success: true,
      data: { verticals: [], state: null, updatedAt: null },
    });
    expect((await get(t.app, '/api/onboarding/focus')).status).toBe(401);
  });

  it('saves known verticals (lower-cased, once each, in order) and a state code', async () => {
    const res = await put({ verticals: ['Roofing', 'plumbing', 'roofing'], state: 'tx' }, ada);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verticals: ['roofing', 'plumbing'], state: 'TX' });
    expect(res.body.data.updatedAt).toEqual(expect.any(String));
    expect((await get(t.app, '/api/onboarding/focus', ada)).body.data).toEqual(res.body.data);
    // Another team has its own focus.
    expect((await get(t.app, '/api/onboarding/focus', bob)).body.data.verticals).toEqual([]);
    // Cleared with an empty list and null.
    expect((await put({ verticals: [], state: null }, ada)).body.data).toMatchObject({
      verticals: [],
      state: null,
    });
  });

  it('refuses unknown verticals, states and shapes with 400 and the field named', async () => {
    const cases: [unknown, RegExp][] = [
      [{ verticals: ['time-travel'], state: null }, /^verticals: unknown vertical 'time-travel'/],
      [{ verticals: [], state: 'ZZ' }, /^state: 'ZZ' is not a US state code/],
      [{ verticals: [], state: 'Texas' }, /^state: must be a two-letter US state code/],
      [
        { verticals: ['a', 'b', 'c', 'd', 'e', 'f'], state: null },
        /^verticals: must name at most 5 verticals/,
      ],
      [{ verticals: 'roofing', state: null }, /^verticals/],
      [{ state: 'TX' }, /^verticals/],
      [{ verticals: [], state: 'TX', extra: 1 }, /Unrecognized key|extra/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body, bob);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
  });
});

describe('onboarding status', () => {
  const complete = (body: unknown, token?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: body as object,
      headers: token ? bearer(token) : {},
    });

  it('is not completed for a new user, and completed once finished (it stays so)', async () => {
    const carolR = await register(t.app);
    const carol = carolR.tokens.accessToken;
    expect((await get(t.app, '/api/onboarding/status', carol)).body).toEqual({
      success: true,
      data: { completed: false, teamHasSites: false },
    });
    const done = await complete({ skipped: false }, carol);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ completed: true, teamHasSites: false });
    const [first] = await sqlRows(
      t.app,
      `select onboarded_at, timezone from user_preferences where user_id = '${carolR.user.id}'`,
    );
    expect(first.onboarded_at).toBeTruthy();
    expect(first.timezone).toBe('UTC'); // the other columns keep their defaults
    // Skipping afterwards changes nothing: it is done once.
    expect((await complete({ skipped: true }, carol)).body.data.completed).toBe(true);
    expect((await get(t.app, '/api/onboarding/status', carol)).body.data.completed).toBe(true);
    // Another user is not affected.
    expect((await get(t.app, '/api/onboarding/status', bob)).body.data.completed).toBe(false);
  });

  it('sets only onboarded_at of an existing preferences row', async () => {
    const dave = await register(t.app);
    await sqlRows(
      t.app,
      `insert into user_preferences (user_id, timezone, date_format) values ('${dave.user.id}', 'America/Chicago', 'DD/MM/YYYY')`,
    );
    expect((await complete({ skipped: true }, dave.tokens.accessToken)).status).toBe(200);
    const [row] = await sqlRows(
      t.app,
      `select timezone, date_format, onboarded_at from user_preferences where user_id = '${dave.user.id}'`,
    );
    expect(row).toMatchObject({ timezone: 'America/Chicago', date_format: 'DD/MM/YYYY' });
    expect(row.onboarded_at).toBeTruthy();
  });

  it('says whether the team has a site yet', async () => {
    const erin = await register(t.app);
    const [m] = await sqlRows(t.app, `select team_id from team_members where user_id = '${erin.user.id}'`);
    await sqlRows(
      t.app,
      `insert into sites (team_id, user_id, kind, vertical_slug, name, slug, template, business, seed)
       values ('${m.team_id}', '${erin.user.id}', 'goldmine', 'roofing', 'R', 'onb-${erin.user.id.slice(0, 8)}', 'classic', '{}'::jsonb, 1)`,
    );
    expect((await get(t.app, '/api/onboarding/status', erin.tokens.accessToken)).body.data).toEqual({
      completed: false,
      teamHasSites: true,
    });
  });

  it('refuses bad bodies with 400 and callers without sign-in with 401', async () => {
    for (const body of [{}, { skipped: 'yes' }, { skipped: true, extra: 1 }]) {
      const res = await complete(body, ada);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/skipped|extra|Unrecognized/i);
    }
    expect((await complete({ skipped: true })).status).toBe(401);
    expect((await get(t.app, '/api/onboarding/status')).status).toBe(401);
  });
});
