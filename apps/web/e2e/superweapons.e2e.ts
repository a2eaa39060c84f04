import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The superweapons control room (docs/superweapons.md): a batch deploy of several sites with a slow
// step runs; the kill switch, pressed and confirmed in the UI, stops it; the live feed shows the job
// cancelled, the switch shows what it stopped, and Resume lifts it.

// A slow step: 4 s between two sites of a job.
const e2e = serverAndBrowser({ JOBS_ITEM_PAUSE_MS: '4000', AUTOMATION_TICK_MS: '0' });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('superweapons', () => {
  it('the kill switch stops a running batch and the feed shows it stopped', async () => {
    const { context, page, tokens } = await signedInUser(e2e, 'sw');
    const api = apiAs(e2e.server.url, tokens.accessToken);

    await page.goto('/superweapons');
    await visible(page.getByRole('heading', { name: 'Superweapons' }), 30_000);
    await visible(page.getByText('Automation is running'));
    await visible(page.getByText('No rules yet'));

    // A rule made in the UI, and its dry run.
    await page.getByRole('button', { name: 'New rule' }).click();
    await page.getByLabel('Name').fill('Texas plumbers');
    await page.getByLabel('Vertical (optional)').fill('plumbing');
    await page.getByLabel('State (optional)').fill('TX');
    await page.getByLabel('Minimum score (0-100)').fill('0');
    await page.getByLabel('Maximum competition (0-100)').fill('100');
    await page.getByRole('button', { name: 'Save rule' }).click();
    await visible(page.getByTestId('rule'));
    await page.getByRole('button', { name: 'Dry run' }).click();
    await visible(page.getByTestId('run-result'));
    expect(await page.getByTestId('run-result').textContent()).toMatch(
      /Dry run: would start 3 market builds/,
    );

    // A batch of four sites, started through the API as the deployment screens do.
    const found = await api('/payout-data/search?vertical=roofing&location=TX&limit=4');
    const batch = await api('/dominator-pipeline/batch-deploy', {
      opportunityIds: found.items.map((o: { id: string }) => o.id),
    });
    const jobId: string = batch.job.id;
    const row = page.locator(`[data-testid="feed-item"][data-id="${jobId}"]`);
    await visible(row, 30_000);
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="feed-item"][data-id="${id}"]`)?.getAttribute('data-status') ===
        'running',
      jobId,
      { timeout: 60_000 },
    );
    await shoot(page, 'superweapons-running');

    await page.getByTestId('kill-switch-button').click();
    await visible(page.getByRole('dialog'));
    await page.getByTestId('kill-switch-confirm').click();
    await visible(page.getByText(/^Halted since/));
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="feed-item"][data-id="${id}"]`)?.getAttribute('data-status') ===
        'cancelled',
      jobId,
      { timeout: 30_000 },
    );
    expect(await page.getByTestId('last-stopped').textContent()).toContain('1 deploy job');
    const job = await api(`/dominator-pipeline/jobs/${jobId}`);
    expect(job.status).toBe('cancelled');
    expect(job.sitesDeployed).toBeLessThan(4);
    await shoot(page, 'superweapons-stopped');

    // Rules do not run while halted; Resume lifts the switch.
    await page.getByRole('button', { name: 'Run now' }).click();
    await visible(page.getByText(/The kill switch is on/));
    await page.getByRole('button', { name: 'Resume automation' }).click();
    await visible(page.getByText('Automation is running'));
    await context.close();
  }, 240_000);
});
