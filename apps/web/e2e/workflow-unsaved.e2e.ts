import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';
import { openSiteScreen } from './support/workflow';

// Unsaved changes of the workflow (docs/product/web.md#saved-workflow): a site built in stage 2/3
// but not deployed makes "Start new workflow" ask first; after the deploy it does not.

const e2e = serverAndBrowser();

describe('workflow unsaved changes', () => {
  it('asks before starting a new workflow while the built site is not deployed', async () => {
    const { page, tokens } = await signedInUser(e2e, 'unsaved');
    page.setDefaultTimeout(20_000);
    const api = apiAs(e2e.server.url, tokens.accessToken);
    const search = await api('/payout-data/search?vertical=roofing&location=Austin,%20TX&limit=1');
    const opportunity = search.items[0];
    const created = await api('/sites', {
      kind: 'goldmine',
      opportunityId: opportunity.id,
      business: { name: 'Lone Star Roofing', phone: '512-555-0100' },
    });
    let site = await api(`/sites/${created.id}`);
    if (!(site.site ?? site).latestVersion) {
      await api(`/sites/${created.id}/generate`, {});
      site = await api(`/sites/${created.id}`);
    }
    expect((site.site ?? site).liveVersionId).toBeNull();

    // Stage 3 with the built, undeployed site: the workflow now has unsaved changes.
    await openSiteScreen(page, site.site ?? site, opportunity);
    await visible(page.getByRole('button', { name: 'Deploy' }).first());
    const unsaved = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('workflowState') ?? '{}').hasUnsavedChanges);
    await expect.poll(unsaved, { timeout: 10_000 }).toBe(true);

    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start new workflow' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe('You have unsaved changes. Are you sure you want to start a new workflow?');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    if (SHOTS) await page.screenshot({ path: shotPath('workflow-unsaved-1280.png') });

    // Deployed: nothing unsaved, a new workflow starts without asking.
    await api(`/sites/${created.id}/deploy`, {});
    await page.goto('/deployment');
    await expect.poll(unsaved, { timeout: 20_000 }).toBe(false);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start new workflow' }).click();
    await page.waitForURL((u) => u.pathname === '/discovery');
    expect(dialogs).toHaveLength(1);
  }, 180_000);
});
