import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible, waitForPath } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Edit before deploy (docs/product/screens.md, /generation; docs/product/rules.md#page-edits): the
// template picker shows the real templates, an operator rewrites the home page's headline in the
// Pages panel, saves a new version, deploys it, and the hosted page carries the new headline.

const e2e = serverAndBrowser();

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
}

describe('page editor', () => {
  it('edits the home headline, saves a new version, deploys it and serves it', async () => {
    const { context, page } = await signedInUser(e2e, 'editor');
    page.setDefaultTimeout(30_000);

    // A market, selected as in stage 1.
    await page.goto('/discovery');
    await visible(page.getByTestId('opportunity-row'), 30_000);
    const id = await page.getByTestId('opportunity-row').first().getAttribute('data-opportunity-id');
    await page.goto(`/opportunity/${encodeURIComponent(id!)}/details`);
    await page.getByRole('button', { name: 'Select this market' }).first().click();
    await waitForPath(page, '/generation');

    // The picker's thumbnails are the templates' sample pages, rendered by the server.
    await visible(page.getByTestId('template-thumbnail'));
    expect(await page.getByTestId('template-thumbnail').count()).toBe(3);
    const sample = await page.request.get('/api/sites/templates/bold/preview');
    expect(sample.status()).toBe(200);
    expect(sample.headers()['content-type']).toContain('text/html');
    const frame = page.frameLocator('iframe[title="Bold template sample"]');
    await visible(frame.locator('h1'), 30_000);
    await screenshot(page, 'template-picker-1280');

    await page.getByLabel('Business name').fill('Editor Test Co');
    await page.getByRole('button', { name: 'Generate site' }).click();
    await visible(page.getByTestId('site-build-result'), 60_000);

    // The Pages panel opens on the home page; the similarity check answers without an edit.
    const panel = page.getByTestId('pages-panel');
    await visible(panel.getByLabel('Headline'), 30_000);
    await visible(panel.getByTestId('page-similarity'));
    const headline = 'Storm-Ready Roofs From a Crew Next Door';
    await panel.getByLabel('Headline').fill(headline);
    await visible(panel.getByText('Unsaved changes'));
    // The draft is checked again once typing pauses.
    await page.waitForResponse((r) => r.url().endsWith('/pages/preview') && r.request().method() === 'POST');
    await visible(panel.getByTestId('page-similarity'));
    await screenshot(page, 'page-editor-1280');
    await panel.getByRole('button', { name: 'Save as new version' }).click();
    await visible(page.getByText(/Version 2 · /), 60_000);
    await visible(panel.getByTestId('page-edited'));
    expect(await panel.getByLabel('Headline').inputValue()).toBe(headline);
    const rows = page.getByTestId('version-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="version-row"]').length === 2);
    expect(await rows.first().textContent()).toContain('2');

    // At 390 px the editor scrolls nothing sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deploy as before: the latest version goes live with the edited headline.
    await page.getByRole('button', { name: 'Continue to deploy' }).click();
    await waitForPath(page, '/deployment');
    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await visible(page.getByTestId('live-url'), 60_000);
    const liveUrl = (await page.getByTestId('live-url').getAttribute('href'))!;
    const html = await fetch(liveUrl).then((r) => r.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));
    await context.close();
  });
});
