import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { signedInPage, verifyByApi } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The offline worker (docs/product/web.md#install-prompt-and-offline-worker): a signed-in user with
// the demo portfolio loads the dashboard once with the worker in control; with the network gone a
// reload shows the same figures from the worker's cache and the offline note.

const e2e = serverAndBrowser();

const kpiText = (page: Page, key: string) =>
  page.getByTestId(`kpi-${key}`).getByTestId('kpi-value').textContent({ timeout: 20_000 });

async function until(what: string, check: () => Promise<boolean>, timeout: number) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('offline worker', () => {
  it('serves the dashboard from its cache with no network, and says so', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: { width: 1366, height: 900 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const { account, tokens } = await signedInPage(page, e2e.server.url, 'offline');
    await verifyByApi(e2e.server, account.email);
    void tokens;
    // The demo portfolio, loaded as a user would (the dashboard then counts it).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Load demo portfolio' }).click();
    await until('3 live sites', async () => (await kpiText(page, 'sitesLive'))?.trim() === '3', 120_000);

    // The worker installed by the first visit controls the page from the next load on.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await until(
      'the worker in control',
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      20_000,
    );
    const reads = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.method() === 'GET' && u.pathname.startsWith('/api/')) reads.add(u.pathname);
    });
    await page.reload();
    await until('3 live sites', async () => (await kpiText(page, 'sitesLive'))?.trim() === '3', 30_000);
    const online = {
      sites: await kpiText(page, 'sitesLive'),
      visitors: await kpiText(page, 'visitors'),
    };
    // Let the lazily loaded parts finish their reads (the cache keeps what arrived).
    await page.waitForTimeout(2_000);
    console.info('dashboard GET reads:', [...reads].sort().join(' '));
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    const notes: string[] = [];
    page.on('console', (m) => notes.push(m.text()));
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByTestId('offline-banner'));
    expect(await page.getByTestId('offline-banner').textContent()).toBe(
      'You are offline: showing the last data loaded.',
    );
    await until(
      'the cached figures',
      async () => (await kpiText(page, 'sitesLive')) === online.sites,
      20_000,
    );
    // Visitors keep arriving on the live demo sites: the cached figure is the last one read.
    expect(Number((await kpiText(page, 'visitors'))?.replace(/[^0-9]/g, ''))).toBeGreaterThan(0);
    void online.visitors;
    expect(notes.some((n) => n.includes('offline mode'))).toBe(true);
    if (SHOTS) await page.screenshot({ path: shotPath('offline-dashboard-1366.png'), fullPage: false });

    // Back online: the note goes away. Monitoring, read once online, shows offline too.
    await context.setOffline(false);
    await until(
      'no offline note',
      async () => (await page.getByTestId('offline-banner').count()) === 0,
      10_000,
    );
    reads.clear();
    await page.goto('/monitoring');
    await visible(page.locator('[data-screen="monitoring"]'));
    await page.waitForTimeout(4_000);
    console.info('monitoring GET reads:', [...reads].sort().join(' '));
    // The site's visitors over 30 days (the first figure of the screen).
    const visitorsOf = async () =>
      (await page.locator('main').textContent())?.match(/Visitors\s*([\d,]+)/i)?.[1];
    const visitorsOnline = await visitorsOf();
    expect(visitorsOnline).toBeTruthy();
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByTestId('offline-banner'));
    await page.waitForTimeout(2_000);
    if (SHOTS) await page.screenshot({ path: shotPath('offline-monitoring-1366.png'), fullPage: false });
    // Visitors keep arriving on the demo sites: the figure is the last one cached, not an empty screen.
    expect(await visitorsOf()).toMatch(/^[1-9][\d,]*$/);
    await context.setOffline(false);

    // Logging out drops the cached answers.
    const cached = () =>
      page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('sdp-offline-data')).length);
    expect(await cached()).toBe(1);
    await page.goto('/dashboard');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: /log ?out|sign out/i }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await cached()).toBe(0);
    await context.close();
  }, 240_000);
});
