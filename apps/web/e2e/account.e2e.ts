import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { newPage, visible, waitForPath } from './support/browser';
import { fillLogin, openVerifyLink, verifyByApi } from './support/session';
import { serverAndBrowser } from './support/suite';

// No grace period: an unverified account is refused at login, so the resend flow is reachable.
const e2e = serverAndBrowser({ EMAIL_VERIFICATION_GRACE_HOURS: '0' });

describe('e-mail verification', () => {
  it('refuses an unverified account, resends the link, and lets it in once the link is opened', async () => {
    const account = newAccount('verify');
    await registerViaApi(e2e.server.url, account);
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
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

    await openVerifyLink(page, e2e.server, account.email);

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});

describe('password reset', () => {
  it('resets the password through the e-mailed link', async () => {
    const account = newAccount('reset');
    await registerViaApi(e2e.server.url, account);
    await verifyByApi(e2e.server, account.email);
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await visible(page.getByText(/if an account exists/i));

    const link = await e2e.server.mailedLink('reset-password', account.email);
    await page.goto(link.replace(e2e.server.url, ''));
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
    await registerViaApi(e2e.server.url, account);
    await verifyByApi(e2e.server, account.email);
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await waitForPath(page, '/dashboard');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await visible(page.getByTestId('totp-secret'));
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    await visible(page.locator('img[src^="data:image/png"]'));
    // The previous window's code enables it; the login below uses the current one (codes are single-use).
    await page
      .getByLabel('Verification code')
      .fill(authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret));
    await page.getByTestId('two-factor-card').getByLabel('Current password').fill(account.password);
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
