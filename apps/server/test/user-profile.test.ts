import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, get, register, sqlRows, type TestApp } from './helpers';

// The signed-in user's profile and display preferences (docs/account.md): validated, trimmed,
// shown by GET /api/auth/me at once; preferences partial, only their own columns, the actor's
// time zone refreshed.

let t: TestApp;
let ada: Awaited<ReturnType<typeof register>>;
let bob: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  t = await createTestApp();
  ada = await register(t.app);
  bob = await register(t.app, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(() => t.close());

const patch = (url: string, body: unknown, token?: string) =>
  call(t.app, {
    method: 'PATCH',
    url,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

describe('PATCH /api/user/profile', () => {
  it('saves trimmed names and company and answers the user as me does', async () => {
    const res = await patch(
      '/api/user/profile',
      { firstName: '  Grace ', lastName: ' Hopper ', company: ' Navy  ' },
      ada.tokens.accessToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: ada.user.id,
      email: ada.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy',
    });
    const me = await get(t.app, '/api/auth/me', ada.tokens.accessToken);
    expect(me.body.data).toEqual(res.body.data);
    // Bob is untouched.
    expect((await get(t.app, '/api/auth/me', bob.tokens.accessToken)).body.data.firstName).toBe('Bob');
    // An empty company clears it.
    const cleared = await patch(
      '/api/user/profile',
      { firstName: 'Grace', lastName: 'Hopper', company: '  ' },
      ada.tokens.accessToken,
    );
    expect(cleared.body.data.company).toBeNull();
  });

  it('refuses empty or over-long names and unknown fields with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ firstName: '   ', lastName: 'X' }, /^First name is required/],
      [{ firstName: 'A' }, /^Last name is required/],
      [{ firstName: 'A'.repeat(101), lastName: 'B' }, /^firstName: must be at most 100/],
      [{ firstName: 'A', lastName: 'B', company: 'C'.repeat(201) }, /^company: must be at most 200/],
      [{ firstName: 'A', lastName: 'B', role: 'admin' }, /role/],
      [{ firstName: 42, lastName: 'B' }, /^firstName: must be text/],
    ];
    for (const [body, message] of cases) {
      const res = await patch('/api/user/profile', body, ada.tokens.accessToken);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await patch('/api/user/profile', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('preferences', () => {
  it('are the defaults before any save, in me and in GET /api/user/preferences', async () => {
    const defaults = {
      timezone: 'UTC',
      dateFormat: 'MM/DD/YYYY',
      numberFormat: 'en-US',
      defaultScreen: '/dashboard',
    };
    expect((await get(t.app, '/api/auth/me', bob.tokens.accessToken)).body.data.preferences).toEqual(
      defaults,
    );
    expect((await get(t.app, '/api/user/preferences', bob.tokens.accessToken)).body.data).toEqual(defaults);
  });

  it('take partial updates, keep the other columns, and reach the actor at once', async () => {
    // Another module's column in the same row stays as it was.
    await sqlRows(
      t.app,
      `insert into user_preferences (user_id, onboarded_at) values ('${ada.user.id}', now())`,
    );
    const first = await patch(
      '/api/user/preferences',
      { timezone: 'America/Chicago', dateFormat: 'YYYY-MM-DD' },
      ada.tokens.accessToken,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      timezone: 'America/Chicago',
      dateFormat: 'YYYY-MM-DD',
      numberFormat: 'en-US',
      defaultScreen: '/dashboard',
    });
    const second = await patch(
      '/api/user/preferences',
      { numberFormat: 'de-DE', defaultScreen: '/leads' },
      ada.tokens.accessToken,
    );
    expect(second.body.data).toEqual({
      timezone: 'America/Chicago',
      dateFormat: 'YYYY-MM-DD',
      numberFormat: 'de-DE',
      defaultScreen: '/leads',
    });
    expect((await get(t.app, '/api/auth/me', ada.tokens.accessToken)).body.data.preferences).toEqual(
      second.body.data,
    );
    const [row] = await sqlRows(
      t.app,
      `select onboarded_at from user_preferences where user_id = '${ada.user.id}'`,
    );
    expect(row.onboarded_at).not.toBeNull();
    // The cached actor was forgotten: the next request's actor has the new zone.
    expect((await t.app.services.actors.find(ada.user.id))?.timezone).toBe('America/Chicago');
    await patch('/api/user/preferences', { timezone: 'Europe/Berlin' }, ada.tokens.accessToken);
    expect((await t.app.services.actors.find(ada.user.id))?.timezone).toBe('Europe/Berlin');
  });

  it('refuses unknown zones, formats and screens with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ timezone: 'Mars/Olympus' }, /^timezone: must be an IANA time zone/],
      [{ timezone: 'America/Chicago; drop table' }, /^timezone/],
      [{ dateFormat: 'DD.MM.YYYY' }, /^dateFormat: must be one of/],
      [{ numberFormat: 'xx-XX' }, /^numberFormat: must be one of/],
      [{ defaultScreen: 'https://evil.example' }, /^defaultScreen: must be one of/],
      [{ theme: 'dark' }, /theme/],
    ];
    for (const [body, message] of cases) {
      const res = await patch('/api/user/preferences', body, bob.tokens.accessToken);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await get(t.app, '/api/user/preferences', bob.tokens.accessToken)).body.data.timezone).toBe(
      'UTC',
    );
    expect((await patch('/api/user/preferences', { timezone: 'UTC' })).status).toBe(401);
  });
});
