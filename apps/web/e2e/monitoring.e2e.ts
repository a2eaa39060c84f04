import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { overflowing } from './support/layout';
import { newSignedInPage, signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Monitoring (docs/product/screens.md#monitoring): after real visits and a lead arrive at a deployed site,
// /monitoring shows them without a reload (KPIs, milestones achieved, the forecast recalculated), /analytics
// and /dashboard show them too, and a Search Console CSV imports with its positions and source; a SERP
// check runs in the background with its progress (against a local DataForSEO stand-in).

const gscFixture = new URL('../../server/test/fixtures/gsc/Queries.csv', import.meta.url).pathname;

/** DataForSEO SERP stand-in: every keyword finds `serp.siteUrl` second, answering after a second. */
const serp = { siteUrl: 'https://example.invalid/', searched: 0 };
const serpServer = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const [task] = JSON.parse(raw || '[{}]') as Array<{ keyword?: string }>;
    serp.searched++;
    const organic = (rank: number, url: string) => ({
      type: 'organic',
      rank_group: rank,
      rank_absolute: rank,
      domain: new URL(url).hostname,
      url,
    });
    const body = {
      status_code: 20000,
      status_message: 'Ok.',
      cost: 0.002,
      tasks: [
        {
          status_code: 20000,
          status_message: 'Ok.',
          cost: 0.002,
          result: [
            {
              keyword: task?.keyword,
              items: [organic(1, 'https://www.rival-roofing.example/'), organic(2, serp.siteUrl)],
            },
          ],
        },
      ],
    };
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      1000,
    );
  });
});
// Read by the server's start (serverAndBrowser's beforeAll runs after this one).
const serverEnv: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => serpServer.listen(0, '127.0.0.1', resolve));
  serverEnv.DATAFORSEO_API_BASE_URL = `http://127.0.0.1:${(serpServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => serpServer.close(() => resolve())));
const e2e = serverAndBrowser(serverEnv);

async function api(path: string, token: string, body?: unknown) {
  const res = await fetch(`${e2e.server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
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

/** Screenshots at 1366 and 390 px (when E2E_SHOTS_DIR is set); at 390 nothing scrolls sideways. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0); // no chart tooltip left open
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  expect(await overflowing(page)).toEqual([]);
  if (SHOTS) {
    await page.screenshot({ path: shotPath(`${name}-390.png`), fullPage: true });
    // Slices of the phone page, readable one at a time.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < height; y += 1200, i += 1) {
      const clip = { x: 0, y, width: 390, height: Math.min(1200, height - y) };
      await page.screenshot({ path: shotPath(`${name}-390-part${i}.png`), fullPage: true, clip });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(`${name}-1366.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const kpi = (page: Page, key: string) =>
  page.getByTestId(`kpi-${key}`).getByTestId('kpi-value').first().textContent();

/** Waits until the KPI's number satisfies the check. */
async function waitForKpi(page: Page, key: string, ok: (n: number) => boolean, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const text = await kpi(page, key).catch(() => null);
    const n = Number((text ?? '').replace(/[^0-9.]/g, ''));
    if (text && Number.isFinite(n) && ok(n)) return n;
    if (Date.now() > until) throw new Error(`kpi-${key} stayed at ${text}`);
    await page.waitForTimeout(250);
  }
}

