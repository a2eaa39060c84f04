import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  login,
  mailedToken,
  outbox,
  PASSWORD,
  post,
  register,
  sqlRows,
  type TestApp,
  uniqueEmail,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://seo.example.com' });
});
afterAll(() => t.close());

const INVALID_LINK = 'This link is invalid or has expired';

describe('e-mail verification', () => {
  it('verifies once with the mailed link, then the link is spent', async () => {
    const { email, tokens } = await register(t.app);
    const [mail] = await outbox(t.app, email);
    expect(mail.text).toContain('https://seo.example.com/verify-email?token=');
    const token = await mailedToken(t.app, email, 'verify-email');
    const ok = await post(t.app, '/api/auth/verify-email', { token });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    expect((await get(t.app, '/api/auth/me', tokens.accessToken)).body.data.emailVerified).toBe(true);
    const again = await post(t.app, '/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const { email } = await register(t.app);
    const token = await mailedToken(t.app, email, 'verify-email');
    await sqlRows(
      t.app,
      `update email_tokens set expires_at = now() - interval '1 minute' where purpose = 'verify'`,
    );
    const res = await post(t.app, '/api/auth/verify-email', { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_LINK);
  });

  it('answers resend the same for unknown, unverified and verified addresses', async () => {
    const { email } = await register(t.app);
    const before = (await outbox(t.app, email)).length;
    const known = await post(t.app, '/api/auth/resend-verification', { email });
    const unknown = await post(t.app, '/api/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect((await outbox(t.app, email)).length).toBe(before + 1);
  });
});

describe('grace period', () => {
  it('refuses sign-in after the grace period until the address is verified', async () => {
    const { email } = await register(t.app);
    await sqlRows(
      t.app,
      `update users set created_at = now() - interval '73 hours' where email = '${email}'`,
    );
    const refused = await login(t.app, email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('verify your email');
    const token = await mailedToken(t.app, email, 'verify-email');
    expect((await post(t.app, '/api/auth/verify-email', { token })).status).toBe(200);
    expect((await login(t.app, email)).status).toBe(200);
  });

  it('does not reveal the grace refusal to a wrong password', async () => {
    const { email } = await register(t.app);
    await sqlRows(
      t.app,
      `update users set created_at = now() - interval '73 hours' where email = '${email}'`,
    );
    expect((await login(t.app, email, 'wrong password')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { email } = await register(t.app);
    const ghost = uniqueEmail('ghost');
    const known = await post(t.app, '/api/auth/password-reset', { email });
    const unknown = await post(t.app, '/api/auth/password-reset', { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await outbox(t.app, ghost)).length).toBe(0);
    expect((await outbox(t.app, email))[0].text).toContain('https://seo.example.com/reset-password?token=');
  });

  it('sets the new password once, ends every session and spends the link', async () => {
    const { email, tokens } = await register(t.app);
    const other = (await login(t.app, email)).body.data.tokens;
    await post(t.app, '/api/auth/password-reset', { email });
    const token = await mailedToken(t.app, email, 'reset-password');
    const res = await post(t.app, '/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new secret',
    });
    expect(res.status).toBe(200);
    for (const session of [tokens, other]) {
      expect((await get(t.app, '/api/auth/me', session.accessToken)).status).toBe(401);
      expect((await post(t.app, '/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(
        401,
      );
    }
    expect((await login(t.app, email, PASSWORD)).status).toBe(401);
    expect((await login(t.app, email, 'a brand new secret')).status).toBe(200);
    const reused = await post(t.app, '/api/auth/password-reset/confirm', {
      token,
      password: 'yet another secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_LINK);
  });

  it('refuses an expired reset link (valid 1 hour)', async () => {
    const { email } = await register(t.app);
    await post(t.app, '/api/auth/password-reset', { email });
    const token = await mailedToken(t.app, email, 'reset-password');
    const [row] = await sqlRows(
      t.app,
      `select extract(epoch from expires_at - created_at)::float8 as ttl from email_tokens where purpose = 'reset' order by created_at desc limit 1`,
    );
    expect(Math.abs(Number(row.ttl) - 3600)).toBeLessThan(5);
    await sqlRows(
      t.app,
      `update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    const res = await post(t.app, '/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new secret',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_LINK);
  });

  it('rejects a short new password with the shared message', async () => {
    const res = await post(t.app, '/api/auth/password-reset/confirm', { token: 'x', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at least 8 characters long');
  });
});
