import { API_KEY_ACCOUNT_SECURITY_MESSAGE, API_KEY_READ_ONLY_MESSAGE } from '@sdp/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, createTestApp, get, post, register, sqlRows, type TestApp } from './helpers';
import { insertSite, type Owner, owner } from './leads-fixtures';

// Calling the API with `Authorization: Bearer sdp_...` (docs/api-keys.md#use): the key acts as its
// owner in its team; 'read' keys only read; no key manages account security; an expired or deleted
// key, or one whose owner left the team, is a 401 at once; last use is written at most once a minute.

let t: TestApp;
let ada: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ada = await owner(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function makeKey(token: string, scope: 'read' | 'read-write' = 'read-write') {
  const res = await post(t.app, '/api/user/api-keys', { name: `${scope} key`, scope }, token);
  expect(res.status).toBe(201);
  return res.body.data as { id: string; secret: string; prefix: string; teamId: string };
}
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, key: string, payload?: object) =>
  call(t.app, { method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const listed = async (id: string, token = ada.token) =>
  (await get(t.app, '/api/user/api-keys', token)).body.data.find((k: { id: string }) => k.id === id);

describe('API keys in use', () => {
  it('act as their owner in their team', async () => {
    const site = await insertSite(t.app, ada, { name: 'Keyed Roofing' });
    const key = await makeKey(ada.token);
    expect(key.teamId).toBe(ada.teamId);
    const sites = await get(t.app, '/api/sites', key.secret);
    expect(sites.status).toBe(200);
    expect(JSON.stringify(sites.body)).toContain(site.id);
    const me = await get(t.app, '/api/auth/me', key.secret);
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(ada.userId);
    const focus = await send('PUT', '/api/onboarding/focus', key.secret, {
      verticals: ['roofing'],
      state: 'TX',
    });
    expect(focus.status).toBe(200);
  });

  it('with scope read, only read: any other method is 403', async () => {
    const key = await makeKey(ada.token, 'read');
    expect((await get(t.app, '/api/sites', key.secret)).status).toBe(200);
    expect(
      (await call(t.app, { method: 'HEAD', url: '/api/sites', headers: bearer(key.secret) })).status,
    ).toBe(200);
    for (const [method, url, body] of [
      ['PUT', '/api/onboarding/focus', { verticals: [], state: null }],
      ['POST', '/api/renters', { name: 'R', email: 'r@example.com' }],
      ['DELETE', '/api/renters/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const res = await send(method, url, key.secret, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(API_KEY_READ_ONLY_MESSAGE);
    }
  });

  it('never manage keys, password, two-factor, sessions, sign-out or the account', async () => {
    const key = await makeKey(ada.token);
    const cases: Array<[string, string, object | undefined]> = [
      ['GET', '/api/user/api-keys', undefined],
      ['POST', '/api/user/api-keys', { name: 'child', scope: 'read-write' }],
      ['DELETE', `/api/user/api-keys/${key.id}`, undefined],
      ['POST', '/api/user/change-password', { currentPassword: 'x', newPassword: 'another long password 1' }],
      ['POST', '/api/auth/two-factor/setup', undefined],
      ['POST', '/api/auth/two-factor/disable', { password: 'x' }],
      ['GET', '/api/auth/session', undefined],
      ['POST', '/api/auth/revoke-all', { includeCurrent: true }],
      ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/api/auth/delete-account', { password: 'x' }],
      ['POST', '/api/auth/logout', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(t.app, {
        method: method as 'GET',
        url,
        headers: bearer(key.secret),
        ...(payload ? { payload } : {}),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(API_KEY_ACCOUNT_SECURITY_MESSAGE);
    }
    // The key and the session still work: nothing above was done.
    expect((await get(t.app, '/api/sites', key.secret)).status).toBe(200);
    expect((await get(t.app, '/api/auth/session', ada.token)).status).toBe(200);
    expect(await listed(key.id)).toBeDefined();
  });

  it('answer 401 for a malformed, unknown or wrong key, like a bad token', async () => {
    const key = await makeKey(ada.token);
    const wrongSecret = `${key.prefix}_${'A'.repeat(43)}`;
    const unknown = `sdp_ZZZZZZZZ_${key.secret.slice(13)}`;
    for (const bad of [
      'sdp_',
      'sdp_short',
      `${key.secret}x`,
      wrongSecret,
      unknown,
      key.secret.toUpperCase(),
    ]) {
      const res = await get(t.app, '/api/sites', bad);
      expect(res.status, bad).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
  });

  it('stop at once when deleted, and when expired', async () => {
    const doomed = await makeKey(ada.token);
    expect((await get(t.app, '/api/sites', doomed.secret)).status).toBe(200);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/user/api-keys/${doomed.id}`,
      headers: bearer(ada.token),
    });
    expect(del.status).toBe(200);
    expect((await get(t.app, '/api/sites', doomed.secret)).status).toBe(401);

    const expiring = await makeKey(ada.token);
    expect((await get(t.app, '/api/sites', expiring.secret)).status).toBe(200);
    await sqlRows(
      t.app,
      `update api_keys set expires_at = now() - interval '1 second' where id = '${expiring.id}'`,
    );
    expect((await get(t.app, '/api/sites', expiring.secret)).status).toBe(401);
    expect((await listed(expiring.id)).expired).toBe(true);
  });

  it('act in the key’s team, listed with its name, and stop when the owner leaves that team', async () => {
    const bob = await register(t.app);
    const bobId = bob.user.id as string;
    await sqlRows(
      t.app,
      `insert into team_members (team_id, user_id, role) values ('${ada.teamId}', '${bobId}', 'member')`,
    );
    await sqlRows(t.app, `update users set current_team_id = '${ada.teamId}' where id = '${bobId}'`);
    t.app.services.actors.forget(bobId);
    const key = await makeKey(bob.tokens.accessToken);
    expect(key.teamId).toBe(ada.teamId);
    const [team] = await sqlRows(t.app, `select name from teams where id = '${ada.teamId}'`);
    expect(await listed(key.id, bob.tokens.accessToken)).toMatchObject({
      teamName: team.name,
      currentTeam: true,
    });
    expect((await get(t.app, '/api/sites', key.secret)).status).toBe(200);

    await sqlRows(t.app, `delete from team_members where team_id = '${ada.teamId}' and user_id = '${bobId}'`);
    expect((await get(t.app, '/api/sites', key.secret)).status).toBe(401);
    // Bob's session carries on in his own team; the key is still listed there, no longer current.
    t.app.services.actors.forget(bobId);
    expect((await get(t.app, '/api/sites', bob.tokens.accessToken)).status).toBe(200);
    expect(await listed(key.id, bob.tokens.accessToken)).toMatchObject({
      currentTeam: false,
      memberOfTeam: false,
    });
  });

  it('record the last use and address, at most once a minute', async () => {
    const key = await makeKey(ada.token);
    expect((await listed(key.id)).lastUsedAt).toBeNull();
    await call(t.app, {
      method: 'GET',
      url: '/api/sites',
      headers: bearer(key.secret),
      remoteAddress: '203.0.113.7',
    });
    const first = await listed(key.id);
    expect(first.lastUsedAt).not.toBeNull();
    expect(first.lastUsedIp).toBe('203.0.113.7');

    // Within the minute: no write, whatever the row says.
    await sqlRows(t.app, `update api_keys set last_used_at = '2001-01-01T00:00:00Z' where id = '${key.id}'`);
    await call(t.app, {
      method: 'GET',
      url: '/api/sites',
      headers: bearer(key.secret),
      remoteAddress: '203.0.113.8',
    });
    expect((await listed(key.id)).lastUsedAt).toBe('2001-01-01T00:00:00.000Z');

    // A minute later: written again.
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await call(t.app, {
      method: 'GET',
      url: '/api/sites',
      headers: bearer(key.secret),
      remoteAddress: '203.0.113.9',
    });
    vi.restoreAllMocks();
    const third = await listed(key.id);
    expect(Date.parse(third.lastUsedAt)).toBe(later);
    expect(third.lastUsedIp).toBe('203.0.113.9');
  });

  it('are not sessions: keyed calls add none, and the session list is unchanged', async () => {
    const before = (await get(t.app, '/api/auth/session', ada.token)).body.data.sessions.length;
    const key = await makeKey(ada.token);
    for (let i = 0; i < 3; i++) await get(t.app, '/api/sites', key.secret);
    expect((await get(t.app, '/api/auth/session', ada.token)).body.data.sessions).toHaveLength(before);
  });
});
