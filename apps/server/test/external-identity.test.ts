import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithExternalIdentity } from '../src/modules/auth/auth.service';
import { createTestApp, get, register, sqlRows, type TestApp, uniqueEmail } from './helpers';

// The function the Google sign-in module calls after it has verified the ID token.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = { ip: '203.0.113.9', userAgent: 'Browser/1' };
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

  it('does not take over an existing account through an unverified e-mail', async () => {
    const { email } = await register(t.app);
    await expect(signInWithExternalIdentity(google('sub-3', email, false), ctx)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
