import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  login,
  outbox,
  PASSWORD,
  post,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
  uniqueEmail,
  verifyEmail,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates the first account with tokens, a personal team and a verification mail; admin once verified', async () => {
    const res = await post(t.app, '/api/auth/register', {
      email: 'First.User@Example.com',
      password: PASSWORD,
      firstName: 'First',
      lastName: 'User',
      company: 'Acme',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(/verify/i);
    const { user, tokens } = res.body.data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'company',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'hasPassword',
        'id',
        'lastName',
        'preferences',
        'profileImageUrl',
        'role',
        'twoFactorEnabled',
      ].sort(),
    );
    expect(user).toMatchObject({
      email: 'first.user@example.com',
      role: 'free', // until its address is verified: whoever registers first cannot take the admin role

      company: 'Acme',
      emailVerified: false,
      twoFactorEnabled: false,
    });
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mails = await outbox(t.app, 'first.user@example.com');
    expect(mails[0].text).toContain('http://localhost:3000/verify-email?token=');
    const teams = await sqlRows(
      t.app,
      `select t.personal, m.role from teams t join team_members m on m.team_id = t.id where m.user_id = '${user.id}'`,
    );
    expect(teams).toEqual([{ personal: true, role: 'owner' }]);
    // Verifying the address makes it admin (no admin exists yet); a refreshed token carries the role.
    await verifyEmail(t.app, 'first.user@example.com');
    const refreshed = await post(t.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken });
    const me = await get(t.app, '/api/auth/me', refreshed.body.data.tokens.accessToken);
    expect(me.body.data).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('makes later accounts free, and ADMIN_EMAIL admin once its address is verified', async () => {
    expect((await registerVerified(t.app)).user.role).toBe('free');
    const boss = await register(t.app, { email: 'BOSS@example.com' });
    expect(boss.user.role).toBe('free');
    await verifyEmail(t.app, 'boss@example.com');
    const [row] = await sqlRows(t.app, `select role from users where id = '${boss.user.id}'`);
    expect(row.role).toBe('admin');
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const { email } = await register(t.app);
    const res = await post(t.app, '/api/auth/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: 'An account with this email already exists' });
  });
});

describe('login', () => {
  it('answers the same 401 for a wrong password and an unknown e-mail, and records both', async () => {
    const { email } = await register(t.app);
    const wrong = await login(t.app, email, 'not the password');
    const unknown = await login(t.app, uniqueEmail('ghost'), 'whatever123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
    const ok = await login(t.app, email, PASSWORD, { 'user-agent': 'TestAgent/1.0' });
    expect(ok.status).toBe(200);
    const history = await get(t.app, '/api/auth/login-history', ok.body.data.tokens.accessToken);
    expect(history.body.data.map((e: any) => e.outcome)).toEqual(['success', 'wrong_password', 'success']);
    expect(history.body.data[0]).toMatchObject({
      method: 'password',
      userAgent: 'TestAgent/1.0',
      ip: '127.0.0.1',
    });
    const ghosts = await sqlRows(
      t.app,
      `select user_id, outcome from login_events where outcome = 'unknown_email'`,
    );
    expect(ghosts).toEqual([{ user_id: null, outcome: 'unknown_email' }]);
  });

  it('signs in and reads the user with the access token', async () => {
    const { email } = await registerVerified(t.app);
    const res = await login(t.app, email);
    expect(res.body.data.user.emailVerified).toBe(true);
    const me = await get(t.app, '/api/auth/me', res.body.data.tokens.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    expect(me.body.data.hasPassword).toBe(true);
  });

  it('refuses /auth/me without or with a bad token', async () => {
    expect((await get(t.app, '/api/auth/me')).status).toBe(401);
    const bad = await get(t.app, '/api/auth/me', 'not.a.jwt');
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ success: false, error: 'unauthorized', message: 'Not authenticated' });
  });
});

describe('refresh', () => {
  it('rotates the refresh token and detects reuse of a spent one by revoking the family', async () => {
    const { tokens } = await register(t.app);
    const first = await post(t.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(first.status).toBe(200);
    const next = first.body.data.tokens;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await get(t.app, '/api/auth/me', next.accessToken)).status).toBe(200);

    const replay = await post(t.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toMatch(/^Token refresh failed/);
    // The whole family is gone: the newest refresh token and the access token stop working.
    expect((await post(t.app, '/api/auth/refresh', { refreshToken: next.refreshToken })).status).toBe(401);
    expect((await get(t.app, '/api/auth/me', next.accessToken)).status).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await post(t.app, '/api/auth/refresh', { refreshToken: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Token refresh failed');
  });
});

describe('logout', () => {
  it('revokes the current session at once', async () => {
    const { tokens } = await register(t.app);
    const res = await post(t.app, '/api/auth/logout', undefined, tokens.accessToken);
    expect(res.status).toBe(200);
    expect((await get(t.app, '/api/auth/me', tokens.accessToken)).status).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);
  });

  it('revokes by refresh token and accepts an empty JSON body', async () => {
    const { tokens } = await register(t.app);
    expect((await post(t.app, '/api/auth/logout', { refreshToken: tokens.refreshToken })).status).toBe(200);
    expect((await get(t.app, '/api/auth/me', tokens.accessToken)).status).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('GET /logout clears cookies and always answers 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', cookies: { oauth_state: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/oauth_state=;/);
  });
});
