import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The intelligence suite (docs/engines.md, docs/causal.md, docs/content-generator.md): a new account
// runs an engine from the IntelligenceHub on /dashboard and sees its insight arrive live; with the
// demo portfolio loaded, the causal screen estimates the demo's back-dated content change; the content
// generator writes a page for a demo site, the user edits its headline and saves it, and the new
// version serves that headline.

const e2e = serverAndBrowser();

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
}

/** Polls `check` until it holds. */
async function until(what: string, check: () => Promise<boolean>, timeout: number) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('intelligence', () => {
  it('runs an engine from the hub, estimates the demo change, and saves a generated page live', async () => {
    const { page, tokens } = await signedInUser(e2e, 'intel');
    page.setDefaultTimeout(20_000);
    const api = async (method: string, path: string) => {
      const res = await fetch(`${e2e.server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      return (await res.json()) as { data: Record<string, unknown> };
    };

    // The hub: eleven engines, then a run of the market scanner whose insights arrive without a reload.
    await page.goto('/dashboard');
    const hub = page.getByTestId('intelligence-hub');
    await visible(hub, 30_000);
    await hub.scrollIntoViewIfNeeded();
    await until(
      '11 engine cards',
      async () => (await hub.locator('[data-testid^="engine-card-"]').count()) === 11,
      15_000,
    );
    await visible(page.getByTestId('system-health'));
    const feed = page.getByTestId('insights-feed');
    expect(await feed.getByTestId('engine-insight').count()).toBe(0);
    await page.getByRole('button', { name: 'Run Market Scanner (scan)' }).click();
    await until(
      'market scanner insights in the feed',
      async () => (await feed.getByTestId('engine-insight').count()) > 0,
      60_000,
    );
    const card = page.getByTestId('engine-card-market-scanner');
    await until('the run counted', async () => /Runs\s*1/.test((await card.textContent()) ?? ''), 15_000);
    await shot(page, 'intelligence-hub');

    // The demo portfolio, with its back-dated history and content change.
    await api('POST', '/api/demo');
    await until(
      'the demo portfolio ready',
      async () => (await api('GET', '/api/demo')).data.status === 'ready',
      150_000,
    );

    // Causal: the demo's content refresh is estimated against the other demo sites.
    await page.goto('/intelligence/causal');
    await visible(page.getByText('Content refresh of the service pages').first(), 30_000);
    await page.getByText('Content refresh of the service pages').first().click();
    const reading = page.getByTestId('causal-reading');
    await visible(reading, 30_000);
    expect(await reading.textContent()).toMatch(/^Visitors rose by about [\d.]+ a day/);
    await visible(page.getByTestId('engine-panel-causal'));
    await shot(page, 'intelligence-causal');

    // Content generator: a page for a demo site, its headline edited, saved and served live.
    const sites = (await api('GET', '/api/sites')).data as unknown as { name: string; status: string }[];
    const siteName = sites.find((s) => s.status === 'live')?.name;
    expect(siteName).toBeTruthy();
    await page.goto('/content-generator');
    await page.getByLabel('Keyword').fill('emergency service');
    await page.getByLabel('Site (optional)').selectOption({ label: siteName! });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await visible(page.getByLabel('Headline (h1)'), 60_000);
    await visible(page.getByText('Overall (weighted)').first());
    const headline = `Emergency help, checked by a browser test ${Date.now()}`;
    await page.getByLabel('Headline (h1)').fill(headline);
    await page.getByLabel('Page path').fill('/emergency-service-e2e/');
    await page.waitForTimeout(1_500); // the debounced save of the edit
    await page.getByRole('button', { name: 'Save and deploy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save and deploy' }).click();
    const live = page.getByText('Live at');
    await visible(live, 90_000);
    const url = await live.locator('a').getAttribute('href');
    expect(url).toContain('/emergency-service-e2e');
    const served = await (await fetch(new URL(url!, e2e.server.url))).text();
    expect(served).toContain(headline);
    await shot(page, 'intelligence-content-generator');
  });
});
