import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  get,
  login,
  PASSWORD,
  post,
  registerVerified,
  sqlRows,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const del = (url: string, token: string) =>
  call(t.app, { method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });

describe('sessions', () => {
  it('lists the live sessions of the caller and marks the current one', async () => {
    const a = await registerVerified(t.app);
    const second = (await login(t.app, a.email, PASSWORD, { 'user-agent': 'Phone/2' })).body.data.tokens;
    const res = await get(t.app, '/api/auth/session', second.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(a.email);
    const sessions = res.body.data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.find((s: { current: boolean }) => s.current).userAgent).toBe('Phone/2');
  });

  it('revoke-all ends the other sessions, and the current one when asked', async () => {
    const a = await registerVerified(t.app);
    const other = (await login(t.app, a.email)).body.data.tokens;
    const res = await post(t.app, '/api/auth/revoke-all', {}, a.tokens.accessToken);
    expect(res.body.data.revoked).toBe(1);
    expect((await get(t.app, '/api/auth/me', other.accessToken)).status).toBe(401);
    expect((await get(t.app, '/api/auth/me', a.tokens.accessToken)).status).toBe(200);
    await post(t.app, '/api/auth/revoke-all', { includeCurrent: true }, a.tokens.accessToken);
    expect((await get(t.app, '/api/auth/me', a.tokens.accessToken)).status).toBe(401);
  });

  it('one user can neither see nor revoke the sessions or history of another', async () => {
    const a = await registerVerified(t.app);
    const b = await registerVerified(t.app);
    const aSessions = (await get(t.app, '/api/auth/session', a.tokens.accessToken)).body.data.sessions;
    const bSessions = (await get(t.app, '/api/auth/session', b.tokens.accessToken)).body.data.sessions;
    const aIds = aSessions.map((s: { id: string }) => s.id);
    expect(bSessions.some((s: { id: string }) => aIds.includes(s.id))).toBe(false);

    const attempt = await del(`/api/auth/sessions/${aIds[0]}`, b.tokens.accessToken);
    expect(attempt.status).toBe(404);
    await post(t.app, '/api/auth/revoke-all', { includeCurrent: true }, b.tokens.accessToken);
    expect((await get(t.app, '/api/auth/me', a.tokens.accessToken)).status).toBe(200);

    await login(t.app, a.email, 'wrong password');
    const bFresh = (await login(t.app, b.email)).body.data.tokens;
    const bHistory = (await get(t.app, '/api/auth/login-history', bFresh.accessToken)).body.data;
    expect(bHistory.some((e: { outcome: string }) => e.outcome === 'wrong_password')).toBe(false);
    expect((await del(`/api/auth/sessions/${aIds[0]}`, a.tokens.accessToken)).status).toBe(200);
    expect((await get(t.app, '/api/auth/me', a.tokens.accessToken)).status).toBe(401);
  });

  it('login history is newest first and capped at 50', async () => {
    const a = await registerVerified(t.app);
    await sqlRows(
      t.app,
      `insert into login_events (user_id, email, outcome, method, created_at)
       select id, email, 'wrong_password', 'password', now() - (n || ' minutes')::interval
       from users, generate_series(1, 60) n where email = '${a.email}'`,
    );
    const history = (await get(t.app, '/api/auth/login-history', a.tokens.accessToken)).body.data;
    expect(history).toHaveLength(50);
    const times = history.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});

describe('change password', () => {
  it('needs the current password and signs out the other sessions', async () => {
    const a = await registerVerified(t.app);
    const other = (await login(t.app, a.email)).body.data.tokens;
    const wrong = await post(
      t.app,
      '/api/user/change-password',
      { currentPassword: 'not it at all', newPassword: 'another secret' },
      a.tokens.accessToken,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const ok = await post(
      t.app,
      '/api/user/change-password',
      { currentPassword: PASSWORD, newPassword: 'another secret' },
      a.tokens.accessToken,
    );
    expect(ok.status).toBe(200);
    expect((await get(t.app, '/api/auth/me', other.accessToken)).status).toBe(401);
    expect((await get(t.app, '/api/auth/me', a.tokens.accessToken)).status).toBe(200);
    expect((await login(t.app, a.email, 'another secret')).status).toBe(200);
  });
});

describe('delete account', () => {
  it('needs the password, then removes the user and everything they own; their tokens stop working', async () => {
    const a = await registerVerified(t.app);
    const other = (await login(t.app, a.email)).body.data.tokens;
    const wrong = await post(
      t.app,
      '/api/auth/delete-account',
      { password: 'not it at all' },
      a.tokens.accessToken,
    );
    expect(wrong.status).toBe(400);
    const ok = await post(t.app, '/api/auth/delete-account', { password: PASSWORD }, a.tokens.accessToken);
    expect(ok.status).toBe(200);
    for (const tokens of [a.tokens, other]) {
      expect((await get(t.app, '/api/auth/me', tokens.accessToken)).status).toBe(401);
      expect((await post(t.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(
        401,
      );
    }
    expect((await login(t.app, a.email)).status).toBe(401);
    const leftovers = await sqlRows(
      t.app,
      `select (select count(*) from sessions where user_id = '${a.user.id}')::int as sessions,
              (select count(*) from teams where owner_id = '${a.user.id}')::int as teams,
              (select count(*) from email_tokens where user_id = '${a.user.id}')::int as tokens,
              (select count(*) from login_events where user_id = '${a.user.id}')::int as events`,
    );
    expect(leftovers).toEqual([{ sessions: 0, teams: 0, tokens: 0, events: 0 }]);
  });

  it('hands a shared team to another member instead of deleting it', async () => {
    const owner = await registerVerified(t.app);
    const member = await registerVerified(t.app);
    const [team] = await sqlRows(
      t.app,
      `insert into teams (name, owner_id) values ('Shared', '${owner.user.id}') returning id`,
    );
    await sqlRows(
      t.app,
      `insert into team_members (team_id, user_id, role) values ('${team.id}', '${owner.user.id}', 'owner'), ('${team.id}', '${member.user.id}', 'member')`,
    );
    await post(t.app, '/api/auth/delete-account', { password: PASSWORD }, owner.tokens.accessToken);
    const rows = await sqlRows(t.app, `select owner_id from teams where id = '${team.id}'`);
    expect(rows).toEqual([{ owner_id: member.user.id }]);
  });
});

describe('contact', () => {
  it('stores a message from anyone', async () => {
    const res = await post(t.app, '/api/contact', {
      name: 'Grace',
      email: 'grace@example.com',
      message: 'Hello there',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const rows = await sqlRows(t.app, `select name, email, subject, message from contact_messages`);
    expect(rows).toEqual([
      { name: 'Grace', email: 'grace@example.com', subject: null, message: 'Hello there' },
    ]);
  });
});
