// The templates in Chromium (docs/templates.md): for every template, a site with a phone and one
// without, served on loopback, at 390 x 844 (a phone) and 1366 x 900 (a desktop). Without scrolling,
// the header's phone link (when there is one) and the form's first field are inside the viewport and
// nothing covers them; on the phone the call bar is fixed at the bottom and covers nothing at the end
// of the page either; a site without a phone has no tel: link and no bar. Skipped without chromium
// and in the unit stage of `npm test` (SDP_LIGHTHOUSE_IN_E2E=1), like lighthouse-seo.test.ts; the
// browser stage runs it.
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, TEMPLATE_IDS } from '../src/modules/sites/generator';
import type { TemplateId } from '../src/modules/sites/generator/types';
import { dominatorSpec, goldmineSpec } from './generator-fixtures';
import { FULL_BUSINESS, NO_PHONE_BUSINESS, PHOTOS, photoFiles } from './site-facts-fixtures';
import { type SiteServer, startSiteServer } from './site-server';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const skipReason = !existsSync(CHROMIUM)
  ? `${CHROMIUM} is missing (scripts/ensure-chromium.mjs installs it; npm test runs this in its browser stage)`
  : process.env.SDP_LIGHTHOUSE_IN_E2E === '1'
    ? 'runs in the browser stage of npm test'
    : '';
if (skipReason) console.log(`Template browser test skipped: ${skipReason}`);

let server: SiteServer;
let browser: Browser;

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;

/** Where an element is and whether it is the topmost thing at its center (not covered). */
async function placeOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      uncovered: !!top && (top === el || el.contains(top)),
      viewport: { width: innerWidth, height: innerHeight },
    };
  }, selector);
}

function inside(p: NonNullable<Awaited<ReturnType<typeof placeOf>>>) {
  return p.top >= 0 && p.left >= 0 && p.bottom <= p.viewport.height && p.right <= p.viewport.width;
}

describe.skipIf(!!skipReason)('templates in Chromium', () => {
  beforeAll(async () => {
    server = await startSiteServer();
    const files = await photoFiles();
    const endpoints = {
      leadEndpoint: `${server.origin}/api/public/leads`,
      beaconEndpoint: `${server.origin}/api/public/events`,
    };
    for (const template of TEMPLATE_IDS) {
      for (const [key, business] of [
        ['phone', { ...FULL_BUSINESS, photos: PHOTOS }],
        ['nophone', NO_PHONE_BUSINESS],
      ] as const) {
        const prefix = `/s/${template}-${key}`;
        const site = await buildSite(
          goldmineSpec({ template, business, baseUrl: `${server.origin}${prefix}`, ...endpoints }),
          { photoFiles: files },
        );
        server.mounts.push({ prefix, site });
      }
      const prefix = `/s/${template}-area`;
      const site = await buildSite(
        dominatorSpec({
          template,
          business: FULL_BUSINESS,
          baseUrl: `${server.origin}${prefix}`,
          ...endpoints,
        }),
      );
      server.mounts.push({ prefix, site });
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = TEMPLATE_IDS.flatMap((t) =>
    (['phone', 'desktop'] as const).flatMap((size) =>
      (['phone', 'nophone', 'area'] as const).map((site) => [t, size, site] as const),
    ),
  );

  it.each(cases)(
    '%s at %s size, %s site: phone link and first field in view without scrolling',
    async (template: TemplateId, size: keyof typeof SIZES, site: 'phone' | 'nophone' | 'area') => {
      const context = await browser.newContext(SIZES[size]);
      const page = await context.newPage();
      try {
        const res = await page.goto(`${server.origin}/s/${template}-${site}/`, { waitUntil: 'load' });
        expect(res?.status()).toBe(200);
        const field = await placeOf(page, 'form[data-lead] input[name="name"]');
        expect(field && inside(field), JSON.stringify(field)).toBe(true);
        expect(field!.uncovered, 'the first field is not under the call bar').toBe(true);
        const bar = await placeOf(page, '.callbar');
        if (site === 'nophone') {
          expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
          expect(bar).toBeNull();
          return;
        }
        const tel = await placeOf(page, 'header a[href^="tel:"]');
        expect(tel && inside(tel) && tel.uncovered, JSON.stringify(tel)).toBe(true);
        const barVisible = await page.locator('.callbar').isVisible();
        expect(barVisible).toBe(size === 'phone');
        if (size === 'phone') {
          expect(bar!.bottom).toBeCloseTo(bar!.viewport.height, 0);
          expect(await page.locator('.callbar a[href^="tel:"]').isVisible()).toBe(true);
          // At the very end of the page the bar covers nothing (the body keeps room for it).
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const last = await placeOf(page, '.foot-legal p:last-child');
          expect(last!.bottom, 'the footer ends above the bar').toBeLessThanOrEqual(bar!.top + 1);
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
