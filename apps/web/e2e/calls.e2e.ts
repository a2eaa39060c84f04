import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCallSid, postTwilioWebhook } from '../../server/test/twilio-standin';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverWithTwilio } from './support/twilio';
import { openSiteScreen } from './support/workflow';

// Call tracking end to end (docs/calls.md): a Twilio key saved in Settings, a tracking number bought
// there from a loopback stand-in of Twilio, signed calls arriving at the real server, and the site
// screen showing them (a qualified one as a lead); the rebuilt pages show the tracking number.

const suite = serverWithTwilio();
const e2e = suite.e2e;

async function screenshot(page: Page, name: string, width = 1366) {
  if (!SHOTS) return;
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
}

describe('call tracking', () => {
  it('buys a number in Settings, receives signed calls, shows them on the site screen', async () => {
    const { page, tokens } = await signedInUser(e2e, 'calls');
    const twilio = suite.twilio;
    page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, tokens.accessToken);

    const search = await api('/payout-data/search?vertical=roofing&location=Austin,%20TX&limit=1');
    const opportunity = search.items[0];
    const created = await api('/sites', {
      kind: 'goldmine',
      opportunityId: opportunity.id,
      business: { name: 'Lone Star Roofing', phone: '512-555-0100' },
    });
    await api(`/sites/${created.id}/deploy`, {});
    const renter = await api('/renters', {
      name: 'Ace Roofers',
      webhookUrl: 'https://example.com/hook',
      phone: '(512) 555-0177',
      pricePerCall: 65,
      callMinSeconds: 60,
    });
    await api(`/sites/${created.id}`, { renterId: renter.id }, 'PATCH');

    // Settings -> Call tracking: the key, then a number bought for the site.
    await page.goto('/settings#call-tracking');
    const section = page.locator('#call-tracking');
    await visible(section.getByText('No Twilio key: call buttons count call clicks, not calls'));
    await section.getByLabel('Account SID').fill(twilio.accountSid);
    await section.getByLabel('Auth Token').fill(twilio.authToken);
    await section.getByRole('button', { name: 'Save Twilio key' }).click();
    await visible(section.getByText(`Twilio key saved AC…${twilio.accountSid.slice(-4)}`));
    const row = section.locator(`[data-site-id="${created.id}"]`);
    await row.getByRole('button', { name: 'Add a tracking number' }).click();
    await row.getByRole('button', { name: 'Search numbers' }).click();
    await visible(row.getByText('(512) 555-0110'));
    await row.getByRole('button', { name: 'Buy', exact: true }).first().click();
    await visible(row.getByTestId('tracking-number'));
    expect(await row.getByTestId('tracking-number').textContent()).toContain('(512) 555-0110');
    await visible(row.getByTestId('consent-note'));
    expect(await row.getByTestId('consent-note').textContent()).toMatch(/TX allows recording with one party/);
    expect(twilio.numbers[0]?.voice_url).toBe(`${e2e.server.url}/api/calls/twilio/voice`);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-call-tracking-1366');

    // Two calls, signed as Twilio signs them: 75 s (a lead) and 20 s (not one).
    for (const talk of [75, 20]) {
      const params = {
        AccountSid: twilio.accountSid,
        CallSid: newCallSid(),
        From: talk === 75 ? '+15125550188' : '+15125550199',
        To: '+15125550110',
        CallStatus: 'ringing',
      };
      const voice = await postTwilioWebhook(
        e2e.server.url,
        '/api/calls/twilio/voice',
        params,
        twilio.authToken,
      );
      expect(await voice.text()).toContain('<Number>+15125550177</Number>');
      const dial = { ...params, DialCallStatus: 'completed', DialCallDuration: String(talk) };
      await postTwilioWebhook(e2e.server.url, '/api/calls/twilio/dial', dial, twilio.authToken);
      const done = { ...params, CallStatus: 'completed', CallDuration: String(talk + 5) };
      expect(
        (await postTwilioWebhook(e2e.server.url, '/api/calls/twilio/status', done, twilio.authToken)).status,
      ).toBe(204);
    }
    const leads = await api(`/leads?siteId=${created.id}`);
    expect(leads.items).toHaveLength(1);
    expect(leads.items[0]).toMatchObject({ kind: 'call', name: '(512) 555-0188', value: 65 });

    // The site screen (stage 3 of the workflow) shows the number and both calls.
    const site = await api(`/sites/${created.id}`);
    await openSiteScreen(page, site.site ?? site, opportunity);
    const card = page.getByTestId('site-calls');
    await visible(card.getByTestId('call-list'));
    expect(await card.getByTestId('tracking-number').textContent()).toContain('(512) 555-0110');
    const items = card.locator('[data-call-id]');
    expect(await items.count()).toBe(2);
    await visible(card.getByText('Not a lead'));
    await visible(card.getByTestId('call-lead'));
    await visible(card.getByText('1:15'));
    await screenshot(page, 'deployment-calls-1366');

    // The next build and deploy put the tracking number on the pages.
    await api(`/sites/${created.id}/generate`, {});
    const live = await api(`/sites/${created.id}/deploy`, {});
    const html = await (await fetch((live.site ?? live).url)).text();
    expect(html).toContain('(512) 555-0110');
    expect(html).not.toContain('(512) 555-0100');
  });
});
