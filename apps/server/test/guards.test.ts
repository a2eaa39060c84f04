import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  login,
  mailedToken,
  post,
  registerVerified,
  sqlRows,
  type TestApp,
  uniqueEmail,
} from './helpers';

describe('rate limits per IP (AUTH_RATE_LIMIT_MAX per minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: 3 });
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string, payload: unknown) =>
    call(t.app, { method: 'POST', url, payload: payload as object, remoteAddress: ip });

  it.each([
    ['/api/auth/login', { email: 'someone@example.com', password: 'whatever1' }],
    ['/api/auth/register', { email: 'x', password: 'y', firstName: 'a', lastName: 'b' }],
    ['/api/auth/password-reset', { email: 'someone@example.com' }],
    ['/api/auth/resend-verification', { email: 'someone@example.com' }],
    ['/api/auth/two-factor/verify', { challengeToken: 'abc', code: '123456' }],
  ])('limits %s and answers 429 with the shared rate-limit message', async (url, payload) => {
    const ip = `10.0.0.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 3; i++) expect((await from(ip, url, payload)).status).not.toBe(429);
    const limited = await from(ip, url, payload);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      error: 'rate_limited',
      message: 'Rate limit exceeded. Please try again later.',
    });
    // Another address is not affected.
    expect((await from('10.1.1.1', url, payload)).status).not.toBe(429);
  });
});

describe('account lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LOCK_THRESHOLD: 3, LOGIN_LOCK_MINUTES: 15 });
  });
  afterAll(() => t.close());

  it('locks the account after repeated failures, even for the right password, then unlocks', async () => {
    const { email, password } = await registerVerified(t.app);
    for (let i = 0; i < 3; i++) expect((await login(t.app, email, 'wrong password')).status).toBe(401);
    const locked = await login(t.app, email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('account_locked');
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
    // The failures age out of the window (LOGIN_LOCK_MINUTES).
    await sqlRows(
      t.app,
      `update login_events set created_at = created_at - interval '16 minutes' where email = '${email}'`,
    );
    expect((await login(t.app, email, password)).status).toBe(200);
    // After the lock ends, counting starts afresh.
    expect((await login(t.app, email, 'wrong password')).status).toBe(401);
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it('a success resets the count of failures', async () => {
    const { email, password } = await registerVerified(t.app);
    for (let i = 0; i < 2; i++) await login(t.app, email, 'wrong password');
    expect((await login(t.app, email, password)).status).toBe(200);
    for (let i = 0; i < 2; i++) await login(t.app, email, 'wrong password');
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it('answers an unknown e-mail like an account: 401 alike, then the same lock from that address', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) {
      const res = await login(t.app, email, 'wrong password');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_credentials', message: 'Invalid email or password' });
    }
    const locked = await login(t.app, email, 'wrong password');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('account_locked');
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
    // No account is locked by it: nothing is stored on any user.
    expect(await sqlRows(t.app, `select 1 from users where email = '${email}'`)).toEqual([]);
  });

  it('locks per address: failures from a stranger do not lock the owner out of their own address', async () => {
    const { email, password } = await registerVerified(t.app);
    const from = (ip: string, pw: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: pw },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.7', 'wrong password')).status).toBe(401);
    expect((await from('198.51.100.7', password)).status).toBe(429);
    expect((await from('192.0.2.44', password)).status).toBe(200);
  });

  it('resetting the password lifts the lock', async () => {
    const { email } = await registerVerified(t.app);
    for (let i = 0; i < 3; i++) await login(t.app, email, 'wrong password');
    await post(t.app, '/api/auth/password-reset', { email });
    const token = await mailedToken(t.app, email, 'reset-password');
    expect(
      (await post(t.app, '/api/auth/password-reset/confirm', { token, password: 'new password 1' })).status,
    ).toBe(200);
    expect((await login(t.app, email, 'new password 1')).status).toBe(200);
  });
});
