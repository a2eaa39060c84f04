import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCallSid, postTwilioWebhook } from '../../server/test/twilio-standin';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverWithTwilio } from './support/twilio';
import { openSiteScreen } from './support/workflow';

// Numbers an operator can trust (docs/product/rules.md#revenue-metrics): a site rented at $1,200 a
// month receives a form lead (no mail server: it waits in the outbox) and a qualified call through a
// stand-in of Twilio; once both are accepted in the leads inbox, the dashboard, /dominator, the site
// screen, /dominator/analytics and the revenue API show the same booked rent, lead income and call
// income; loading the demo portfolio changes none of them.

const suite = serverWithTwilio();
const e2e = suite.e2e;

const RENT = 1200;
const PER_LEAD = 40;
const PER_CALL = 65;
const usd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Rent booked this month for a rental that started today (UTC): prorated by day. */
function rentBookedFromToday(now = new Date()) {
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.round(((RENT * (days - now.getUTCDate() + 1)) / days) * 100) / 100;
}

interface Figures {
  rent: string;
  lead: string;
  call: string;
}
async function figuresOn(page: Page, scope = page.locator('body')): Promise<Figures> {
  const read = async (id: string) => (await scope.getByTestId(id).first().textContent())?.trim() ?? '';
  return {
    rent: await read('revenue-booked-rent'),
    lead: await read('revenue-lead-income'),
    call: await read('revenue-call-income'),
  };
}

