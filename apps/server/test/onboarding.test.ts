import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, register, type TestApp } from './helpers';

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
