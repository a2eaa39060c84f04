import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OAUTH_NO_EMAIL_MESSAGE,
  OAUTH_SESSION_INVALID_MESSAGE,
  OAUTH_SUCCESS_MESSAGE,
} from '../src/modules/oauth/oauth.routes';
import { OAUTH_COOKIE, sealAttempt } from '../src/modules/oauth/oauth-cookie';
import { createTestApp, get, type TestApp } from './helpers';
import {
  ada,
  CookieJar,
  loginAtProvider,
  noEmail,
  PUBLIC_URL,
  postCallback,
  REDIRECT_URI,
  setCookies,
  signInWithGoogle,
  startSignIn,
} from './oauth-fixtures';
import { startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

// Google sign-in end to end over HTTP: the real app (in-memory database) against a real OpenID
// Connect provider (oidc-provider) on loopback. The test plays the browser: it follows redirects,
// carries cookies, fills in the provider's sign-in form and posts the code like the SPA's
// /oauth/callback page does.
// Here the provider is configured and reachable; oauth-configuration.test.ts covers the other setups.

describe('Google sign-in with a configured provider', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  let jwtSecret: string;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUri: REDIRECT_URI, account: ada, accounts: [noEmail] });
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    jwtSecret = t.app.config.JWT_SECRET;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('GET /api/login redirects to the provider with PKCE, state, nonce and a signed short-lived cookie', async () => {
    const jar = new CookieJar();
    const res = await startSignIn(t.app, jar);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.pathname).toBe('/auth');
    const q = location.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const [cookie] = setCookies(res.headers);
    expect(cookie).toMatch(new RegExp(`^${OAUTH_COOKIE}=[^;]+\\.[^;]+;`));
    expect(cookie).toMatch(/; Max-Age=600(;|$)/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http here
    // The verifier and nonce are not readable from the redirect.
    expect(location.href).not.toContain(jar.get('127.0.0.1', OAUTH_COOKIE));
  });

  it('GET /api/auth/oauth/google is the same redirect; other providers are 404 JSON', async () => {
    const res = await startSignIn(t.app, new CookieJar(), '/api/auth/oauth/google');
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toContain(`${provider.issuer}/auth?`);
    const other = await get(t.app, '/api/auth/oauth/github');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, error: 'not_found' });
  });

  let firstUserId: string;

  it('signs a new user in through the provider: verified account, working tokens, cookie spent', async () => {
    const { res, back, jar } = await signInWithGoogle(t.app);
    expect(back.searchParams.get('iss')).toBe(provider.issuer);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(OAUTH_SUCCESS_MESSAGE);
    const { user, tokens } = res.body.data;
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: ada.picture,
      emailVerified: true,
    });
    expect(typeof tokens.accessToken).toBe('string');
    expect(typeof tokens.refreshToken).toBe('string');
    firstUserId = user.id;

    // The one-time cookie is cleared by the callback.
    expect(
      setCookies(res.headers).some((c) => c.startsWith(`${OAUTH_COOKIE}=;`) && /Max-Age=0/.test(c)),
    ).toBe(true);
    expect(jar.get('127.0.0.1', OAUTH_COOKIE)).toBeUndefined();

    const me = await get(t.app, '/api/auth/me', tokens.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: user.id,
      email: 'ada.lovelace@example.com',
      emailVerified: true,
      hasPassword: false, // created through Google: settings offer to set one by e-mail
    });

    const history = await get(t.app, '/api/auth/login-history', tokens.accessToken);
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({
      outcome: 'success',
      method: 'google',
      userAgent: 'oauth-test-browser',
    });
  });

  it('a second sign-in with the same subject reuses the user (and works without the iss parameter)', async () => {
    const { res } = await signInWithGoogle(t.app, { forwardIss: false });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(firstUserId);
    const me = await get(t.app, '/api/auth/me', res.body.data.tokens.accessToken);
    expect(me.body.data.id).toBe(firstUserId);
  });

  it('a code cannot be used twice', async () => {
    const jar = new CookieJar();
    const start = await startSignIn(t.app, jar);
    const cookie = jar.get('127.0.0.1', OAUTH_COOKIE);
    const back = await loginAtProvider(String(start.headers.location), jar);
    const body = {
      provider: 'google',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    };
    expect((await postCallback(t.app, jar, body)).status).toBe(200);

    // Replayed without the (now cleared) cookie: the attempt is gone.
    const again = await postCallback(t.app, jar, body);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      error: 'oauth_state_invalid',
      message: OAUTH_SESSION_INVALID_MESSAGE,
    });

    // Replayed with a copy of the cookie: the provider refuses the spent code.
    jar.store(`${PUBLIC_URL}/api/login`, [`${OAUTH_COOKIE}=${cookie}; Path=/api`]);
    const replay = await postCallback(t.app, jar, body);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, error: 'oauth_code_invalid' });
    expect(replay.body.message).toMatch(/expired or was already used/);
  });

  it('refuses a state that does not match the cookie, a missing cookie and a tampered cookie', async () => {
    const jar = new CookieJar();
    const start = await startSignIn(t.app, jar);
    const back = await loginAtProvider(String(start.headers.location), jar);
    const code = back.searchParams.get('code');
    const state = back.searchParams.get('state') ?? '';
    const cookie = jar.get('127.0.0.1', OAUTH_COOKIE) ?? '';

    const mismatch = await postCallback(t.app, jar, { provider: 'google', code, state: `${state}x` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      success: false,
      error: 'oauth_state_invalid',
      message: OAUTH_SESSION_INVALID_MESSAGE,
    });

    const noCookie = await postCallback(t.app, new CookieJar(), { provider: 'google', code, state });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.error).toBe('oauth_state_invalid');

    const tamperedJar = new CookieJar();
    const [body, sig] = cookie.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 3600 })).toString('base64url');
    tamperedJar.store(`${PUBLIC_URL}/api`, [`${OAUTH_COOKIE}=${forged}.${sig}; Path=/api`]);
    const tampered = await postCallback(t.app, tamperedJar, { provider: 'google', code, state });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toBe('oauth_state_invalid');

    // The untouched cookie still completes this sign-in.
    const okJar = new CookieJar();
    okJar.store(`${PUBLIC_URL}/api`, [`${OAUTH_COOKIE}=${cookie}; Path=/api`]);
    expect((await postCallback(t.app, okJar, { provider: 'google', code, state })).status).toBe(200);
  });

  it('refuses an ID token whose nonce is not this attempt (code injection), and a wrong PKCE verifier', async () => {
    for (const change of ['nonce', 'codeVerifier'] as const) {
      const jar = new CookieJar();
      const start = await startSignIn(t.app, jar);
      const back = await loginAtProvider(String(start.headers.location), jar);
      const state = back.searchParams.get('state') ?? '';
      const real = JSON.parse(
        Buffer.from((jar.get('127.0.0.1', OAUTH_COOKIE) ?? '').split('.')[0], 'base64url').toString(),
      );
      // A cookie for the same state but another nonce/verifier, validly signed (the test knows the secret).
      const attempt = { state, nonce: real.nonce, codeVerifier: real.codeVerifier };
      attempt[change] = 'A'.repeat(43);
      const forgedJar = new CookieJar();
      forgedJar.store(`${PUBLIC_URL}/api`, [`${OAUTH_COOKIE}=${sealAttempt(jwtSecret, attempt)}; Path=/api`]);
      const res = await postCallback(t.app, forgedJar, {
        provider: 'google',
        code: back.searchParams.get('code'),
        state,
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe(change === 'nonce' ? 'oauth_state_invalid' : 'oauth_code_invalid');
    }
  });

  it('refuses an account that shares no e-mail address', async () => {
    const { res } = await signInWithGoogle(t.app, { login: noEmail.sub });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'oauth_email_missing',
      message: OAUTH_NO_EMAIL_MESSAGE,
    });
  });

  it('validates the callback body', async () => {
    const jar = new CookieJar();
    await startSignIn(t.app, jar);
    const res = await postCallback(t.app, jar, { provider: 'github', code: 'x', state: 'y' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation_error' });
    const empty = await postCallback(t.app, jar, {});
    expect(empty.status).toBe(400);
  });

  it('links to an existing unverified account with the same verified e-mail, taking it back from whoever registered it', async () => {
    // Someone registered the address before its owner (pre-account hijacking): a password, a session.
    const email = 'grace.hopper@example.com';
    const password = 'correct horse battery';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(reg.statusCode).toBe(201);
    const { user: registered, tokens: squatter } = reg.json().data;
    expect(registered.emailVerified).toBe(false);
    provider.addAccount({ sub: 'google-sub-grace', email: 'Grace.Hopper@example.com', email_verified: true });
    const { res } = await signInWithGoogle(t.app, { login: 'google-sub-grace' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      id: registered.id,
      email,
      emailVerified: true,
      hasPassword: false,
    });
    // The squatter's password no longer signs in, and their session is over.
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(byPassword.statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', squatter.accessToken)).status).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: squatter.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    // The owner's own session works.
    expect((await get(t.app, '/api/auth/me', res.body.data.tokens.accessToken)).status).toBe(200);
  });
});
