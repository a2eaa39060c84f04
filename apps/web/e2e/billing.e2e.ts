import type { Invoice, Subscription } from '@sdp/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../server/test/stripe-stand-in';
import { apiAs } from './support/api';
import { visible } from './support/browser';
import { newSignedInPage } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Billing (docs/billing.md) in the browser: a new account's trial, Pro through Stripe Checkout (the
// stand-in), the invoice and its PDF read back, cancel with a reason and reactivate.

const STRIPE_SECRET_KEY = 'sk_test_billing_e2e';
const STRIPE_WEBHOOK_SECRET = 'whsec_billing_e2e';
const env: Record<string, string> = { BILLING: 'on', STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET };
let stripe: StripeStandIn;
// Registered before serverAndBrowser's hook, so the server starts with the stand-in's address.
beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  env.STRIPE_API_URL = stripe.url;
});
afterAll(async () => {
  await stripe?.close();
});
const e2e = serverAndBrowser(env);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.locator('section#billing').screenshot({ path: shotPath(`billing-${name}.png`) });
};
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '');

/** Every text item of every page of a PDF, joined by spaces. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

describe('billing', () => {
  it('a trial, Pro through Checkout, its invoice PDF, cancel with a reason and reactivate', async () => {
    stripe.setWebhookUrl(`${e2e.server.url}/api/billing/stripe/webhook`);
    const { context, page } = await newSignedInPage(e2e, 'billing');
    const api = apiAs(e2e.server.url, await tokenOf(page));
    const start = (await api('/user/subscription')) as Subscription;
    expect(start.status).toBe('trialing');
    const days = start.trialDaysLeft as number;
    expect(days).toBeGreaterThan(0);

    // The trial: the header's indicator and the section's days left.
    await page.goto('/settings#billing');
    const section = page.locator('section#billing');
    await visible(page.getByTestId('trial-indicator'));
    expect(await page.getByTestId('trial-indicator').getAttribute('aria-label')).toBe(
      `Trial: ${days} days left`,
    );
    await visible(section.getByText(`${days} days left in your trial`));
    await visible(section.getByTestId('plan-card-trial').getByText('Current plan'));
    await shot(page, '1-trial');

    // Pro: confirm, pay on the stand-in's Checkout page, back in the app on Pro.
    await section.getByRole('button', { name: 'Choose Pro' }).click();
    const dialog = page.getByTestId('change-plan-dialog');
    await visible(dialog.getByTestId('proration-preview'));
    if (SHOTS) await dialog.screenshot({ path: shotPath('billing-2-confirm.png') });
    await dialog.getByRole('button', { name: 'Confirm Pro' }).click();
    await page.waitForURL((u) => u.origin === stripe.url, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((u) => u.origin === e2e.server.url, { timeout: 15_000 });
    await page.goto('/settings#billing');
    await visible(section.getByTestId('plan-card-pro').getByText('Current plan'), 20_000);
    await visible(section.getByTestId('current-plan').getByText('Active'));
    expect(await page.getByTestId('trial-indicator').count()).toBe(0);
    const pro = (await api('/user/subscription')) as Subscription;
    expect([pro.plan.id, pro.status, pro.provider]).toEqual(['pro', 'active', 'stripe']);

    // The invoice: listed, and its PDF (read through the API with the page's token) has the total.
    const row = section.getByTestId('invoice-row').first();
    await visible(row, 20_000);
    const { invoices } = (await api('/user/invoices')) as { invoices: Invoice[] };
    expect(invoices).toHaveLength(1);
    const inv = invoices[0] as Invoice;
    expect(inv.status).toBe('paid');
    await visible(row.getByText(inv.number));
    const total = `$${(inv.totalCents / 100).toFixed(2)}`;
    await visible(row.getByText(total));
    expect(inv.subtotalCents).toBe(7900);
    await shot(page, '3-pro');
    const res = await fetch(`${e2e.server.url}/api/user/invoices/${inv.id}/download`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain(inv.number);
    expect(text).toContain(total);
    // The button saves the same file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download invoice/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // Cancel with a reason; then reactivate.
    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByTestId('cancel-subscription-dialog');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await visible(cancel.getByText('Please give a reason'));
    await cancel.getByLabel('Why are you canceling?').fill('Trying another tool for a month');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await visible(section.getByTestId('cancel-notice'));
    expect(await section.getByTestId('cancel-notice').textContent()).toMatch(
      /^Cancels at the end of the period on /,
    );
    const canceled = (await api('/user/subscription')) as Subscription;
    expect([canceled.cancelAtPeriodEnd, canceled.cancelReason]).toEqual([
      true,
      'Trying another tool for a month',
    ]);
    await shot(page, '4-canceling');
    await section.getByRole('button', { name: 'Reactivate' }).click();
    await visible(section.getByText(/^Renews on /));
    expect(((await api('/user/subscription')) as Subscription).cancelAtPeriodEnd).toBe(false);
    await shot(page, '5-reactivated');
    await context.close();
  });

  it('a plan limit blocks the next site with the message naming the plan that lifts it', async () => {
    const { context, page } = await newSignedInPage(e2e, 'billing-limit');
    const api = apiAs(e2e.server.url, await tokenOf(page));
    const search = (await api('/payout-data/search?vertical=roofing&location=TX&limit=4')) as {
      items: { id: string }[];
    };
    expect(search.items.length).toBe(4);
    const sites: Record<string, unknown>[] = [];
    for (const [i, o] of search.items.entries())
      sites.push(
        (await api('/sites', { kind: 'goldmine', opportunityId: o.id, name: `Limit ${i}` })) as never,
      );
    // The Trial plan allows 3 live sites: three deploys pass.
    for (const site of sites.slice(0, 3)) await api(`/sites/${site.id}/deploy`, {});
    const fourth = sites[3] as { id: string; name: string; slug: string; url: string; opportunityId: string };
    // The fourth, deployed from the deployment stage as the workflow leaves it after generating.
    await page.evaluate((s) => {
      const at = new Date().toISOString();
      localStorage.setItem(
        'workflowState',
        JSON.stringify({
          workflowId: `wf-${s.id}`,
          currentStage: 3,
          completedStages: [1, 2],
          selectedOpportunity: null,
          generatedWebsite: { ...s, versionId: null, template: null },
          selectedTemplate: null,
          deployedWebsite: null,
          deploymentPlatform: 'built-in',
          activeWebsiteId: s.id,
          startedAt: at,
          lastUpdatedAt: at,
          isResuming: false,
          hasUnsavedChanges: false,
        }),
      );
    }, fourth);
    await page.goto('/deployment');
    await page.getByRole('button', { name: 'Deploy', exact: true }).click();
    await visible(page.getByText('Your Trial plan allows 3 live sites. Upgrade to Starter for 10.'), 60_000);
    if (SHOTS) await page.screenshot({ path: shotPath('billing-plan-limit.png') });
    const got = (await api(`/sites/${fourth.id}`)) as { site?: { liveVersionId: string | null } };
    expect((got.site ?? (got as { liveVersionId: string | null })).liveVersionId).toBeNull();
    await context.close();
  });
});
