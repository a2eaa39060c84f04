// JavaScript budgets of the web build (docs/public-pages.md#budgets), measured on apps/web/dist as
// gzip -9 of each file: what a page's HTML makes the browser fetch before its scripts run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classicScripts,
  entryScripts,
  gzipSize,
  pageScriptBytes,
  staticClosure,
  WEB_DIST,
} from './support/bundle-size';

const KB = 1024;
const STATIC_PAGES = ['index.html', 'demo.html', 'privacy.html', 'terms.html', 'get-started.html'];
const assets = () => readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
const containing = (marker: string) =>
  assets().filter((f) => readFileSync(join(WEB_DIST, 'assets', f), 'utf8').includes(marker));

describe('JavaScript budgets of the build', () => {
  it("the landing page and the other static public pages load under 60 KB (one tiny module and the theme's boot script)", () => {
    for (const page of STATIC_PAGES) {
      const bytes = pageScriptBytes(page);
      console.log(`${page}: ${(bytes / KB).toFixed(1)} KB gzipped JavaScript`);
      expect(bytes, page).toBeLessThan(60 * KB);
      expect(entryScripts(page), page).toHaveLength(1);
      expect(classicScripts(page), page).toEqual(['theme-boot.js']);
    }
  });

  it("the app's entry chunk is under 150 KB; charts and the map load only with the screens that use them", () => {
    const entries = entryScripts('app.html');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(/^assets\/index-/);
    const [entry] = entries;
    const size = gzipSize(entry);
    const before = staticClosure([entry]);
    console.log(
      `app entry ${entry}: ${(size / KB).toFixed(1)} KB; before the app runs: ${(pageScriptBytes('app.html') / KB).toFixed(1)} KB in ${before.length} files`,
    );
    expect(size).toBeLessThan(150 * KB);
    // Recharts and the US map exist in the build, but not among the files loaded before the app runs.
    for (const marker of ['recharts-wrapper', 'GeometryCollection']) {
      const chunks = containing(marker).map((f) => `assets/${f}`);
      expect(chunks.length, marker).toBeGreaterThan(0);
      expect(
        before.filter((f) => chunks.includes(f)),
        marker,
      ).toEqual([]);
    }
  });

  it("the contact page's island stays away from the app's router and realtime code", () => {
    const files = staticClosure(entryScripts('contact.html'));
    console.log(`contact.html: ${(pageScriptBytes('contact.html') / KB).toFixed(1)} KB gzipped JavaScript`);
    expect(files.filter((f) => /\/(index|router|realtime)-/.test(f))).toEqual([]);
  });
});
