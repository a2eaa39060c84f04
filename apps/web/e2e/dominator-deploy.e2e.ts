import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

const e2e = serverAndBrowser();

/** Screenshots of a screen at 1366 px and 390 px when E2E_SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('dominator deployment', () => {
  it('deploys 3 goldmine sites with live progress, then /dominator lists them live with working links', async () => {
    const { context, page } = await signedInUser(e2e, 'dom');

    await page.goto('/dominator/goldmine-deployment');
    await visible(page.getByRole('heading', { name: 'Goldmine Deployment' }), 30_000);
    await visible(page.getByText('No goldmine deployments yet'));
    const limit = page.getByLabel('Number of sites');
    expect(await limit.inputValue()).toBe('50');
    await limit.fill('3');
    await page.waitForFunction(() =>
      /Plans up to 3 sites/.test(document.querySelector('[data-testid="planned-count"]')?.textContent ?? ''),
    );

    // Mark the document: a reload would lose the mark. Record every progress value shown.
    await page.evaluate(() => {
      const w = window as unknown as { __noReload: boolean; __progress: number[] };
      w.__noReload = true;
      w.__progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="job-card"] [role="progressbar"]');
        const v = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && w.__progress[w.__progress.length - 1] !== v) w.__progress.push(v);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Deploy goldmines' }).click();
    await visible(page.getByTestId('deploy-started'));
    expect(await page.getByTestId('deploy-started').textContent()).toContain('3 sites planned');
    const card = page.getByTestId('job-card').first();
    await visible(card);
    expect(['running', 'completed']).toContain(await card.getAttribute('data-status'));

    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="job-card"]')?.getAttribute('data-status') === 'completed' &&
        document
          .querySelector('[data-testid="job-card"] [role="progressbar"]')
          ?.getAttribute('aria-valuenow') === '100',
      undefined,
      { timeout: 120_000 },
    );
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __noReload?: boolean; __progress: number[] };
      return { noReload: w.__noReload, progress: w.__progress };
    });
    expect(seen.noReload).toBe(true);
    expect(seen.progress.at(-1)).toBe(100);
    expect(seen.progress).toEqual([...seen.progress].sort((a, b) => a - b)); // never goes back
    expect(await card.getByTestId('job-sites-count').textContent()).toBe('3 of 3 sites deployed');
    // The list of sites fills in from the job's pushed progress: all 3 once the last one is listed.
    await card.getByTestId('job-site').nth(2).waitFor({ state: 'visible' });
    expect(await card.getByTestId('job-site').count()).toBe(3);
    await shoot(page, 'goldmine-deployment');

    // /dominator: three live sites whose links answer 200, and the pipeline's deploy count is 3.
    await page.getByRole('link', { name: 'Dominator', exact: true }).first().click();
    await visible(page.getByTestId('site-row'), 30_000);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="site-row"][data-status="live"]').length === 3,
    );
    const hrefs = await page
      .getByTestId('site-live-link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) {
      const res = await fetch(href);
      expect(res.status, href).toBe(200);
      expect(await res.text()).toMatch(/<title>/i);
    }
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stage-deploy"]')?.textContent?.trim() === '3',
    );
    await visible(page.getByText('Total revenue', { exact: true }));
    for (const name of [
      'Monthly revenue',
      'Daily revenue',
      'Projected monthly revenue',
      'Profit margin',
      'ROI',
    ])
      await visible(page.getByText(name, { exact: true }));
    await shoot(page, 'dominator');

    await page.goto('/dominator/auto-deployment');
    await visible(page.getByTestId('job-card'), 30_000);
    await shoot(page, 'auto-deployment');
    await context.close();
  });

  it('generates and deploys chosen markets now, and runs a batch of the top markets into the job history', async () => {
    const { context, page, tokens } = await signedInUser(e2e, 'auto');
    const search = await fetch(
      `${e2e.server.url}/api/payout-data/search?vertical=roofing&location=ID&limit=2`,
      {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      },
    );
    const ids: string[] = (await search.json()).data.items.map((o: { id: string }) => o.id);
    expect(ids).toHaveLength(2);

    await page.goto('/dominator/auto-deployment');
    await visible(page.getByText('No deployment jobs yet'), 30_000);
    await page.getByRole('button', { name: 'Chosen markets' }).click();
    await page.getByLabel('Or paste opportunity ids').fill(ids.join('\n'));
    await visible(page.getByText('2 markets chosen'));
    await page.getByRole('button', { name: 'Generate and deploy now' }).click();
    await visible(page.getByTestId('generate-result'), 120_000);
    expect(await page.getByTestId('generate-result').textContent()).toContain('2 sites are live');
    const hrefs = await page
      .getByTestId('generate-result')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) expect((await fetch(href)).status, href).toBe(200);

    await page.getByRole('button', { name: 'Top markets' }).click();
    await page.getByLabel('Top N markets').fill('2');
    await page.getByLabel('State').fill('VT');
    await page.waitForFunction(() =>
      /The best 2 of/.test(document.querySelector('[data-testid="batch-plan"]')?.textContent ?? ''),
    );
    await page.getByRole('button', { name: 'Start batch' }).click();
    await visible(page.getByTestId('batch-started'));
    expect(await page.getByTestId('batch-started').textContent()).toContain('2 sites planned');
    const batch = page.locator('[data-testid="job-card"]', { hasText: 'Batch deploy' });
    await visible(batch);
    await page.waitForFunction(
      () => {
        const card = [...document.querySelectorAll('[data-testid="job-card"]')].find((c) =>
          c.textContent?.includes('Batch deploy'),
        );
        return card?.getAttribute('data-status') === 'completed';
      },
      undefined,
      { timeout: 120_000 },
    );
    expect(await batch.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByTestId('job-card').count()).toBe(2);
    await context.close();
  });
});
