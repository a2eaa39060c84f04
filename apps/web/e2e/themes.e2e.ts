import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Themes (docs/themes.md): each built-in chosen in Settings → Appearance is on <html> before the
// app mounts after a reload (sampled when #root is parsed, before the app's module script runs);
// an invalid file says 'Invalid theme data'; a custom theme is made with a live preview, used,
// and deleted, and default-dark is back.

const e2e = serverAndBrowser();
/** A busy CI machine can take seconds to apply a click: polls wait up to 10 s (expect.poll's default is 1 s). */
const POLL_MS = 10_000;
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: POLL_MS });

interface BootSample {
  theme: string | null;
  background: string;
  dark: boolean;
  reactMounted: boolean;
}

/** Records <html>'s theme the moment #root is parsed: after the head's scripts, before the app's. */
function sampleAtRoot() {
  const w = window as unknown as { __bootSample?: unknown };
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || w.__bootSample) return;
    const html = document.documentElement;
    w.__bootSample = {
      theme: html.getAttribute('data-theme'),
      background: html.style.getPropertyValue('--background'),
      dark: html.classList.contains('dark'),
      reactMounted: root.childElementCount > 0,
    };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

const bootSample = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bootSample?: BootSample }).__bootSample ?? null);
const htmlTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: document.documentElement.style.getPropertyValue('--background'),
  }));

const BUILT_INS = [
  { id: 'cyberpunk', name: 'Cyberpunk Command Center', background: '#0a0612' },
  { id: 'executive', name: 'Executive Boardroom', background: '#0e1116' },
  { id: 'default-dark', name: 'Default Dark', background: '#080d16' },
];

describe('themes', () => {
  it('applies each built-in before the first paint, refuses an invalid file, and makes and deletes a theme', async () => {
    const { page, context } = await signedInUser(e2e, 'themes');
    await context.addInitScript(sampleAtRoot);
    await page.goto('/settings#appearance');
    const section = page.locator('#appearance');
    await visible(section.getByRole('list', { name: 'Themes' }));

    for (const t of BUILT_INS) {
      await section.getByRole('button', { name: `Use ${t.name}` }).click();
      await poll(async () => (await htmlTheme(page)).theme).toBe(t.id);
      await page.reload();
      // Read again if a navigation (e.g. the offline worker taking control) replaces the page meanwhile:
      // every load records its own sample when #root is parsed.
      await expect
        .poll(() => bootSample(page).catch(() => null), { message: t.id, timeout: POLL_MS })
        .toEqual({ theme: t.id, background: t.background, dark: true, reactMounted: false });
      await visible(section.getByRole('button', { name: `${t.name} is the active theme` }));
      await page.goto('/dashboard');
      await visible(page.getByRole('heading', { level: 1 }));
      if (SHOTS) await page.screenshot({ path: shotPath(`theme-${t.id}-dashboard.png`) });
      await page.goto('/settings#appearance');
      await visible(section.getByRole('list', { name: 'Themes' }));
      if (SHOTS) await section.screenshot({ path: shotPath(`theme-${t.id}-appearance.png`) });
    }

    // Light mode: the switch, kept over a reload.
    const darkSwitch = section.getByRole('switch', { name: 'Dark mode' });
    await darkSwitch.click();
    await poll(() => page.evaluate(() => document.documentElement.className)).toContain('light');
    await page.reload();
    expect(await bootSample(page)).toEqual({
      theme: 'default-dark',
      background: '#fcfcfc',
      dark: false,
      reactMounted: false,
    });
    await visible(section.getByRole('list', { name: 'Themes' }));
    if (SHOTS) await page.screenshot({ path: shotPath('theme-default-light-settings.png') });
    await section.getByRole('switch', { name: 'Dark mode' }).click();
    await poll(() => page.evaluate(() => document.documentElement.className)).toContain('dark');

    // An invalid file.
    await section.getByLabel('Import a theme file (JSON)').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"id": "x", "name": "Broken"'),
    });
    await visible(section.getByText('Invalid theme data').first());

    // A custom theme: a live preview, Cancel restores, Save keeps.
    await section.getByRole('button', { name: 'New theme from the active one' }).click();
    const editor = section.getByRole('form', { name: 'Edit My theme' });
    await visible(editor);
    await editor.getByLabel('Name', { exact: true }).fill('Night Ops');
    const bg = editor.getByRole('textbox', { name: 'Dark background', exact: true });
    await bg.fill('#201010');
    await poll(async () => (await htmlTheme(page)).background).toBe('#201010');
    if (SHOTS) await page.screenshot({ path: shotPath('theme-preview.png') });
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await poll(async () => (await htmlTheme(page)).background).toBe('#080d16');

    await section.getByRole('button', { name: 'Edit My theme' }).click();
    const again = section.getByRole('form', { name: 'Edit My theme' });
    await again.getByLabel('Name', { exact: true }).fill('Night Ops');
    await again.getByRole('textbox', { name: 'Dark background', exact: true }).fill('#101820');
    await again.getByRole('button', { name: 'Save theme' }).click();
    await section.getByRole('button', { name: 'Use Night Ops' }).click();
    await poll(() => htmlTheme(page)).toEqual({ theme: 'my-theme', background: '#101820' });
    await page.reload();
    expect(await bootSample(page)).toMatchObject({
      theme: 'my-theme',
      background: '#101820',
      reactMounted: false,
    });

    // Deleting the active theme: default-dark is back.
    await section.getByRole('button', { name: 'Delete Night Ops' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete theme' }).click();
    await poll(() => htmlTheme(page)).toEqual({ theme: 'default-dark', background: '#080d16' });
    await visible(section.getByRole('button', { name: 'Default Dark is the active theme' }));
    await poll(() => page.evaluate(() => localStorage.getItem('themeId'))).toBe('default-dark');
    expect(await section.getByRole('button', { name: 'Use Night Ops' }).count()).toBe(0);
  });
});
