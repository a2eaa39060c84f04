import { ACCOUNT_DISABLED_MESSAGE, ADMIN_ONLY_MESSAGE, adminApi, LAST_ADMIN_MESSAGE } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  get,
  login,
  outbox,
  post,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';

// Platform administration, users (docs/admin.md): only platform admins, checked on the server for
// every admin route (a session and an API key of a non-admin both get 403 and no data); disabling
// ends every session at once and refuses sign-in, refresh and API keys; role changes; audit rows.

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerVerified>>;
let bob: Awaited<ReturnType<typeof registerVerified>>;
let bobKey: string;

const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerVerified(t.app, { firstName: 'Grace', lastName: 'Admin' });
  await sqlRows(t.app, `update users set role = 'admin' where id = '${admin.user.id}'`);
  bob = await registerVerified(t.app, { firstName: 'Bob', lastName: 'Builder' });
  await sqlRows(t.app, `update users set role = 'free' where id = '${bob.user.id}'`);
  const key = await post(
    t.app,
    '/api/user/api-keys',
    { name: 'bob key', scope: 'read-write' },
    bob.tokens.accessToken,
  );
  expect(key.status).toBe(201);
  bobKey = key.body.data.secret;
});
afterAll(() => t.close());

const send = (method: string, url: string, token: string, payload?: unknown) =>
  call(t.app, {
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Every admin descriptor with a valid path and body, so only the role decides. */
function adminCalls(): Array<{ method: string; url: string; body?: unknown }> {
  return Object.values(adminApi).map((e) => {
    const url = e.path.replace(':id', ZERO).replace(':type', 'deploy');
    const body = e.method === 'GET' ? undefined : e.path.endsWith('/role') ? { role: 'admin' } : {};
    return { method: e.method, url, body };
  });
}

describe('admin routes', () => {
  it('answer 403 and no admin data to a non-admin, by session and by API key', async () => {
    const calls = adminCalls();
    expect(calls.length).toBe(Object.keys(adminApi).length);
    for (const credential of [bob.tokens.accessToken, bobKey]) {
      for (const c of calls) {
        const res = await send(c.method, c.url, credential, c.body);
        expect(res.status, `${c.method} ${c.url}`).toBe(403);
        expect(res.body.data).toBeUndefined();
        expect(res.body.message).toBe(ADMIN_ONLY_MESSAGE);
      }
    }
    // Nothing changed: bob is still free, no audit row.
    expect((await sqlRows(t.app, `select role from users where id = '${bob.user.id}'`))[0].role).toBe('free');
    expect(await sqlRows(t.app, 'select * from admin_audit')).toHaveLength(0);
  });

  it('answer 401 without a credential', async () => {
    for (const c of adminCalls()) {
      const res = await call(t.app, { method: c.method as 'GET', url: c.url });
      expect(res.status, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('list users with search, role filter and the figures of each', async () => {
    const all = await get(t.app, '/api/admin/users', admin.tokens.accessToken);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    const found = await get(t.app, '/api/admin/users?q=builder', admin.tokens.accessToken);
    expect(found.body.data.items.map((u: { id: string }) => u.id)).toEqual([bob.user.id]);
    const b = found.body.data.items[0];
    expect(b).toMatchObject({
      email: bob.email,
      name: 'Bob Builder',
      role: 'free',
      disabledAt: null,
      teamsCount: 1,
    });
    expect(b.verifiedAt).not.toBeNull();
    expect(b.activeSessions).toBe(
      Number(
        (
          await sqlRows(
            t.app,
            `select count(*)::int as n from sessions where user_id = '${bob.user.id}' and revoked_at is null`,
          )
        )[0].n,
      ),
    );
    const admins = await get(t.app, '/api/admin/users?role=admin', admin.tokens.accessToken);
    expect(admins.body.data.items.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    const byEmail = await get(
      t.app,
      `/api/admin/users?q=${encodeURIComponent(admin.email)}`,
      admin.tokens.accessToken,
    );
    expect(byEmail.body.data.total).toBe(1);
    const bad = await get(t.app, '/api/admin/users?pageSize=5000', admin.tokens.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/pageSize/);
  });

  it('disable: the open access token is 401 next call, sign-in, refresh and API key refused with 403', async () => {
    const carol = await registerVerified(t.app, { firstName: 'Carol' });
    const key = await post(
      t.app,
      '/api/user/api-keys',
      { name: 'k', scope: 'read' },
      carol.tokens.accessToken,
    );
    expect((await get(t.app, '/api/auth/me', carol.tokens.accessToken)).status).toBe(200);

    const res = await post(t.app, `/api/admin/users/${carol.user.id}/disable`, {}, admin.tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.disabledAt).not.toBeNull();
    expect(res.body.data.activeSessions).toBe(0);

    expect((await get(t.app, '/api/auth/me', carol.tokens.accessToken)).status).toBe(401);
    const signIn = await login(t.app, carol.email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    const refresh = await post(t.app, '/api/auth/refresh', { refreshToken: carol.tokens.refreshToken });
    expect([401, 403]).toContain(refresh.status);
    const keyed = await get(t.app, '/api/sites', key.body.data.secret);
    expect(keyed.status).toBe(403);
    expect(keyed.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);

    const [audit] = await sqlRows(t.app, `select * from admin_audit where action = 'user.disable'`);
    expect(audit).toMatchObject({ actor_id: admin.user.id, target_type: 'user', target_id: carol.user.id });

    // Enabled again: sign-in works.
    const enabled = await post(
      t.app,
      `/api/admin/users/${carol.user.id}/enable`,
      {},
      admin.tokens.accessToken,
    );
    expect(enabled.body.data.disabledAt).toBeNull();
    expect((await login(t.app, carol.email)).status).toBe(200);
    expect((await get(t.app, '/api/sites', key.body.data.secret)).status).toBe(200);
  });

  it('a refresh token kept from before the disable is refused', async () => {
    const dan = await registerVerified(t.app);
    // Disable directly (as a racing request would find it), the session still live.
    await sqlRows(t.app, `update users set disabled_at = now() where id = '${dan.user.id}'`);
    const refresh = await post(t.app, '/api/auth/refresh', { refreshToken: dan.tokens.refreshToken });
    expect(refresh.status).toBe(403);
    expect(refresh.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('an admin cannot disable themselves', async () => {
    const res = await post(t.app, `/api/admin/users/${admin.user.id}/disable`, {}, admin.tokens.accessToken);
    expect(res.status).toBe(409);
  });

  it('role change: promote, then the last admin cannot demote themselves', async () => {
    const erin = await registerVerified(t.app);
    const up = await post(
      t.app,
      `/api/admin/users/${erin.user.id}/role`,
      { role: 'admin' },
      admin.tokens.accessToken,
    );
    expect(up.status).toBe(200);
    expect(up.body.data.role).toBe('admin');
    // Erin's sessions ended (her token carried the old role); signed in again she is an admin.
    expect((await get(t.app, '/api/auth/me', erin.tokens.accessToken)).status).toBe(401);
    const again = await login(t.app, erin.email);
    const erinToken = again.body.data.tokens.accessToken;
    expect((await get(t.app, '/api/admin/users', erinToken)).status).toBe(200);
    // Demoted again by Grace; Grace, now the only admin, cannot demote herself.
    const down = await post(
      t.app,
      `/api/admin/users/${erin.user.id}/role`,
      { role: 'free' },
      admin.tokens.accessToken,
    );
    expect(down.body.data.role).toBe('free');
    expect((await get(t.app, '/api/admin/users', erinToken)).status).toBe(401);
    const self = await post(
      t.app,
      `/api/admin/users/${admin.user.id}/role`,
      { role: 'free' },
      admin.tokens.accessToken,
    );
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(LAST_ADMIN_MESSAGE);
    const bad = await post(
      t.app,
      `/api/admin/users/${erin.user.id}/role`,
      { role: 'owner' },
      admin.tokens.accessToken,
    );
    expect(bad.status).toBe(400);
    const actions = (
      await sqlRows(t.app, `select details from admin_audit where action = 'user.role' order by created_at`)
    ).map((r) => r.details.to);
    expect(actions).toEqual(['admin', 'free']);
  });

  it('sign out everywhere ends every session of the user', async () => {
    const fay = await registerVerified(t.app);
    const second = await login(t.app, fay.email);
    const res = await post(t.app, `/api/admin/users/${fay.user.id}/sign-out`, {}, admin.tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await get(t.app, '/api/auth/me', fay.tokens.accessToken)).status).toBe(401);
    expect((await get(t.app, '/api/auth/me', second.body.data.tokens.accessToken)).status).toBe(401);
  });

  it('resend verification: mailed to an unverified user, refused for a verified one', async () => {
    const gus = await register(t.app);
    const before = (await outbox(t.app, gus.email)).length;
    const res = await post(
      t.app,
      `/api/admin/users/${gus.user.id}/resend-verification`,
      {},
      admin.tokens.accessToken,
    );
    expect(res.status).toBe(200);
    expect((await outbox(t.app, gus.email)).length).toBe(before + 1);
    const verified = await post(
      t.app,
      `/api/admin/users/${bob.user.id}/resend-verification`,
      {},
      admin.tokens.accessToken,
    );
    expect(verified.status).toBe(409);
    const unknown = await post(t.app, `/api/admin/users/${ZERO}/disable`, {}, admin.tokens.accessToken);
    expect(unknown.status).toBe(404);
  });

  it('mail outbox: newest first, the body only on open', async () => {
    const list = await get(t.app, '/api/admin/mail?pageSize=10', admin.tokens.accessToken);
    expect(list.status).toBe(200);
    const stored = await sqlRows(
      t.app,
      'select id, "to", subject from mail_outbox order by created_at desc, id desc limit 10',
    );
    expect(list.body.data.items.map((m: { id: string }) => m.id)).toEqual(stored.map((r) => r.id));
    expect(list.body.data.items[0].text).toBeUndefined();
    const one = await get(t.app, `/api/admin/mail/${stored[0].id}`, admin.tokens.accessToken);
    expect(one.status).toBe(200);
    expect(one.body.data.text.length).toBeGreaterThan(0);
  });
});
