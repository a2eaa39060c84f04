import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { hidden, newPage, visible, waitForPath } from './support/browser';
import { fillLogin } from './support/session';
import { serverAndBrowser } from './support/suite';

const e2e = serverAndBrowser();

describe('registration', () => {
  it('checks that passwords match before their length, clears the error on edit, and lands on the setup (/onboarding)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    const account = newAccount('reg');
    await page.goto('/register');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Passwords do not match'));
    expect(await page.getByText('Password must be at least 8 characters long').count()).toBe(0);

    await page.getByLabel('Confirm password').fill('short');
    await hidden(page.getByText('Passwords do not match'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByText('Password must be at least 8 characters long'));

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // A new account without sites is sent to the setup once (docs/onboarding.md).
    await waitForPath(page, '/onboarding');
    expect(
      await page.evaluate(
        () => !!localStorage.getItem('accessToken') && !!localStorage.getItem('refreshToken'),
      ),
    ).toBe(true);
    await context.close();
  });
});

describe('login', () => {
  let account: ReturnType<typeof newAccount>;
  beforeAll(async () => {
    account = newAccount('login');
    await registerViaApi(e2e.server.url, account);
  });

  const signIn = (page: Page, password = account.password) => fillLogin(page, account.email, password);

  it('follows the returnTo parameter first', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login?returnTo=%2Fkeyword-finder');
    await signIn(page);
    await waitForPath(page, '/keyword-finder');
    expect(await page.evaluate(() => sessionStorage.getItem('intendedDestination'))).toBeNull();
    await context.close();
  });

  it('stays signed in when a page is left while it is still checking the session', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await signIn(page);
    await waitForPath(page, '/dashboard');
    await page.goto('/dashboard');
    await visible(page.locator('[data-screen="dashboard"]'));
    // The next page's session check hangs, and that page is left before it answers (the call is aborted).
    let meCalls = 0;
    await page.route('**/api/auth/me', async (route) => {
      meCalls += 1;
      if (meCalls === 1) return; // never answered: aborted by the navigation below
      await route.continue();
    });
    await page.goto('/keyword-finder');
    await vi.waitUntil(() => meCalls === 1, { timeout: 10_000 });
    await page.goto('/settings');
    await visible(page.locator('[data-screen="settings"]'));
    expect(meCalls).toBe(2);
    expect(await page.evaluate(() => !!localStorage.getItem('accessToken'))).toBe(true);
    await context.close();
  });

  it('remembers the protected page it was sent away from (intendedDestination)', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/analytics?range=30d');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('intendedDestination'))).toBe(
      '/analytics?range=30d',
    );
    await signIn(page);
    await waitForPath(page, '/analytics');
    expect(new URL(page.url()).search).toBe('?range=30d');
    await context.close();
  });

  it('shows the server message on a wrong password and re-enables the form', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await signIn(page, 'not the password');
    await visible(page.getByText('Invalid email or password'));
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('says the backend is unreachable on a network failure', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await signIn(page);
    await visible(
      page.getByText('Cannot connect to server. Please ensure the backend is running on port 3000.'),
    );
    await context.close();
  });

  it('explains a non-JSON 500 and a non-JSON 502', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    );
    await signIn(page);
    await visible(page.getByText('Server error. Please check that the backend is running on port 3000.'));
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Server error: Bad Gateway'));
    await context.close();
  });

  it('logs out, clearing tokens even when the server call fails', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await signIn(page);
    await waitForPath(page, '/dashboard');
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: /account|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/');
    // The guard's client-side redirect to /login can come before logout's full page load: a read that
    // meets that navigation is made again.
    await expect
      .poll(() =>
        page
          .evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])
          .catch(() => 'navigating'),
      )
      .toEqual([null, null]);
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    await context.close();
  });
});
