import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { serverAndBrowser } from './support/suite';
import { openSiteScreen } from './support/workflow';

// The renter portal (docs/renter-portal.md): the operator makes a link in the renter panel of the
// site screen; the link opens without signing in, shows a lead the hosted site's form just sent, and
// says it is no longer valid once revoked.

const e2e = serverAndBrowser();

describe('renter portal', () => {
  it('shows the renter its leads through a link, until the link is revoked', async () => {
    const { page, tokens } = await signedInUser(e2e, 'portal');
    page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, tokens.accessToken);

    // A live site rented to a renter.
    const search = await api('/payout-data/search?vertical=roofing&location=ID&limit=1');
    const created = await api('/sites', { kind: 'goldmine', opportunityId: search.items[0].id });
    const deployed = await api(`/sites/${created.id}/deploy`, {});
    const site = deployed.site ?? deployed;
    expect(site.status).toBe('live');
    const renter = await api('/renters', {
      name: 'Portal Roofers',
      email: 'buyer@portal.test',
      pricePerLead: 35,
    });
    await api(`/sites/${created.id}`, { renterId: renter.id }, 'PATCH');

    // The operator makes a link in the renter panel; its URL is shown once.
    await openSiteScreen(page, site, search.items[0]);
    const panel = page.getByTestId('portal-links');
    await visible(panel.getByTestId('portal-links-empty'));
    await panel.getByRole('button', { name: 'Create portal link' }).click();
    const url = await panel.getByTestId('portal-link-url').inputValue();
    expect(url).toMatch(/\/portal\/[A-Za-z0-9_-]{43}$/);

    // Opened in a fresh browser (not signed in).
    const renterContext = await e2e.browser.newContext();
    const portal = await renterContext.newPage();
    const first = await portal.goto(url);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visible(portal.getByRole('heading', { name: 'Portal Roofers' }));
    await visible(portal.getByText('No leads yet.'));
    expect(await portal.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // A visitor sends the hosted site's form; the portal shows the lead after a reload.
    const visitor = await e2e.browser.newContext({ javaScriptEnabled: false });
    const fp = await visitor.newPage();
    await fp.goto(new URL('contact/', site.url.endsWith('/') ? site.url : `${site.url}/`).href);
    await fp.waitForTimeout(2600);
    await fp.getByLabel('Name').fill('Paula Portal');
    await fp.getByLabel('Phone').fill('208-555-0188');
    await fp.getByLabel('E-mail').fill('paula@visitor.test');
    await fp.getByLabel('ZIP code').fill('83702');
    await fp.getByLabel('How can we help?').fill('Shingles blew off.');
    await Promise.all([fp.waitForURL(/thank-you/), fp.locator('form button[type="submit"]').first().click()]);
    await visitor.close();
    await portal.reload();
    await visible(portal.getByRole('cell', { name: 'Paula Portal' }));

    // Revoked in the panel: the page says the link is no longer valid.
    await page.reload();
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await visible(panel.getByTestId('portal-links-empty'));
    const after = await portal.reload();
    expect(after?.status()).toBe(404);
    await visible(portal.getByText('This link is no longer valid.'));
    await renterContext.close();
  });
});
