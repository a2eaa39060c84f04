// Every template scores 100 in all four Lighthouse categories (performance, accessibility, best
// practices, SEO) on a phone and on a desktop (docs/templates.md). Builds a goldmine site per
// template with an operator's full facts and photos, serves it from memory on loopback and runs
// Lighthouse 12 against Debian's chromium with its default throttling for each form factor. Skipped
// where lighthouse-seo.test.ts is: without chromium, and in the unit stage of `npm test`
// (SDP_LIGHTHOUSE_IN_E2E=1); the browser stage runs it.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, TEMPLATE_IDS } from '../src/modules/sites/generator';
import type { TemplateId } from '../src/modules/sites/generator/types';
import { goldmineSpec } from './generator-fixtures';
import { FULL_BUSINESS, PHOTOS, photoFiles } from './site-facts-fixtures';
import { type SiteServer, startSiteServer } from './site-server';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const skipReason = !existsSync(CHROME)
  ? `${CHROME} is missing (scripts/ensure-chromium.mjs installs it; npm test runs this in its browser stage)`
  : process.env.SDP_LIGHTHOUSE_IN_E2E === '1'
    ? 'runs in the browser stage of npm test'
    : '';
if (skipReason) console.log(`Lighthouse template test skipped: ${skipReason}`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
let server: SiteServer;
let chrome: chromeLauncher.LaunchedChrome | undefined;

describe.skipIf(!!skipReason)('Lighthouse, all four categories, every template', () => {
  beforeAll(async () => {
    server = await startSiteServer();
    const files = await photoFiles();
    for (const template of TEMPLATE_IDS) {
      const prefix = `/s/${template}`;
      const site = await buildSite(
        goldmineSpec({
          template,
          business: { ...FULL_BUSINESS, photos: PHOTOS },
          baseUrl: `${server.origin}${prefix}`,
          leadEndpoint: `${server.origin}/api/public/leads`,
          beaconEndpoint: `${server.origin}/api/public/events`,
        }),
        { photoFiles: files },
      );
      server.mounts.push({ prefix, site });
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await chrome?.kill();
    await server?.close();
  });

  const cases = TEMPLATE_IDS.flatMap((t) => (['mobile', 'desktop'] as const).map((f) => [t, f] as const));
  it.each(cases)(
    '%s on %s scores 100',
    async (template: TemplateId, factor: 'mobile' | 'desktop') => {
      const url = `${server.origin}/s/${template}/`;
      const settings = {
        onlyCategories: CATEGORIES,
        disableFullPageScreenshot: true,
      };
      const run = async () => {
        const result = await lighthouse(
          url,
          { port: chrome!.port, output: 'json', logLevel: 'error' },
          factor === 'desktop'
            ? { ...desktopConfig, settings: { ...desktopConfig.settings, ...settings } }
            : { extends: 'lighthouse:default', settings },
        );
        return result!.lhr;
      };
      // Performance is a simulated timing that varies from run to run on a busy two-core machine
      // (Lighthouse's own advice on variability: take several runs). Up to 3 runs, the best one kept;
      // the other categories do not vary and must be 100 in it.
      let lhr = await run();
      for (let i = 1; i < 3 && lhr.categories.performance.score !== 1; i++) {
        const again = await run();
        if ((again.categories.performance.score ?? 0) > (lhr.categories.performance.score ?? 0)) lhr = again;
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score]));
      const failing = CATEGORIES.flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter((a) => a.weight > 0)
          .map((a) => lhr.audits[a.id])
          .filter((a) => a.score !== null && a.score < 1)
          .map(
            (a) => `${c}/${a.id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details ?? {}).slice(0, 400)}`,
          ),
      );
      if (lhr.runtimeError) failing.push(`runtime error: ${lhr.runtimeError.message}`);
      // The audits under 1 name the cause when a category falls short.
      const all100 = Object.fromEntries(CATEGORIES.map((c) => [c, 1]));
      expect({ url, factor, scores }, failing.join('\n')).toEqual({ url, factor, scores: all100 });
    },
    300_000,
  );
});
