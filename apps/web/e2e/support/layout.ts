import type { Page } from 'playwright-core';

/**
 * Elements wider than the viewport (nothing may scroll sideways at 390 px), except those inside
 * a `scrollers` element (a table scrolling inside its card); the scrollers themselves count.
 */
export const overflowing = (page: Page, scrollers = '.overflow-x-auto') =>
  page.evaluate((inside) => {
    const w = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= w) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 1)
      .filter((el) => !el.closest(inside) || el.matches('.overflow-x-auto'))
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} ${Math.round(el.getBoundingClientRect().right)}`,
      );
  }, scrollers);
