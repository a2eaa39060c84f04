import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hidden, visible } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Dashboard (docs/product/screens.md#dashboard): a new verified user sees the empty portfolio with the demo
// card, loads the demo portfolio and watches the dashboard fill up without a reload (live sites, visitors, a
// lead, an achievement toast), then removes the demo data and sees it empty again.

const e2e = serverAndBrowser();

/** Sets the width (always: the checks after it rely on it), then saves shots when asked. */
async function screenshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  if (!SHOTS) return;
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
  if (width > 500) return;
  // Phone: also screen-sized tiles, readable at full size.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height && i <= 6; y += 800, i += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
    await page.screenshot({ path: shotPath(`${name}-${i}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const kpi = (page: Page, key: string) => page.getByTestId(`kpi-${key}`).getByTestId('kpi-value');
const kpiNumber = async (page: Page, key: string) =>
  Number(
    (
      await kpi(page, key)
        .textContent({ timeout: 2_000 })
        .catch(() => '')
    )?.replace(/[^0-9.]/g, '') || 'NaN',
  );

/** Polls `check` (without reloading the page) until it holds. */
async function until(what: string, check: () => Promise<boolean>, timeout: number) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('dashboard', () => {
  it('shows the empty portfolio, fills it live from the demo portfolio, and empties it again', async () => {
    const { context, page, tokens } = await signedInUser(e2e, 'dash', { verify: 'link' });
    page.setDefaultTimeout(20_000);

    // Every toast that appears is remembered (only one is visible at a time, so a later lead toast
    // may replace the achievement before the check runs).
    await page.addInitScript(() => {
      const w = window as unknown as { __toasts: string[] };
      w.__toasts = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-type]')) {
          const key = `${el.getAttribute('data-type')}:${el.textContent}`;
          if (el.tagName === 'LI' && el.closest('[data-testid="notification-centre"]')) continue;
          if (!w.__toasts.includes(key)) w.__toasts.push(key);
        }
      }).observe(document, { childList: true, subtree: true });
    });

    // Empty portfolio: demo card, zero sites, clear empty states.
    await page.goto('/dashboard');
    await visible(page.getByTestId('dashboard-welcome'));
    const load = page.getByRole('button', { name: 'Load demo portfolio' });
    await visible(page.getByTestId('portfolio-sites').getByTestId('section-empty'));
    await visible(page.getByTestId('portfolio-leads').getByTestId('section-empty'));
    await visible(page.getByTestId('portfolio-insights').getByTestId('section-empty'));
    await until('0 sites live', async () => (await kpiNumber(page, 'sitesLive')) === 0, 15_000);
    await screenshot(page, 'dashboard-empty-1366', 1366);
    await screenshot(page, 'dashboard-empty-390', 390);
    expect(await overflowing(page, '.overflow-x-auto, .overflow-auto')).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await visible(load);

    // Load the demo portfolio; the dashboard fills up without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    await load.click();
    const demoStatus = async () =>
      JSON.stringify(
        (
          await (
            await fetch(`${e2e.server.url}/api/demo`, {
              headers: { authorization: `Bearer ${tokens.accessToken}` },
            })
          ).json()
        )?.data,
      );
    await until('3 live demo sites', async () => (await kpiNumber(page, 'sitesLive')) === 3, 90_000).catch(
      async (err) => {
        throw new Error(
          `${err.message}; GET /api/demo: ${await demoStatus()}\n${e2e.server.output().slice(-3000)}`,
        );
      },
    );
    await until('visitors > 0', async () => (await kpiNumber(page, 'visitors')) > 0, 60_000);
    await until(
      'a lead in latest leads',
      async () => (await page.getByTestId('portfolio-lead').count()) > 0,
      60_000,
    );
    expect(await page.getByTestId('portfolio-site').count()).toBe(3);
    expect(await page.locator('[data-testid="portfolio-site"][data-status="live"]').count()).toBe(3);
    await until(
      'an achievement toast',
      async () =>
        (await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).some((t) =>
          t.startsWith('achievement:'),
        ),
      60_000,
    );
    expect(navigations).toEqual([]);
    await visible(page.getByTestId('insight'));

    // The notification centre shows the same events as Latest insights (the milestone the
    // achievement toast announced among them), in the same order and words; keyboard first.
    const bell = page.getByTestId('notification-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByTestId('notification-centre'));
    await visible(page.locator('[data-testid="notification-item"][data-type="milestone"]'));
    const words = (testId: string) =>
      page.$$eval(`[data-testid="${testId}"]`, (els) =>
        els.map((e) => (e.querySelector('p')?.textContent ?? '').replace(/^Unread: /, '')),
      );
    // The demo keeps sending events: read both lists again until no new one lands between the reads.
    let insights: string[] = [];
    let listed: string[] = [];
    await until(
      'the bell and Latest insights read alike',
      async () => {
        insights = await words('insight');
        listed = await words('notification-item');
        return JSON.stringify(listed.slice(0, insights.length)) === JSON.stringify(insights);
      },
      15_000,
    ).catch(() => undefined);
    expect(insights.length).toBeGreaterThan(0);
    expect(listed.slice(0, insights.length)).toEqual(insights);
    await page.keyboard.press('Escape');
    await hidden(page.getByTestId('notification-centre'));

    // The 30-day chart is drawn (its text summary and table are there for screen readers).
    await visible(page.locator('[data-testid="trend-chart-canvas"] svg'));
    // Each value axis has distinct labels (never "$0 $0 $0"), starting at zero.
    await page.waitForFunction(() => {
      const groups = document.querySelectorAll(
        '[data-testid="trend-chart-canvas"] .recharts-yAxis-tick-labels',
      );
      return groups.length === 2 && [...groups].every((g) => g.querySelectorAll('text').length >= 2);
    });
    const axes = await page.$$eval('[data-testid="trend-chart-canvas"] .recharts-yAxis-tick-labels', (els) =>
      els.map((el) => [...el.querySelectorAll('text')].map((t) => t.textContent)),
    );
    expect(axes).toHaveLength(2);
    for (const labels of axes) {
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels[0]).toMatch(/^\$?0(\.00)?$/);
    }
    expect(await page.getByTestId('trend-summary').textContent()).toMatch(/[1-9]\d* visitors?/);
    await screenshot(page, 'dashboard-demo-1366', 1366);
    await screenshot(page, 'dashboard-demo-390', 390);
    expect(await overflowing(page, '.overflow-x-auto, .overflow-auto')).toEqual([]);
    // The notification centre fits a phone.
    await page.getByTestId('notification-bell').click();
    await visible(page.getByTestId('notification-centre'));
    const box = await page.getByTestId('notification-centre').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    if (SHOTS) await page.screenshot({ path: shotPath('notifications-390.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Remove the demo data: the dashboard is empty again.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Remove demo data' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: /remove/i });
    if (await confirm.count().catch(() => 0)) await confirm.first().click();
    await until('0 sites live again', async () => (await kpiNumber(page, 'sitesLive')) === 0, 60_000);
    await visible(page.getByTestId('portfolio-sites').getByTestId('section-empty'), 30_000);
    await visible(page.getByTestId('portfolio-leads').getByTestId('section-empty'), 30_000);
    await visible(page.getByRole('button', { name: 'Load demo portfolio' }), 30_000);
    await context.close();
  }, 240_000);
});
