import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The leads inbox (docs/product/screens.md#leads): a visitor sends the full form of a hosted site
// (no JavaScript); the lead appears in /leads with its message and ZIP, and, the server having no
// mail server, its e-mail to the renter says queued in the outbox (not delivered), with the banner
// "Mail is not configured: leads are kept here and in the outbox" there, on the lead and in Settings.

const e2e = serverAndBrowser();
const BANNER = 'Mail is not configured: leads are kept here and in the outbox';

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('leads inbox', () => {
  it('shows a hosted site’s lead with its message and ZIP, queued (not delivered) without a mail server', async () => {
    const { page, tokens } = await signedInUser(e2e, 'inbox');
    page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, tokens.accessToken);

    // A live site with a renter whose address is confirmed (the link the server logged).
    const search = await api('/payout-data/search?vertical=roofing&location=ID&limit=1');
    const created = await api('/sites', {
      kind: 'goldmine',
      opportunityId: search.items[0].id,
    });
    const deployed = await api(`/sites/${created.id}/deploy`, {});
    const site = deployed.site ?? deployed;
    expect(site.status).toBe('live');
    const renter = await api('/renters', {
      name: 'Boise Buyers',
      email: 'buyer@renter.test',
      pricePerLead: 40,
    });
    const confirm = await e2e.server.mailedLink('api/public/renters/confirm', 'buyer@renter.test');
    expect((await fetch(confirm)).status).toBe(200);
    await api(`/sites/${created.id}`, { renterId: renter.id }, 'PATCH');

    // A visitor sends the contact page's full form, without JavaScript, after the time trap.
    const visitor = await e2e.browser.newContext({ javaScriptEnabled: false });
    const fp = await visitor.newPage();
    await fp.goto(new URL('contact/', site.url.endsWith('/') ? site.url : `${site.url}/`).href);
    await fp.waitForTimeout(2600);
    await fp.getByLabel('Name').fill('Iris Inbox');
    await fp.getByLabel('Phone').fill('208-555-0177');
    await fp.getByLabel('E-mail').fill('iris@visitor.test');
    await fp.getByLabel('ZIP code').fill('83702');
    await fp.getByLabel('How can we help?').fill('Hail cracked the skylight, water on the floor.');
    await Promise.all([fp.waitForURL(/thank-you/), fp.locator('form button[type="submit"]').first().click()]);
    await visitor.close();

    // The inbox, from the navigation (Workflow, after Monitoring).
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Workflow' }).click();
    await page.getByRole('menuitem', { name: /Leads/ }).click();
    await page.waitForURL(/\/leads$/);
    const row = page.getByTestId('inbox-row').filter({ hasText: 'Iris Inbox' });
    await visible(row);
    expect(await row.getByTestId('lead-message').textContent()).toBe(
      'Hail cracked the skylight, water on the floor.',
    );
    expect(await row.getByTestId('lead-zip').textContent()).toBe('83702');
    await visible(row.getByText('Boise Buyers'));
    const email = row.getByTestId('delivery-email');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="delivery-email"]')?.getAttribute('data-status') === 'queued',
    );
    expect(await email.textContent()).toBe('E-mail queued in outbox');
    expect(await row.getByTestId('lead-status').getAttribute('data-status')).toBe('new');
    expect((await row.textContent())?.toLowerCase()).not.toContain('delivered');
    await visible(page.getByText(BANNER));

    // Search on the server: the ZIP finds it, another text does not.
    await page.getByTestId('inbox-search').fill('83702');
    await page.waitForURL(/q=83702/);
    await visible(row);
    await page.getByTestId('inbox-search').fill('no such lead');
    await visible(page.getByText('No lead matches'));
    await page.getByRole('button', { name: 'Clear' }).click();
    await visible(row);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'leads-inbox');

    // The lead's detail: every field and the delivery in a sentence; accepting it.
    await row.getByTestId('lead-link').click();
    await page.waitForURL(/\/leads\/[0-9a-f-]{36}$/);
    await visible(page.getByTestId('lead-detail'));
    expect(await page.getByTestId('detail-zip').textContent()).toBe('83702');
    expect(await page.getByTestId('detail-message').textContent()).toBe(
      'Hail cracked the skylight, water on the floor.',
    );
    await visible(
      page.getByText('E-mail queued in the outbox: no mail server is configured, so it was not sent.'),
    );
    await visible(page.getByText(BANNER));
    await shoot(page, 'lead-detail');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="lead-status"]')?.getAttribute('data-status') === 'accepted',
    );

    // Settings says it too.
    await page.goto('/settings');
    await visible(page.getByText(BANNER));
  });
});
