import type { AuthSessionData } from '@sdp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../src/modules/auth/totp';
import {
  createTestApp,
  get,
  post,
  type Registered,
  register,
  registerVerified,
  sqlRows,
  type TestApp,
  uniqueEmail,
} from './helpers';

// The function the Google sign-in module calls after it has verified the ID token.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.9', userAgent: 'Browser/1' };

/** A sign-in that must finish without a second factor. */
const signInOrChallenge: typeof t.app.services.auth.signInWithExternalIdentity = (identity, context) =>
  t.app.services.auth.signInWithExternalIdentity(identity, context);

async function signInWithExternalIdentity(...args: Parameters<typeof signInOrChallenge>) {
  const result = await signInOrChallenge(...args);
  if (!('tokens' in result)) throw new Error('expected a session, got a two-factor challenge');
  return result as AuthSessionData;
}
const google = (subject: string, email: string, emailVerified = true) => ({
  provider: 'google' as const,
  subject,
  email,
  emailVerified,
  firstName: 'Grace',
  lastName: 'Hopper',
  picture: 'https://lh3.googleusercontent.com/a/photo',
});

describe('signInWithExternalIdentity', () => {
  it('creates a verified user with a personal team, then finds it again by the linked identity', async () => {
    const email = uniqueEmail('g');
    const first = await signInWithExternalIdentity(google('sub-1', email), ctx);
    expect(first.user).toMatchObject({
      email,
      firstName: 'Grace',
      emailVerified: true,
      profileImageUrl: expect.stringContaining('googleusercontent'),
    });
    expect((await get(t.app, '/api/auth/me', first.tokens.accessToken)).status).toBe(200);
    const again = await signInWithExternalIdentity(google('sub-1', 'changed-address@example.com'), ctx);
    expect(again.user.id).toBe(first.user.id);
    const teams = await sqlRows(
      t.app,
      `select count(*)::int as n from teams where owner_id = '${first.user.id}' and personal`,
    );
    expect(teams).toEqual([{ n: 1 }]);
    const history = await get(t.app, '/api/auth/login-history', again.tokens.accessToken);
    expect(history.body.data[0]).toMatchObject({ method: 'google', outcome: 'success', ip: '203.0.113.9' });
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const { email, user } = await register(t.app);
    const res = await signInWithExternalIdentity(google('sub-2', email.toUpperCase()), ctx);
    expect(res.user.id).toBe(user.id);
    expect(res.user.emailVerified).toBe(true);
    const links = await sqlRows(
      t.app,
      `select provider, subject from external_identities where user_id = '${user.id}'`,
    );
    expect(links).toEqual([{ provider: 'google', subject: 'sub-2' }]);
  });

  async function turnOnTwoFactor(r: Registered) {
    const setup = await post(t.app, '/api/auth/two-factor/setup', undefined, r.tokens.accessToken);
    const secret = setup.body.data.secret as string;
    const enable = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { code: generateTotp(secret, Date.now() - 30_000), password: r.password },
      r.tokens.accessToken,
    );
    expect(enable.status).toBe(200);
    return secret;
  }

  it('asks an account with two-factor on for its code instead of starting a session', async () => {
    const r = await registerVerified(t.app);
    const { email } = r;
    const secret = await turnOnTwoFactor(r);
    const result = await signInOrChallenge(google('sub-2fa', email), ctx);
    expect(result).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    const challengeToken = (result as { challengeToken: string }).challengeToken;
    const done = await post(t.app, '/api/auth/two-factor/verify', {
      challengeToken,
      code: generateTotp(secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.data.user.email).toBe(email);
  });

  it('takes an unverified account back from whoever registered it: no password, second factor or session of theirs survives', async () => {
    const squatter = await register(t.app);
    await turnOnTwoFactor(squatter);
    const other = await post(t.app, '/api/auth/login', {
      email: squatter.email,
      password: squatter.password,
    });
    expect(other.body.data.twoFactorRequired).toBe(true);
    const owner = await signInWithExternalIdentity(google('sub-owner', squatter.email), ctx);
    expect(owner.user).toMatchObject({
      id: squatter.user.id,
      emailVerified: true,
      hasPassword: false,
      twoFactorEnabled: false,
    });
    const [row] = await sqlRows(
      t.app,
      `select password_hash, email_verified_at from users where id = '${squatter.user.id}'`,
    );
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    expect(await sqlRows(t.app, `select 1 from two_factor where user_id = '${squatter.user.id}'`)).toEqual(
      [],
    );
    expect((await get(t.app, '/api/auth/me', squatter.tokens.accessToken)).status).toBe(401);
    expect(
      (await post(t.app, '/api/auth/refresh', { refreshToken: squatter.tokens.refreshToken })).status,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: squatter.email, password: squatter.password })).status,
    ).toBe(401);
    expect((await get(t.app, '/api/auth/me', owner.tokens.accessToken)).status).toBe(200);
  });

  it('leaves a verified account as it is: its password and second factor stay', async () => {
    const r = await registerVerified(t.app);
    await turnOnTwoFactor(r);
    const result = await signInOrChallenge(google('sub-verified', r.email), ctx);
    expect(result).toMatchObject({ twoFactorRequired: true });
    const [row] = await sqlRows(t.app, `select password_hash from users where id = '${r.user.id}'`);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await get(t.app, '/api/auth/me', r.tokens.accessToken)).status).toBe(200);
  });

  it('does not take over an existing account through an unverified e-mail', async () => {
    const { email } = await register(t.app);
    await expect(signInWithExternalIdentity(google('sub-3', email, false), ctx)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
