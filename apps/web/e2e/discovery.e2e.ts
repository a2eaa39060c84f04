import { describe, expect, it } from 'vitest';
import { visible, waitForPath } from './support/browser';
import { newSignedInPage } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

const e2e = serverAndBrowser();

describe('find the goldmine', () => {
  it('finds, inspects, saves and selects a market, and the workflow moves to stage 2', async () => {
    const { context, page } = await newSignedInPage(e2e, 'disc');
    await page.goto('/discovery');
    await visible(page.getByTestId('opportunity-row'), 30_000);

    // Filter to one state and tier 1 through the labelled controls.
    await page.getByLabel('Location').fill('TX');
    await page.getByLabel('Tier').selectOption('1');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="opportunity-row"]')];
      return rows.length > 0 && rows.every((r) => /, TX\b/.test(r.textContent ?? ''));
    });

    const first = page.getByTestId('opportunity-row').first();
    const id = await first.getAttribute('data-opportunity-id');
    expect(id).toMatch(/~/);

    // Inspect: the details page shows how each figure was derived.
    await page.goto(`/opportunity/${encodeURIComponent(id!)}/details`);
    await visible(page.getByText(/estimatedMonthlyRevenue|Estimated monthly revenue/i));
    // The score and revenue carry their range, and "Why this score" lists the inputs with points
    // that add up to the score.
    await visible(page.getByTestId('opportunity-figures').getByText(/^Range \d+–\d+/));
    const drivers = page.getByTestId('score-drivers');
    await visible(drivers);
    const inputs = await drivers
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-input')));
    expect(inputs).toEqual(expect.arrayContaining(['population', 'hinterland', 'size', 'reach', 'cpc']));
    if (SHOTS) await page.screenshot({ path: shotPath('opportunity-details.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await visible(page.getByRole('button', { name: 'Saved', exact: true }).first());

    // Saved survives a reload and appears in the saved list of the API.
    await page.reload();
    await visible(page.getByRole('button', { name: 'Saved', exact: true }).first());
    const saved = await page.evaluate(async () => {
      const res = await fetch('/api/saved-opportunities/list', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return (await res.json()).data.map((o: { id: string }) => o.id);
    });
    expect(saved).toContain(id);

    await page.getByRole('button', { name: 'Select this market' }).first().click();
    await waitForPath(page, '/generation');
    const workflow = await page.evaluate(() => JSON.parse(localStorage.getItem('workflowState') ?? '{}'));
    expect(workflow.completedStages).toEqual([1]);
    expect(workflow.currentStage).toBe(2);
    expect(workflow.selectedOpportunity?.id).toBe(id);
    await context.close();
  });

  it('selects a market from its row in one click; the row itself opens the details panel', async () => {
    const { context, page } = await newSignedInPage(e2e, 'rowsel');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/discovery');
    const first = page.getByTestId('opportunity-row').first();
    await visible(first, 30_000);
    const id = await first.getAttribute('data-opportunity-id');
    // Every row has its Select button, on one line with Save and View details.
    const rows = await page.getByTestId('opportunity-row').count();
    expect(await page.getByRole('button', { name: /^Select / }).count()).toBe(rows);
    if (SHOTS) await page.screenshot({ path: shotPath('discovery-rows-1366.png') });
    await page.setViewportSize({ width: 1024, height: 800 });
    if (SHOTS) await page.screenshot({ path: shotPath('discovery-rows-1024.png') });
    const box = async (name: RegExp | string) =>
      (await first.getByRole(typeof name === 'string' ? 'link' : 'button', { name }).boundingBox())!;
    const [select, view] = [await box(/^Select /), await box('View details')];
    expect(Math.abs(select.y - view.y)).toBeLessThan(2);

    // A click on the row (its place line) opens the panel, whose Select this market is the same step.
    await first.locator('p').first().click();
    await visible(page.getByRole('button', { name: 'Select this market' }));
    await page.keyboard.press('Escape');

    await first.getByRole('button', { name: /^Select / }).click();
    await waitForPath(page, '/generation');
    const workflow = await page.evaluate(() => JSON.parse(localStorage.getItem('workflowState') ?? '{}'));
    expect(workflow.completedStages).toEqual([1]);
    expect(workflow.selectedOpportunity?.id).toBe(id);
    await context.close();
  });

  it('opens on the verticals and state onboarding saved, until the user picks other filters', async () => {
    const { context, page } = await newSignedInPage(e2e, 'focus');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/onboarding');
    const form = page.getByTestId('market-focus-form');
    await visible(form, 30_000);
    await form.getByLabel('Roofing', { exact: true }).check();
    await form.getByLabel('Plumbing', { exact: true }).check();
    await form.getByLabel('Home state').fill('tx');
    if (SHOTS) await page.screenshot({ path: shotPath('onboarding-focus-1366.png') });
    await form.getByRole('button', { name: 'Save and continue' }).click();
    // The setup's other steps (payouts, a provider key) are skipped.
    await visible(page.getByText('Step 2 of 4'));
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await visible(page.getByText('Step 3 of 4'));
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await visible(page.getByText(/Discovery opens on Roofing in TX\./));
    await page.getByRole('button', { name: 'Open Discovery' }).click();
    await waitForPath(page, '/discovery');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="opportunity-row"]')];
      return rows.length > 0 && rows.every((r) => /Roofing[\s\S]*, TX\b/.test(r.textContent ?? ''));
    });
    expect(await page.getByLabel('Vertical').inputValue()).toBe('roofing');
    expect(await page.getByLabel('Location').inputValue()).toBe('TX');
    expect(new URL(page.url()).searchParams.get('vertical')).toBe('roofing');

    // A filter the user picks wins, and a link that names its own filters is left alone.
    await page.getByLabel('Vertical').selectOption('');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('vertical'));
    expect(await page.getByLabel('Location').inputValue()).toBe('TX');
    await page.goto('/discovery?vertical=dentist');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="opportunity-row"]')].some((r) =>
        /Dentist/.test(r.textContent ?? ''),
      ),
    );
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    await context.close();
  });

  it('draws the opportunity map and exports keyword ideas for a vertical in a place', async () => {
    const { context, page } = await newSignedInPage(e2e, 'kw');
    await page.goto('/dominator');
    await visible(page.getByTestId('opportunity-map'), 30_000);
    // 50 states + DC drawn from the bundled atlas, once the vertical's scores arrive.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="opportunity-map"] path[data-state]').length > 40,
    );
    // Colours follow the quantiles of the top scores shown: the states do not share one colour.
    const fills = await page
      .locator('[data-testid="opportunity-map"] path[data-state]')
      .evaluateAll((paths) => new Set(paths.map((p) => p.getAttribute('fill'))).size);
    expect(fills).toBeGreaterThan(20);
    if (SHOTS)
      await page.getByTestId('opportunity-map').screenshot({ path: shotPath('opportunity-map.png') });

    await page.goto('/keyword-finder');
    await page.getByLabel('Vertical').selectOption('roofing');
    await page.getByRole('combobox', { name: 'Place' }).fill('Boise');
    await page.getByRole('option', { name: /Boise/ }).first().click();
    await visible(page.getByTestId('keyword-ideas').locator('tbody tr'));
    const rows = await page.getByTestId('keyword-ideas').locator('tbody tr').count();
    expect(rows).toBeGreaterThan(5);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\n')[0].toLowerCase()).toContain('keyword');
    expect(text.toLowerCase()).toContain('boise');
    await context.close();
  });
});
