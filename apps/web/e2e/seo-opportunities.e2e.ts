import { describe, expect, it } from 'vitest';
import { hidden, visible } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { serverAndBrowser } from './support/suite';

// SEO opportunities (docs/product/screens.md#seo-opportunities) against the real server: on
// /monitoring for a live site, a manual opportunity made in the dialog, filtered in the address,
// carried out as a checklist (implementing at once, a step completed, one skipped with its reason,
// then implemented), "Did it work?" too early, the export file, and a bulk dismiss.

const e2e = serverAndBrowser();

async function api(
  path: string,
  token: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  const res = await fetch(`${e2e.server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

describe('SEO opportunities', () => {
  it('creates, filters, implements a checklist, exports and dismisses on a live site', async () => {
    const { page, tokens } = await signedInUser(e2e, 'seo-opps');
    page.setDefaultTimeout(30_000);
    const token = tokens.accessToken;

    const search = await api('/payout-data/search?vertical=roofing&location=ID&limit=1', token);
    const created = await api('/sites', token, {
      kind: 'goldmine',
      opportunityId: search.items[0].id,
      template: 'bold',
    });
    const deployed = await api(`/sites/${created.id}/deploy`, token, {});
    expect((deployed.site ?? deployed).status).toBe('live');
    // The deploy crawls the site and derives its opportunities (docs/crawler.md#hosted-sites): wait
    // for that, so that opportunities found meanwhile do not change the lists under the checks below.
    const end = Date.now() + 60_000;
    for (;;) {
      const projects = (await api('/projects', token)) as {
        siteId: string | null;
        lastCrawledAt: string | null;
        activeCrawl: unknown;
      }[];
      const project = projects.find((p) => p.siteId === created.id);
      if (project?.lastCrawledAt && !project.activeCrawl) break;
      if (Date.now() > end) throw new Error(`the deploy's crawl did not finish: ${JSON.stringify(project)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    let found = -1;
    for (let i = 0; i < 20; i++) {
      const n = (await api(`/opportunities?websiteId=${created.id}`, token)).total as number;
      if (n === found) break;
      found = n;
      await new Promise((r) => setTimeout(r, 1_000));
    }

    await page.goto(`/monitoring?site=${created.id}`);
    const panel = page.getByTestId('seo-opportunities-panel');
    await visible(panel);

    // A manual opportunity with two steps, through the dialog.
    await panel.getByRole('button', { name: 'New opportunity' }).click();
    const form = page.getByTestId('new-opportunity-form');
    await form.getByLabel('Title').fill('Ask customers for reviews');
    await form.getByLabel('Category').selectOption('local');
    await form.getByLabel('Step 1', { exact: true }).fill('Email the last ten customers');
    await form.getByRole('button', { name: 'Add step' }).click();
    await form.getByLabel('Step 2', { exact: true }).fill('Reply to every review');
    await form.getByRole('button', { name: 'Create opportunity' }).click();

    // It opens in the side panel (?opportunity=<id>).
    const detail = page.getByTestId('opportunity-detail');
    await visible(detail.getByRole('heading', { name: 'Ask customers for reviews' }));
    expect(new URL(page.url()).searchParams.get('opportunity')).toBeTruthy();
    await visible(detail.getByTestId('analytics-not-implemented'));

    // Implement: the checklist starts; complete the first step, skip the second with a reason.
    await detail.getByTestId('implement-button').click();
    await expect
      .poll(() => detail.getByTestId('opportunity-status').first().textContent())
      .toBe('Implementing');
    const steps = detail.getByTestId('opportunity-step');
    await steps.nth(0).getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => steps.nth(0).getAttribute('data-status')).toBe('completed');
    await steps.nth(1).getByRole('button', { name: 'Skip' }).click();
    const skip = page.getByTestId('skip-step-form');
    await skip.getByRole('button', { name: 'Skip step' }).click();
    await visible(skip.getByText('Give a reason for skipping this step'));
    await skip.getByLabel('Reason').fill('We answer reviews already');
    await skip.getByRole('button', { name: 'Skip step' }).click();
    await expect.poll(() => steps.nth(1).getAttribute('data-status')).toBe('skipped');
    await visible(steps.nth(1).getByText('Skipped: We answer reviews already'));
    await expect
      .poll(() => detail.getByTestId('opportunity-status').first().textContent(), { timeout: 20_000 })
      .toBe('Implemented');
    await visible(detail.getByTestId('analytics-too-early'));
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).searchParams.get('opportunity')).toBeNull();
    // The dialog is gone and the page is back in the accessibility tree (its modal layer removed).
    await hidden(detail);
    await expect.poll(() => page.locator('[data-aria-hidden="true"]').count(), { timeout: 10_000 }).toBe(0);

    // Filters live in the address; the row shows the new status.
    await panel.getByLabel('Category').selectOption('local');
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('local');
    const row = panel.getByTestId('opportunity-row').filter({ hasText: 'Ask customers for reviews' });
    await visible(row);
    expect(await row.getByTestId('opportunity-status').textContent()).toBe('Implemented');
    await panel.getByLabel('Category').selectOption('links');
    await visible(panel.getByText('No opportunities match these filters'));
    await panel.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBeNull();

    // Export as CSV: a file with the opportunity in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toContain('Ask customers for reviews');

    // Another one, made through the API, dismissed in bulk.
    await api('/opportunities', token, {
      websiteId: created.id,
      title: 'Add a gallery page',
      category: 'content',
    });
    const other = panel.getByTestId('opportunity-row').filter({ hasText: 'Add a gallery page' });
    await page.reload();
    await visible(other);
    await other.getByRole('checkbox').check();
    await panel.getByTestId('bulk-bar').getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => other.getByTestId('opportunity-status').textContent()).toBe('Dismissed');

    // On a phone nothing scrolls sideways, the list nor the side panel.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    expect(await overflowing(page)).toEqual([]);
    await other.getByRole('button').first().click();
    await visible(detail.getByRole('heading', { name: 'Add a gallery page' }));
    expect(await overflowing(page)).toEqual([]);
  });
});
