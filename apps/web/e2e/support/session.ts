import type { Page } from 'playwright-core';
import { newAccount, registerViaApi } from './api';

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
