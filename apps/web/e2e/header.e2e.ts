import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The app header keeps one row on a laptop (1366 px) and at the smallest width that shows the full
// menu (1024 px): no link wraps onto a second line, nothing spills past the bell and the avatar.

const e2e = serverAndBrowser();

const SCREENS = ['/dashboard', '/discovery', '/analytics', '/dominator', '/settings'];

/** The header's menu row as laid out: its height, overflow, and every item's height and top. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('[data-testid="app-header"]')!;
    const row = header.firstElementChild as HTMLElement;
    const nav = header.querySelector('nav[aria-label="Main"]') as HTMLElement;
    const items = [...nav.querySelectorAll<HTMLElement>(':scope > a, :scope > button')];
    const brand = header.querySelector('a[aria-label="SEO Domination Platform home"]') as HTMLElement;
    /** Lines the element's text takes: a wrapped text node has a box per line. */
    const lines = (el: HTMLElement) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return tops.size;
    };
    const bell = header.querySelector('[data-testid="notification-bell"]')!.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    return {
      rowHeight: row.getBoundingClientRect().height,
      rowOverflows: row.scrollWidth > row.clientWidth,
      navOverflows: nav.scrollWidth > nav.clientWidth + 1,
      navEndsBeforeBell: navBox.right <= bell.left + 1,
      brandLines: lines(brand),
      items: items.map((el) => ({
        label: el.textContent?.trim() ?? '',
        lines: lines(el),
        top: Math.round(el.getBoundingClientRect().top),
      })),
    };
  });

describe('app header', () => {
  it('stays one row at 1366 and 1024 px on every main screen', async () => {
    const { context, page } = await signedInUser(e2e, 'header');
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of SCREENS) {
        await page.goto(path);
        await visible(page.getByRole('navigation', { name: 'Main' }));
        const m = await measure(page);
        const where = `${path} at ${width} px`;
        expect(m.rowHeight, where).toBe(64);
        expect(m.rowOverflows, where).toBe(false);
        expect(m.navOverflows, where).toBe(false);
        expect(m.navEndsBeforeBell, where).toBe(true);
        expect(m.items.length, where).toBeGreaterThanOrEqual(7);
        // One line each: no label wraps ("ML / Optimization", "SEO / Domination").
        expect(m.brandLines, `brand: ${where}`).toBeLessThanOrEqual(1);
        for (const item of m.items) expect(item.lines, `${item.label}: ${where}`).toBe(1);
        expect(new Set(m.items.map((i) => i.top)).size, where).toBe(1);
        if (SHOTS)
          await page.screenshot({
            path: shotPath(`header-${path.slice(1)}-${width}.png`),
            clip: { x: 0, y: 0, width, height: 160 },
          });
      }
    }
    await context.close();
  });
});
