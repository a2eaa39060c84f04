// The landing page as a first-time visitor on a phone gets it (docs/public-pages.md#budgets):
// Lighthouse 12, mobile form factor with simulated throttling, against the real server serving the
// build. Performance at least 95, accessibility, best practices and SEO 100, and under 60 KB of
// gzipped JavaScript requested before the first paint.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  server = await startServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-component-update',
    ],
  });
});
afterAll(async () => {
  await chrome?.kill();
  await server?.stop();
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const JS_BUDGET_BEFORE_PAINT = 60 * 1024;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function audit(path: string): Promise<Lhr> {
  const result = await lighthouse(
    `${server.url}${path}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    {
      extends: 'lighthouse:default',
      settings: { onlyCategories: [...CATEGORIES], disableFullPageScreenshot: true },
    },
  );
  if (!result) throw new Error('Lighthouse gave no result');
  return result.lhr;
}

/** What fell short in a category, with Lighthouse's own words, for the failure message. */
function shortfalls(lhr: Lhr, category: string): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.displayValue ?? a.score}${a.explanation ? ` (${a.explanation})` : ''}`);
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** Transfer bytes of the scripts requested before the first contentful paint. */
function scriptBytesBeforePaint(lhr: Lhr): number {
  // Both in milliseconds from the start of the navigation.
  const metrics = lhr.audits.metrics.details as unknown as {
    items: { observedFirstContentfulPaint: number }[];
  };
  const paintMs = metrics.items[0].observedFirstContentfulPaint;
  const requests = (lhr.audits['network-requests'].details as unknown as { items: NetworkRequest[] }).items;
  return requests
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? 0) <= paintMs)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

describe('the landing page in Lighthouse (simulated mobile)', () => {
  it('scores performance >= 95 and 100 in accessibility, best practices and SEO, with little JavaScript', async () => {
    // Simulated throttling on a busy two-core machine wobbles: the better of at most two runs counts.
    let lhr = await audit('/');
    if ((lhr.categories.performance.score ?? 0) < MIN_SCORE.performance) {
      const second = await audit('/');
      if ((second.categories.performance.score ?? 0) > (lhr.categories.performance.score ?? 0)) lhr = second;
    }
    expect(lhr.runtimeError).toBeUndefined();
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c].score]));
    console.log('Lighthouse landing page:', JSON.stringify(scores), {
      fcp: lhr.audits['first-contentful-paint'].displayValue,
      lcp: lhr.audits['largest-contentful-paint'].displayValue,
      tbt: lhr.audits['total-blocking-time'].displayValue,
      cls: lhr.audits['cumulative-layout-shift'].displayValue,
      scriptBytesBeforePaint: scriptBytesBeforePaint(lhr),
    });
    for (const c of CATEGORIES) {
      expect({ category: c, score: lhr.categories[c].score, shortfalls: shortfalls(lhr, c) }).toMatchObject({
        category: c,
        score: expect.toSatisfy((s: number) => s >= MIN_SCORE[c]),
      });
    }
    expect(scriptBytesBeforePaint(lhr)).toBeLessThan(JS_BUDGET_BEFORE_PAINT);
  }, 180_000);
});
