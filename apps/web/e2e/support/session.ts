import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newAccount, registerViaApi } from './api';
import { newPage, visible } from './browser';
import type { TestServer } from './server';
import type { ServerAndBrowser } from './suite';

/** Registers a fresh account through the API and puts its tokens where the app keeps them. */
export async function signedInPage(page: Page, baseUrl: string, prefix = 'nav') {
  const account = newAccount(prefix);
  const { tokens, user } = await registerViaApi(baseUrl, account);
  await page.goto('/privacy');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  return { account, tokens, user };
}

/** Verifies the address through the API with the token of the link the server mailed. */
export async function verifyByApi(server: TestServer, email: string) {
  const link = await server.mailedLink('verify-email', email);
  const token = new URL(link).searchParams.get('token');
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

/** Opens the mailed verification link in the page, as the user would, and waits for the result. */
export async function openVerifyLink(page: Page, server: TestServer, email: string) {
  const link = await server.mailedLink('verify-email', email);
  await page.goto(link.replace(server.url, ''));
  await visible(page.getByText(/verified/i));
}

/** A new page signed in as a fresh account whose e-mail is not verified yet (within the grace period). */
export async function newSignedInPage(
  { server, browser }: ServerAndBrowser,
  prefix = 'nav',
  opts: { mobile?: boolean } = {},
) {
  const { context, page } = await newPage(browser, server.url, opts);
  return { context, page, ...(await signedInPage(page, server.url, prefix)) };
}

/**
 * A new page signed in as a fresh account whose e-mail is verified, through the API (default)
 * or by opening the mailed link in the page.
 */
export async function signedInUser(
  e2e: ServerAndBrowser,
  prefix: string,
  opts: { verify?: 'api' | 'link' } = {},
) {
  const session = await newSignedInPage(e2e, prefix);
  if (opts.verify === 'link') await openVerifyLink(session.page, e2e.server, session.account.email);
  else await verifyByApi(e2e.server, session.account.email);
  return session;
}

/** Fills the login form and presses Sign In. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
