import { describe, expect, it } from 'vitest';
import { apiAs, newAccount, registerViaApi } from './support/api';
import { newPage, visible } from './support/browser';
import { overflowing } from './support/layout';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Teams (docs/teams.md): the owner invites a partner from Settings -> Team; the partner opens the
// mailed link, joins, and sees the same site and lead; as a member they cannot manage provider keys;
// the owner removes them and their access ends at once.

const e2e = serverAndBrowser();

describe('teams', () => {
  it('invites a partner who shares the portfolio until removed', async () => {
    const owner = await signedInUser(e2e, 'owner');
    owner.page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, owner.tokens.accessToken);

    // A live site with a lead from its public form.
    const search = await api('/payout-data/search?vertical=roofing&location=ID&limit=1');
    const created = await api('/sites', { kind: 'goldmine', opportunityId: search.items[0].id });
    await api(`/sites/${created.id}/deploy`, {});
    const lead = await fetch(`${e2e.server.url}/api/public/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        siteId: created.id,
        page: '/',
        ts: Date.now() - 10_000,
        redirect: '',
        website: '',
        name: 'Tara Team',
        phone: '(208) 555-0133',
        email: 'tara@visitor.test',
        zip: '83702',
        message: 'Gutter came down in the wind.',
      }),
    });
    expect(lead.status).toBe(201);

    // The owner invites the partner from Settings -> Team.
    const partner = newAccount('partner');
    await owner.page.goto('/settings#team');
    const section = owner.page.locator('section#team');
    await section.getByLabel('Invite by e-mail').fill(partner.email);
    await section.getByRole('button', { name: 'Send invitation' }).click();
    await visible(section.getByTestId('invite-sent'));
    await visible(section.getByTestId('team-invitations').getByText(partner.email));

    // The partner (an existing account) opens the link signed in and joins.
    const link = await e2e.server.mailedLink('invite', partner.email);
    const { tokens } = await registerViaApi(e2e.server.url, partner);
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    page.setDefaultTimeout(30_000);
    await page.goto('/privacy');
    await page.evaluate((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await page.goto(link.replace(e2e.server.url, ''));
    await visible(page.getByTestId('invitation-team'));
    if (SHOTS) await page.screenshot({ path: shotPath('teams-invitation.png') });
    await page.getByTestId('accept-invitation').click();
    await page.waitForURL(/\/dashboard$/);

    // Both see the same lead; the partner's user menu lists both teams.
    await page.goto('/leads');
    await visible(page.getByTestId('inbox-row').filter({ hasText: 'Tara Team' }));
    await owner.page.goto('/leads');
    await visible(owner.page.getByTestId('inbox-row').filter({ hasText: 'Tara Team' }));
    await page.getByTestId('user-menu-trigger').click();
    expect(await page.getByTestId('team-switcher-item').count()).toBe(2);
    await page.keyboard.press('Escape');

    // As a member, the partner cannot manage provider keys: no key form, and the API refuses.
    await page.goto('/settings#providers');
    await visible(page.getByTestId('provider-member-note').first());
    expect(await page.locator('section#providers input[type="password"]').count()).toBe(0);
    const refused = await fetch(`${e2e.server.url}/api/providers/census-cbp`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ apiKey: 'a'.repeat(40) }),
    });
    expect(refused.status).toBe(403);
    await page.goto('/settings#team');
    await visible(
      page.locator('section#team').getByTestId('team-member').filter({ hasText: owner.account.email }),
    );
    expect(await overflowing(page)).toEqual([]);

    // The owner removes the partner: the partner's next call no longer reaches the team's site.
    await owner.page.goto('/settings#team');
    const row = owner.page
      .locator('section#team')
      .getByTestId('team-member')
      .filter({ hasText: partner.email });
    await visible(row);
    if (SHOTS) {
      await row.scrollIntoViewIfNeeded();
      await owner.page.screenshot({ path: shotPath('teams-settings.png') });
    }
    await row.getByRole('button', { name: 'Remove' }).click();
    await owner.page.getByTestId('confirm-remove-member').click();
    await row.waitFor({ state: 'detached' });
    const after = await fetch(`${e2e.server.url}/api/sites/${created.id}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(after.status).toBe(404);
    // The partner's open page is told at once and shows their own (empty) inbox.
    await visible(page.getByText('Your team access changed'));
    await page.goto('/leads');
    await visible(page.getByTestId('screen'));
    await page.waitForTimeout(500);
    expect(await page.getByTestId('inbox-row').count()).toBe(0);
    await context.close();
  });
});
