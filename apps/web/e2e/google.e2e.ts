import { authenticator } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../server/test/test-oidc-provider';
import { post } from './support/api';
import { launchBrowser, newPage, visible, waitForPath } from './support/browser';
import { startServer, type TestServer } from './support/server';

// Google sign-in against a real OpenID Connect provider (oidc-provider) on loopback.
let provider: TestOidcProvider;
let server: TestServer;
let unconfigured: TestServer;
let browser: Browser;
const email = `grace.${Date.now()}@example.test`;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUri: 'http://127.0.0.1/oauth/callback',
    anyLoopbackPort: true,
    account: { sub: 'google-sub-1', email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
  });
  [server, unconfigured, browser] = await Promise.all([
    startServer({
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    }),
    startServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), unconfigured?.stop(), provider?.close()]);
});

describe('Sign in with Google', () => {
  it('signs in through the provider and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Sign in with Google' })
      .or(page.getByRole('link', { name: 'Sign in with Google' }))
      .click();
    await page.waitForURL((u) => u.origin === provider.issuer);
    await page.locator('#submit').click();
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => !!localStorage.getItem('accessToken'))).toBe(true);
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return res.json();
    });
    expect(me.data).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', emailVerified: true });
    await context.close();
  });

  it('still asks for the second factor of an account that has one', async () => {
    const first = await newPage(browser, server.url);
    await first.page.goto('/login');
    await first.page.getByRole('link', { name: 'Sign in with Google' }).click();
    await first.page.waitForURL((u) => u.origin === provider.issuer || u.pathname === '/dashboard');
    if (new URL(first.page.url()).origin === provider.issuer) await first.page.locator('#submit').click();
    await waitForPath(first.page, '/dashboard');
    const accessToken = await first.page.evaluate(() => localStorage.getItem('accessToken'));
    await first.context.close();
    const setup = await post(server.url, '/auth/two-factor/setup', undefined, accessToken!);
    const secret: string = setup.json.data.secret;
    const previousWindow = authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret);
    expect(
      (await post(server.url, '/auth/two-factor/enable', { code: previousWindow }, accessToken!)).status,
    ).toBe(200);

    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL((u) => u.origin === provider.issuer);
    await page.locator('#submit').click();
    await waitForPath(page, '/oauth/callback');
    await page.getByLabel('Authentication code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('hides the Google button when Google sign-in is not configured; its URL says why', async () => {
    const { context, page } = await newPage(browser, unconfigured.url);
    const providers = page.waitForResponse((r) => r.url().endsWith('/api/auth/providers'));
    await page.goto('/login');
    expect(await (await providers).json()).toEqual({ success: true, data: { google: false } });
    await visible(page.getByRole('button', { name: 'Sign In' }));
    expect(await page.getByRole('link', { name: 'Sign in with Google' }).count()).toBe(0);
    expect(await page.getByText('Or continue with').count()).toBe(0);
    // An old bookmark of the sign-in URL still lands on the login screen with the reason.
    await page.goto('/api/login');
    await waitForPath(page, '/login');
    await visible(page.getByText(/Google sign-in is not configured/));
    await context.close();
  });
});
