import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { launchBrowser, newPage, visible, waitForPath } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // No grace period: an unverified account is refused at login, so the resend flow is reachable.
  [server, browser] = await Promise.all([
    startServer({ EMAIL_VERIFICATION_GRACE_HOURS: '0' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function verify(email: string) {
  const link = await server.mailedLink('verify-email', email);
  const token = new URL(link).searchParams.get('token');
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

describe('e-mail verification', () => {
  it('refuses an unverified account, resends the link, and lets it in once the link is opened', async () => {
    const account = newAccount('verify');
    await registerViaApi(server.url, account);
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await visible(page.getByText(/verify your email/));
    const resend = page.getByRole('button', { name: 'Resend Verification Email' });
    await resend.click();
    await visible(
      page.getByText('Verification email sent! Please check your email and click the verification link.'),
    );
    expect(await resend.count()).toBe(0);
    expect(await page.getByText(/verify your email/).count()).toBe(0);

    const link = await server.mailedLink('verify-email', account.email);
    await page.goto(link.replace(server.url, ''));
    await visible(page.getByText(/verified/i));

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});

describe('password reset', () => {
  it('resets the password through the e-mailed link', async () => {
    const account = newAccount('reset');
    await registerViaApi(server.url, account);
    await verify(account.email);
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await visible(page.getByText(/if an account exists/i));

    const link = await server.mailedLink('reset-password', account.email);
    await page.goto(link.replace(server.url, ''));
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: /reset password/i }).click();
    await visible(page.getByText(/password has been reset|password updated|password was reset/i));

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await visible(page.getByText('Invalid email or password'));
    await fillLogin(page, account.email, newPassword);
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});

describe('two-factor sign-in', () => {
  it('enrols an authenticator in settings and asks for its code at the next login', async () => {
    const account = newAccount('totp');
    await registerViaApi(server.url, account);
    await verify(account.email);
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await waitForPath(page, '/dashboard');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await visible(page.getByTestId('totp-secret'));
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    await visible(page.locator('img[src^="data:image/png"]'));
    // The previous window's code enables it; the login below uses the current one (codes are single-use).
    await page
      .getByLabel('Verification code')
      .fill(authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret));
    await page.getByRole('button', { name: /enable/i }).click();
    await visible(page.getByTestId('backup-codes'));

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await visible(page.getByLabel('Authentication code'));
    await page.getByLabel('Authentication code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: /verify|sign in/i }).click();
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});
