// The copy reviewer's look at every vertical in Chromium (docs/product/rules.md#site-copy): a site per
// vertical and template, with an operator's full facts, served on loopback. On a phone (390 x 844)
// the home page and the service page with the longest name show the header's phone link and the
// form's first field without scrolling; on a desktop (1366 x 900) the home page does. Headlines and
// intros differ by vertical, so this is where a long one pushing the form down would show. Skipped
// without chromium and in the unit stage of `npm test` (SDP_LIGHTHOUSE_IN_E2E=1); the browser stage
// runs it.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERTICALS } from '../src/data/verticals';
import { buildSite, TEMPLATE_IDS } from '../src/modules/sites/generator';
import { goldmineSpec, placeId } from './generator-fixtures';
import { FULL_BUSINESS } from './site-facts-fixtures';
import { type SiteServer, startSiteServer } from './site-server';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const skipReason = !existsSync(CHROMIUM)
  ? `${CHROMIUM} is missing (scripts/ensure-chromium.mjs installs it; npm test runs this in its browser stage)`
  : process.env.SDP_LIGHTHOUSE_IN_E2E === '1'
    ? 'runs in the browser stage of npm test'
    : '';
if (skipReason) console.log(`Copy review in Chromium skipped: ${skipReason}`);

const BUSINESS = { ...FULL_BUSINESS, name: 'Capital City Local Pros' };
let server: SiteServer;
let browser: Browser;
/** Per mount prefix: the paths to look at on a phone (home first). */
const targets: { prefix: string; paths: string[] }[] = [];

/** Whether the element is inside the viewport and the topmost thing at its center. */
function inView(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return `${sel} is missing`;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return `${sel} at ${Math.round(r.top)}-${Math.round(r.bottom)} px, outside ${innerWidth} x ${innerHeight}`;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top && (top === el || el.contains(top)) ? '' : `${sel} is covered`;
  }, selector);
}

describe.skipIf(!!skipReason)('copy review in Chromium: every vertical and template', () => {
  beforeAll(async () => {
    server = await startSiteServer();
    const austin = placeId('Austin', 'TX');
    for (const v of VERTICALS) {
      for (const template of TEMPLATE_IDS) {
        const prefix = `/s/${v.slug}-${template}`;
        const site = await buildSite(
          goldmineSpec({
            opportunityId: `${v.slug}~${austin}`,
            template,
            business: BUSINESS,
            baseUrl: `${server.origin}${prefix}`,
            leadEndpoint: `${server.origin}/api/public/leads`,
            beaconEndpoint: `${server.origin}/api/public/events`,
            maxAttempts: 2,
          }),
        );
        server.mounts.push({ prefix, site });
        const longest = site.pages
          .filter((p) => p.path !== '/' && p.indexable && /^\/[^/]+\/$/.test(p.path))
          .sort((a, b) => b.title.length - a.title.length)[0];
        targets.push({ prefix, paths: ['/', ...(longest ? [longest.path] : [])] });
      }
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the header phone and the first form field without scrolling', async () => {
    const problems: string[] = [];
    const sizes = [
      {
        name: 'phone',
        opts: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
        all: true,
      },
      { name: 'desktop', opts: { viewport: { width: 1366, height: 900 } }, all: false },
    ];
    for (const size of sizes) {
      const context = await browser.newContext(size.opts);
      const page = await context.newPage();
      for (const t of targets) {
        for (const path of size.all ? t.paths : t.paths.slice(0, 1)) {
          const url = `${server.origin}${t.prefix}${path}`;
          const res = await page.goto(url, { waitUntil: 'domcontentloaded' });
          if (res?.status() !== 200)
            problems.push(`${size.name} ${t.prefix}${path}: status ${res?.status()}`);
          for (const sel of ['header a[href^="tel:"]', 'form[data-lead] input[name="name"]']) {
            const why = await inView(page, sel);
            if (why) problems.push(`${size.name} ${t.prefix}${path}: ${why}`);
          }
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