/** Waits until the screen's figures are loaded (no skeleton), then reads them. */
async function screenFigures(page: Page, path: string, expected: Figures) {
  await page.goto(path);
  await visible(page.getByTestId('revenue-booked-rent').first());
  await page
    .waitForFunction(
      (want) => document.querySelector('[data-testid="revenue-booked-rent"]')?.textContent?.trim() === want,
      expected.rent,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  return figuresOn(page);
}

describe('numbers an operator can trust', () => {
  it('rents a site at $1,200, takes a form lead and a call, and sees the same income on every screen', async () => {
    const { page, tokens } = await signedInUser(e2e, 'numbers');
    const twilio = suite.twilio;
    page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, tokens.accessToken);

    // A live site, rented at $1,200 a month to a renter who pays per lead and per call.
    const search = await api('/payout-data/search?vertical=roofing&location=Austin,%20TX&limit=1');
    const opportunity = search.items[0];
    const created = await api('/sites', {
      kind: 'goldmine',
      opportunityId: opportunity.id,
      business: { name: 'Capitol Roofing', phone: '512-555-0100' },
    });
    const deployed = await api(`/sites/${created.id}/deploy`, {});
    const renter = await api('/renters', {
      name: 'Hill Country Roofers',
      email: 'owner@roofers.test',
      phone: '(512) 555-0177',
      monthlyRent: RENT,
      pricePerLead: PER_LEAD,
      pricePerCall: PER_CALL,
      callMinSeconds: 60,
    });
    expect(
      (await fetch(await e2e.server.mailedLink('api/public/renters/confirm', 'owner@roofers.test'))).status,
    ).toBe(200);
    await api(`/sites/${created.id}`, { renterId: renter.id }, 'PATCH');

    // Call tracking: the Twilio key and a number bought from the stand-in.
    await api('/calls/key', { accountSid: twilio.accountSid, authToken: twilio.authToken }, 'PUT');
    const available = await api(`/calls/available-numbers?siteId=${created.id}`);
    await api(
      `/calls/sites/${created.id}/number`,
      { phoneNumber: available.numbers[0].phoneNumber, mode: 'buy' },
      'PUT',
    );

    // A visitor sends the contact form without JavaScript.
    const site = deployed.site ?? deployed;
    const visitor = await e2e.browser.newContext({ javaScriptEnabled: false });
    const fp = await visitor.newPage();
    await fp.goto(new URL('contact/', site.url.endsWith('/') ? site.url : `${site.url}/`).href);
    await fp.waitForTimeout(2600);
    await fp.getByLabel('Name').fill('Rosa Rain');
    await fp.getByLabel('Phone').fill('512-555-0142');
    await fp.getByLabel('E-mail').fill('rosa@visitor.test');
    await fp.getByLabel('ZIP code').fill('78704');
    await fp.getByLabel('How can we help?').fill('Shingles blew off after the storm; the attic is wet.');
    await Promise.all([fp.waitForURL(/thank-you/), fp.locator('form button[type="submit"]').first().click()]);
    await visitor.close();

    // A caller talks for 75 s: a qualified call, signed as Twilio signs its webhooks.
    const call = {
      AccountSid: twilio.accountSid,
      CallSid: newCallSid(),
      From: '+15125550188',
      To: available.numbers[0].phoneNumber,
      CallStatus: 'ringing',
    };
    const base = e2e.server.url;
    await postTwilioWebhook(base, '/api/calls/twilio/voice', call, twilio.authToken);
    await postTwilioWebhook(
      base,
      '/api/calls/twilio/dial',
      { ...call, DialCallStatus: 'completed', DialCallDuration: '75' },
      twilio.authToken,
    );
    const status = { ...call, CallStatus: 'completed', CallDuration: '80' };
    expect((await postTwilioWebhook(base, '/api/calls/twilio/status', status, twilio.authToken)).status).toBe(
      204,
    );

    // The inbox: the form lead with its message and ZIP, its e-mail queued (no mail server), and the call.
    await page.goto('/leads');
    const formRow = page.getByTestId('inbox-row').filter({ hasText: 'Rosa Rain' });
    await visible(formRow);
    expect(await formRow.getByTestId('lead-message').textContent()).toBe(
      'Shingles blew off after the storm; the attic is wet.',
    );
    expect(await formRow.getByTestId('lead-zip').textContent()).toBe('78704');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="delivery-email"]')?.getAttribute('data-status') === 'queued',
    );
    expect((await formRow.textContent())?.toLowerCase()).not.toContain('delivered');
    await visible(page.getByText('Mail is not configured: leads are kept here and in the outbox'));
    const callRow = page.getByTestId('inbox-row').filter({ hasText: '(512) 555-0188' });
    await visible(callRow);

    // Both accepted at once.
    await page.getByLabel('Select every lead of this page').check();
    await page.getByTestId('inbox-bulk-bar').getByRole('button', { name: 'Accept' }).click();
    // (each lead is drawn twice: a card for phones and a table row; both must say accepted)
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('[data-testid="lead-status"]')];
      return all.length >= 2 && all.every((e) => e.getAttribute('data-status') === 'accepted');
    });
    if (SHOTS) await page.screenshot({ path: shotPath('operator-inbox-1366.png'), fullPage: true });

    // The revenue API: rent booked for the days rented this month, one lead and one call.
    const rent = rentBookedFromToday();
    const revenue = await api('/dominator-pipeline/revenue');
    expect(revenue.thisMonth).toMatchObject({ rent, leadIncome: PER_LEAD, callIncome: PER_CALL });
    const expected: Figures = { rent: usd(rent), lead: usd(PER_LEAD), call: usd(PER_CALL) };

    // The same figures on the four screens.
    expect(await screenFigures(page, '/dashboard', expected)).toEqual(expected);
    expect(await screenFigures(page, '/dominator', expected)).toEqual(expected);
    expect(await screenFigures(page, '/dominator/analytics', expected)).toEqual(expected);
    await openSiteScreen(page, (await api(`/sites/${created.id}`)).site ?? created, opportunity);
    await visible(page.getByTestId('revenue-booked-rent').first());
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="revenue-booked-rent"]')?.textContent?.trim() === want,
      expected.rent,
    );
    expect(await figuresOn(page)).toEqual(expected);
    if (SHOTS) await page.screenshot({ path: shotPath('operator-site-screen-1366.png'), fullPage: true });

    // The demo portfolio brings its own revenue, counted only when asked for.
    expect(
      (
        await fetch(`${base}/api/demo`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        })
      ).status,
    ).toBe(202);
    const started = Date.now();
    let withDemo = await api('/dominator-pipeline/revenue?includeDemo=true');
    while (withDemo.metrics.totalRevenue <= revenue.metrics.totalRevenue && Date.now() - started < 90_000) {
      await page.waitForTimeout(2000);
      withDemo = await api('/dominator-pipeline/revenue?includeDemo=true');
    }
    expect(withDemo.metrics.totalRevenue, 'the demo portfolio earned something').toBeGreaterThan(
      revenue.metrics.totalRevenue,
    );
    const real = await api('/dominator-pipeline/revenue');
    expect(real.thisMonth).toEqual(revenue.thisMonth);
    expect(real.metrics.totalRevenue).toBe(revenue.metrics.totalRevenue);
    expect(await screenFigures(page, '/dashboard', expected)).toEqual(expected);
  });
});
