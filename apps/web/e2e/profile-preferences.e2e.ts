import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { visible, waitForPath } from './support/browser';
import { overflowing } from './support/layout';
import { fillLogin, newSignedInPage, signedInUser } from './support/session';
import { serverAndBrowser } from './support/suite';

// Settings → Profile and Preferences in a real browser (docs/account.md): the new name and picture
// reach the navigation at once; the preferred date format is what the screens write; the next
// sign-in lands on the chosen screen.

const e2e = serverAndBrowser();

describe('profile and preferences', () => {
  it('renames, sets a picture, and lands on the chosen screen after the next sign-in', async () => {
    const { context, page, account } = await signedInUser(e2e, 'profile');
    await page.goto('/settings');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await visible(page.getByText('Profile saved'));
    await page.getByTestId('user-menu-trigger').click();
    await visible(page.getByRole('menu').getByText('Grace Hopper'));
    await page.keyboard.press('Escape');

    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByAltText('Preview of the chosen picture'));
    await page.getByRole('button', { name: 'Save picture' }).click();
    const navImage = page.locator('[data-testid="user-menu-trigger"] img[src$="/64.webp"]');
    await visible(navImage);
    expect(await navImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    await page.getByLabel('Date format').selectOption('YYYY-MM-DD');
    await page.getByLabel('Screen after sign-in').selectOption('/leads');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await visible(page.getByText('Preferences saved'));
    await visible(page.getByTestId('preferences-example').getByText(/\d{4}-\d{2}-\d{2}/));

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await waitForPath(page, '/leads');
    await context.close();
  });

  it('fits a 390 px screen: the three sections, the notifications table and its toggles', async () => {
    const { context, page } = await newSignedInPage(e2e, 'narrow', { mobile: true });
    await page.goto('/settings');
    await visible(page.getByRole('checkbox', { name: 'Performance alerts: E-mail' }));
    await visible(page.getByLabel('Screen after sign-in'));
    await visible(page.getByLabel('Profile picture'));
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Performance alerts: E-mail' }).check();
    await page.reload();
    await visible(page.getByRole('checkbox', { name: 'Performance alerts: E-mail', checked: true }));
    await context.close();
  });
});