describe('monitoring', () => {
  it('shows visits, a lead, achieved milestones and a new forecast without a reload; imports a GSC CSV', async () => {
    const { context, page, tokens } = await signedInUser(e2e, 'monitor');
    page.setDefaultTimeout(30_000);
    const token = tokens.accessToken;

    // A live site, through the API.
    const search = await api('/payout-data/search?vertical=roofing&location=ID&limit=1', token);
    const opportunityId: string = search.items[0].id;
    const created = await api('/sites', token, { kind: 'goldmine', opportunityId, template: 'bold' });
    const deployed = await api(`/sites/${created.id}/deploy`, token, {});
    const site = deployed.site ?? deployed;
    expect(site.status).toBe('live');
    const liveUrl: string = site.url;

    // The workflow after stage 3 (as /deployment leaves it): stage 4 is current, this site active.
    await page.evaluate((id) => {
      const at = new Date().toISOString();
      localStorage.setItem(
        'workflowState',
        JSON.stringify({
          workflowId: 'wf-monitoring',
          currentStage: 4,
          completedStages: [1, 2, 3],
          selectedOpportunity: null,
          generatedWebsite: null,
          selectedTemplate: null,
          deployedWebsite: null,
          deploymentPlatform: 'built-in',
          activeWebsiteId: id,
          startedAt: at,
          lastUpdatedAt: at,
          isResuming: false,
          hasUnsavedChanges: false,
        }),
      );
    }, created.id);

    // Before any visit: zeros, pending milestones, a forecast from the opportunity estimate.
    await page.goto('/monitoring');
    await visible(page.getByTestId('monitoring-site'));
    expect(await page.getByTestId('monitoring-site').getAttribute('data-site-id')).toBe(created.id);
    await visible(page.getByText('Workflow site'));
    await visible(page.getByTestId('monitoring-kpis'));
    expect(await kpi(page, 'visitors')).toBe('0');
    const firstLead = page.locator('[data-testid="milestone"][data-kind="first_lead"]');
    const firstVisitor = page.locator('[data-testid="milestone"][data-kind="first_visitor"]');
    await visible(firstLead);
    expect(await firstLead.getAttribute('data-status')).toBe('pending');
    await visible(page.getByTestId('prediction-basis'));
    const basis = await page.getByTestId('prediction-basis').textContent();
    expect(basis).toMatch(/opportunity estimate/i);
    const calculatedBefore = await page.getByTestId('prediction-card').getAttribute('data-calculated-at');
    expect(calculatedBefore).toBeTruthy();
    // Defaults (docs/product/rules.md#predictions): 90 days, realistic.
    expect(await page.getByLabel('Time range').inputValue()).toBe('90d');
    expect(await page.getByRole('button', { name: 'Realistic' }).getAttribute('aria-pressed')).toBe('true');
    await visible(page.getByTestId('traffic-empty'));
    await shoot(page, 'monitoring-empty');

    // Real visits: the live pages in another browser, with JavaScript, so the beacon fires.
    const visitor = await e2e.browser.newContext();
    const vp = await visitor.newPage();
    expect((await vp.goto(liveUrl))?.status()).toBe(200);
    const link = await vp.evaluate(
      (base) =>
        [...document.querySelectorAll('a')]
          .map((a) => a.href)
          .find((h) => h.startsWith(base) && !h.includes('#') && h !== base) ?? null,
      liveUrl,
    );
    if (link) await vp.goto(link);
    await vp.waitForTimeout(1500);
    await visitor.close();

    // A lead: the live form without JavaScript, after the time trap.
    const noJs = await e2e.browser.newContext({ javaScriptEnabled: false });
    const fp = await noJs.newPage();
    // The contact page's full form (the home page has the short one).
    await fp.goto(new URL('contact/', liveUrl.endsWith('/') ? liveUrl : `${liveUrl}/`).href);
    await fp.waitForTimeout(2600);
    await fp.getByLabel('Name').fill('Mona Monitor');
    await fp.getByLabel('E-mail').fill('mona@visitor.test');
    await fp.getByLabel('Phone').fill('208-555-0101');
    await fp.getByLabel('How can we help?').fill('Shingles blew off in the storm.');
    await Promise.all([fp.waitForURL(/thank-you/), fp.getByRole('button', { name: 'Send request' }).click()]);
    await noJs.close();

    // Without a reload: visitors, the lead, the milestones and a recalculated forecast.
    await waitForKpi(page, 'visitors', (n) => n >= 1);
    await waitForKpi(page, 'leads', (n) => n === 1);
    await waitForKpi(page, 'pageviews', (n) => n >= (link ? 2 : 1));
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="milestone"][data-kind="first_lead"]')
          ?.getAttribute('data-status') === 'achieved',
      undefined,
      { timeout: 30_000 },
    );
    expect(await firstVisitor.getAttribute('data-status')).toBe('achieved');
    await visible(firstLead.getByText(/^Achieved /));
    await page.waitForFunction(
      (before) => {
        const now = document
          .querySelector('[data-testid="prediction-card"]')
          ?.getAttribute('data-calculated-at');
        return !!now && now !== before;
      },
      calculatedBefore,
      { timeout: 30_000 },
    );
    await visible(page.getByTestId('traffic-chart'));
    expect(
      await page.getByTestId('traffic-chart').locator('[role="img"]').getAttribute('aria-label'),
    ).toMatch(/1 lead/);

    // Acknowledge the first lead milestone (PATCH).
    await firstLead.getByRole('button', { name: 'Acknowledge First lead' }).click();
    await visible(firstLead.getByText(/seen/));

    // A Search Console export, through the file input.
    await page.getByTestId('gsc-file').setInputFiles(gscFixture);
    await visible(page.getByTestId('gsc-import-result'));
    expect(await page.getByTestId('gsc-import-result').textContent()).toMatch(
      /Queries\.csv: \d+ of \d+ rows imported/,
    );
    const row = page.getByTestId('keyword-row').filter({ hasText: 'plumber austin' }).first();
    await visible(row);
    expect(await row.getByTestId('keyword-source').textContent()).toBe('Search Console');
    expect(await row.getByTestId('keyword-position').textContent()).toBe('4.6');
    // Competitors and history open with the row; a manual position is kept with its source.
    await row.getByRole('button', { name: /plumber austin/ }).click();
    await page.getByLabel('Position today (1–100)').first().fill('3');
    await page.getByRole('button', { name: 'Save position' }).first().click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="keyword-row"]')].some(
          (r) =>
            r.getAttribute('data-keyword') === 'plumber austin' &&
            r.querySelector('[data-testid="keyword-source"]')?.textContent === 'Manual',
        ),
      undefined,
      { timeout: 15_000 },
    );
    // No SERP key in this server: a clear message with the way to Settings.
    await page.getByRole('button', { name: 'Check rankings now' }).click();
    await visible(page.getByTestId('check-error'));
    await visible(page.getByTestId('check-error').getByRole('link', { name: 'Settings' }));
    // With a DataForSEO key: the check runs in the background ("Checked N of M keywords", the button
    // disabled), then the keyword list shows the SERP positions.
    serp.siteUrl = liveUrl;
    const key = await fetch(`${e2e.server.url}/api/providers/dataforseo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: 'e2e@example.com:serp-pass' }),
    });
    expect(key.status).toBe(200);
    await page.getByRole('button', { name: 'Check rankings now' }).click();
    await visible(page.getByRole('progressbar', { name: 'Ranking check progress' }));
    expect(await page.getByTestId('check-progress').textContent()).toMatch(/Checked \d+ of \d+ keywords/);
    expect(await page.getByRole('button', { name: 'Checking…' }).isDisabled()).toBe(true);
    await visible(page.getByTestId('check-done'), 60_000);
    expect(await page.getByTestId('check-done').textContent()).toMatch(
      /^Checked \d+ keywords through the SERP provider\.$/,
    );
    expect(serp.searched).toBeGreaterThanOrEqual(1);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="keyword-row"]')].some(
          (r) =>
            r.getAttribute('data-keyword') === 'plumber austin' &&
            r.querySelector('[data-testid="keyword-source"]')?.textContent === 'SERP',
        ),
      undefined,
      { timeout: 15_000 },
    );
    const checked = page.getByTestId('keyword-row').filter({ hasText: 'plumber austin' }).first();
    expect(await checked.getByTestId('keyword-position').textContent()).toBe('2');
    expect(await page.getByRole('button', { name: 'Check rankings now' }).isDisabled()).toBe(false);

    // Completing monitoring only marks stage 4 complete.
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('workflowState') ?? '{}'));
    await page.getByRole('button', { name: 'Complete monitoring' }).click();
    await visible(page.getByTestId('stage-4-done'));
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('workflowState') ?? '{}'));
    expect(after.completedStages).toEqual([1, 2, 3, 4]);
    expect(after.currentStage).toBe(before.currentStage);
    expect(after.currentStage).toBe(4);
    expect(after.activeWebsiteId).toBe(created.id);
    expect(new URL(page.url()).pathname).toBe('/monitoring');
    await shoot(page, 'monitoring');

    // /analytics: the same visits and the lead, per site too.
    await page.goto('/analytics');
    await visible(page.getByTestId('analytics-report'));
    await waitForKpi(page, 'visitors', (n) => n >= 1);
    await waitForKpi(page, 'leads', (n) => n === 1);
    await visible(page.getByTestId('by-site-row').filter({ hasText: site.name }));
    await visible(page.getByTestId('source-row'));
    await page.getByRole('button', { name: '7 days' }).click();
    await waitForKpi(page, 'leads', (n) => n === 1);
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-12-31');
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await visible(page.getByText('From must be on or before To'));
    await shoot(page, 'analytics');

    // /dominator/analytics: the site in the portfolio table, and the portfolio forecast.
    await page.goto('/dominator/analytics');
    await visible(page.getByTestId('site-performance-row').filter({ hasText: site.name }));
    await visible(page.getByTestId('prediction-card').getByTestId('prediction-basis'));
    await page.getByRole('button', { name: 'Aggressive' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="prediction-basis"]')?.textContent?.length,
    );
    await shoot(page, 'dominator-analytics');

    // /dashboard (the portfolio home) shows them too.
    await page.goto('/dashboard');
    await waitForKpi(page, 'visitors', (n) => n >= 1);
    await waitForKpi(page, 'leads', (n) => n === 1);
    await context.close();
  });

  it('shows the empty states before any site exists', async () => {
    const { context, page } = await newSignedInPage(e2e, 'empty');
    await page.goto('/monitoring');
    await visible(page.getByText('No live sites to monitor'));
    await page.goto('/analytics');
    await visible(page.getByText('No visits yet — deploy a site or load the demo portfolio'));
    await shoot(page, 'analytics-empty');
    await page.goto('/dominator/analytics');
    await visible(page.getByText('No sites yet.'));
    await context.close();
  });
});
