import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, visible } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { signedInPage } from './support/session';

// A measured figure end to end: a Census key saved in settings, a measurement run from the
// details page through the cost meter, against a local stand-in answering in the Census format.
const KEY = 'a'.repeat(40);
const requests: URL[] = [];
const census = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  if (url.searchParams.get('key') !== KEY) {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><title>Invalid Key</title></html>');
    return;
  }
  const get = (url.searchParams.get('get') ?? '').split(',');
  const county = (url.searchParams.get('for') ?? '').split(':')[1];
  const state = (url.searchParams.get('in') ?? '').split(':')[1];
  const naics = url.searchParams.get('NAICS2017') ?? '';
  const header = [...get, 'NAICS2017', 'LFO', 'EMPSZES', 'state', 'county'];
  const row = [
    ...get.map((g) => (g === 'ESTAB' ? '120' : g === 'NAME' ? 'Ada County, Idaho' : 'Roofing contractors')),
    naics,
    '001',
    '001',
    state,
    county,
  ];
  res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify([header, row]));
});

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  await new Promise<void>((resolve) => census.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(census.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([startServer({ CENSUS_API_BASE_URL: base }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => census.close(() => resolve()));
});

describe('data providers', () => {
  it('saves a Census key in settings and measures a market through the meter', async () => {
    const { context, page } = await newPage(browser, server.url);
    const { tokens } = await signedInPage(page, server.url, 'prov');
    await page.goto('/settings');
    await visible(page.getByRole('heading', { name: 'Data providers' }));
    const card = page.locator('[data-testid="provider-card"][data-provider-id="census-cbp"]');
    await card.getByLabel('API key').fill(KEY);
    await card.getByRole('button', { name: 'Save key' }).click();
    await visible(card.getByRole('button', { name: 'Remove key' }));

    const search = await fetch(
      `${server.url}/api/payout-data/search?vertical=roofing&location=Boise,%20ID&limit=1`,
      {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      },
    ).then((r) => r.json());
    const opportunity = search.data.items[0];
    expect(opportunity.confidence).toBe(0);

    await page.goto(`/opportunity/${encodeURIComponent(opportunity.id)}/details`);
    await page.getByRole('button', { name: /Measure with .*Census/ }).click();
    await page.waitForFunction(() => /40%/.test(document.body.textContent ?? ''), undefined, {
      timeout: 15_000,
    });
    expect(requests.some((u) => u.searchParams.get('NAICS2017') !== null)).toBe(true);

    const after = await fetch(
      `${server.url}/api/payout-data/opportunities/${encodeURIComponent(opportunity.id)}`,
      {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      },
    ).then((r) => r.json());
    expect(after.data.opportunity.confidence).toBeCloseTo(0.4);
    const usage = await fetch(`${server.url}/api/providers/usage`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    }).then((r) => r.json());
    expect(usage.data.scraperStats).toMatchObject({ totalCalls: 1, successRate: 100 });
    expect(usage.data.scraperStats.lastUsed).not.toBeNull();
    await context.close();
  });
});
