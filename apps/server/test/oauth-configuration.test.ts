import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_NOT_CONFIGURED_MESSAGE } from '../src/modules/oauth/oauth.routes';
import { createTestApp, get, type TestApp } from './helpers';
import { ada, PUBLIC_URL, REDIRECT_URI, signInWithGoogle } from './oauth-fixtures';
import { startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

// Google sign-in under other setups: a provider that puts the claims in userinfo only (on any
// loopback port), and an app that cannot sign in (not configured, provider unreachable, http issuer).

describe('Google sign-in when the provider puts the claims in userinfo only, on any loopback port', () => {
  let provider: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      redirectUri: 'http://127.0.0.1/oauth/callback',
      anyLoopbackPort: true,
      conformIdTokenClaims: true,
      account: { sub: 'conform-1', email: 'conform@example.com', email_verified: false, given_name: 'Con' },
    });
    t = await createTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('reads email and profile from userinfo; an unverified e-mail gives an unverified account', async () => {
    const { res } = await signInWithGoogle(t.app);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      email: 'conform@example.com',
      firstName: 'Con',
      emailVerified: false,
    });
  });
});

describe('Google sign-in when it cannot work', () => {
  let t: TestApp; // not configured
  let down: TestApp; // configured for a provider that is not running
  let plain: TestApp; // configured with an http issuer that is not on loopback
  let downIssuer: string;

  beforeAll(async () => {
    const closed = await startTestOidcProvider({ redirectUri: REDIRECT_URI, account: ada });
    await closed.close(); // nothing listens on its port any more
    downIssuer = closed.issuer;
    const configured = { PUBLIC_URL, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    // One after the other: building apps in parallel starves the plugin start-up timers.
    t = await createTestApp({ PUBLIC_URL, GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    down = await createTestApp({ ...configured, GOOGLE_ISSUER: downIssuer });
    plain = await createTestApp({ ...configured, GOOGLE_ISSUER: 'http://accounts.example.com' });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), down?.close(), plain?.close()]);
  });

  it('tells the login screen whether Google sign-in is configured, without signing in', async () => {
    expect((await get(t.app, '/api/auth/providers')).body).toEqual({
      success: true,
      data: { google: false },
    });
    expect((await get(down.app, '/api/auth/providers')).body).toEqual({
      success: true,
      data: { google: true },
    });
  });

  it('answers 503 JSON when GOOGLE_CLIENT_ID/SECRET are unset', async () => {
    for (const url of ['/api/login', '/api/auth/oauth/google']) {
      const res = await get(t.app, url);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        error: 'oauth_not_configured',
        message: OAUTH_NOT_CONFIGURED_MESSAGE,
      });
    }
    const cb = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      payload: { provider: 'google', code: 'c', state: 's' },
    });
    expect(cb.statusCode).toBe(503);
    expect(cb.json().error).toBe('oauth_not_configured');
  });

  it('sends a browser back to the login screen with the message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?error=${encodeURIComponent(OAUTH_NOT_CONFIGURED_MESSAGE)}`);
  });

  it('answers 502 when the provider cannot be reached, and discovers again once it is back', async () => {
    const res = await get(down.app, '/api/login');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, error: 'oauth_provider_unreachable' });
    expect(res.body.message).toMatch(/Could not reach the sign-in provider/);
    const html = await down.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { accept: 'text/html' },
    });
    expect(html.statusCode).toBe(302);
    expect(html.headers.location).toMatch(/^\/login\?error=Could%20not%20reach/);

    // The failed discovery is not cached: with the provider back on that port, sign-in starts.
    const back = await startTestOidcProvider({
      redirectUri: REDIRECT_URI,
      account: ada,
      clientId: 'id',
      clientSecret: 'secret',
      port: Number(new URL(downIssuer).port),
    });
    try {
      const again = await get(down.app, '/api/login');
      expect(again.status).toBe(302);
      expect(String(again.headers.location)).toContain(`${downIssuer}/auth?`);
    } finally {
      await back.close();
    }
  });

  it('refuses an http issuer that is not on loopback (503)', async () => {
    const res = await get(plain.app, '/api/login');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: 'oauth_not_configured' });
    expect(res.body.message).toMatch(/https/);
  });
});
