import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { overflowing } from './support/layout';
import { newSignedInPage } from './support/session';
import { serverAndBrowser } from './support/suite';

// Settings → API keys at phone width (docs/api-keys.md): create a key, copy its secret from the
// once-only dialog, use it against the real API, delete it and see it refused.

const e2e = serverAndBrowser();

const sitesWith = async (base: string, key: string) =>
  (await fetch(`${base}/api/sites`, { headers: { authorization: `Bearer ${key}` } })).status;

describe('API keys in settings', () => {
  it('creates a key shown once, which works until it is deleted (390 px)', async () => {
    const { context, page } = await newSignedInPage(e2e, 'keys', { mobile: true });
    await page.goto('/settings#api-keys');
    const section = page.locator('section#api-keys');
    await visible(section.getByText('No API keys yet'));

    await section.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByTestId('create-api-key-dialog');
    await dialog.getByLabel('Name').fill('Phone script');
    await dialog.getByLabel('Access').selectOption('read');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByTestId('api-key-secret-dialog');
    await visible(shown.getByText(/you will not see it again/));
    const secret = ((await shown.getByTestId('api-key-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^sdp_[A-Za-z0-9]{8}_/);
    expect(await overflowing(page)).toEqual([]);
    await shown.getByRole('button', { name: 'I have saved it' }).click();

    const row = section.getByTestId('api-key-row');
    await visible(row.getByText(`${secret.slice(0, 12)}…`));
    expect(await page.locator('body').textContent()).not.toContain(secret);
    expect(await overflowing(page)).toEqual([]);
    expect(await sitesWith(e2e.server.url, secret)).toBe(200);

    await row.getByRole('button', { name: 'Delete API key Phone script' }).click();
    await page.getByTestId('confirm-delete-api-key').click();
    await visible(section.getByText('No API keys yet'));
    expect(await sitesWith(e2e.server.url, secret)).toBe(401);
    await context.close();
  });
});
