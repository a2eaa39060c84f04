// The pre-rendered public pages as a visitor gets them from the real server (docs/public-pages.md):
// static HTML with their own head, no app code until the visitor heads for sign-in, the contact form
// live as a small island.
import { TRIAL_DAYS } from '@sdp/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, visible, waitForPath } from './support/browser';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

const e2e = serverAndBrowser();

const PAGES = [
  { path: '/', heading: 'SEO Domination Platform', title: 'SEO Domination Platform' },
  { path: '/demo', heading: 'How it works', title: 'How it works | SEO Domination Platform' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy | SEO Domination Platform' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service | SEO Domination Platform' },
  { path: '/contact', heading: 'Contact', title: 'Contact | SEO Domination Platform' },
  { path: '/get-started', heading: 'Get started', title: 'Get started | SEO Domination Platform' },
];

/** Scripts the page requested, errors it logged (hydration mismatches included). */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { scripts, errors };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('pre-rendered public pages', () => {
  it('come as HTML with their content, title, canonical address, Open Graph and JSON-LD', async () => {
    for (const p of PAGES) {
      for (const url of [p.path, p.path === '/' ? '/' : `${p.path}/`]) {
        const res = await fetch(`${e2e.server.url}${url}`);
        expect(res.status, url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<title>${p.title}</title>`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>(<span[^>]*>)?${p.heading}<`));
        expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}${p.path}" />`);
        expect(html).toContain(`<meta property="og:url" content="${e2e.server.url}${p.path}" />`);
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
        const types = jsonLd(html).map((d) => d['@type']);
        expect(types).toContain('Organization');
      }
    }
    const landing = jsonLd(await (await fetch(`${e2e.server.url}/`)).text());
    const app = landing.find((d) => d['@type'] === 'SoftwareApplication');
    expect(app.offers).toMatchObject({
      price: '0',
      eligibleDuration: { value: TRIAL_DAYS, unitCode: 'DAY' },
    });
    expect(app.url).toBe(`${e2e.server.url}/`);
  });

  it('load no app code and log no errors; the landing page fetches the app only when "Login" is pointed at', async () => {
    for (const p of PAGES) {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, { mobile: true });
      const seen = watch(page);
      await page.goto(p.path, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: p.heading }));
      if (SHOTS)
        await page.screenshot({ path: shotPath(`public${p.path.replace(/\//g, '-')}.png`), fullPage: true });
      // The app's entry and its router and realtime chunks never load here; most pages load one tiny module plus the theme's boot script.
      expect(
        seen.scripts.filter((s) => /\/assets\/(index|router|realtime)-/.test(s)),
        p.path,
      ).toEqual([]);
      if (p.path !== '/contact')
        expect([...seen.scripts].sort(), p.path).toEqual([
          expect.stringMatching(/^\/assets\/public-/),
          '/theme-boot.js',
        ]);
      expect(seen.errors, p.path).toEqual([]);
      // Nothing wider than a phone's screen (390 px): the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(
        390,
      );
      await context.close();
    }

    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    const seen = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(seen.scripts.some((s) => /\/assets\/index-/.test(s))).toBe(false);
    const login = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' });
    const prefetched = page.waitForRequest((r) =>
      /\/assets\/index-[^/]+\.js$/.test(new URL(r.url()).pathname),
    );
    await login.hover();
    await prefetched;
    await login.click();
    await waitForPath(page, '/login');
    await visible(page.getByLabel('Email'));
    // The app registers its offline worker, which the test browser blocks (support/browser.ts).
    expect(seen.errors.filter((e) => !e.startsWith('Service worker registration failed'))).toEqual([]);
    await context.close();
  });

  it('sends a contact message from the static /contact page through its island', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    const seen = watch(page);
    await page.goto('/contact');
    await visible(page.locator('fieldset[data-live="true"]'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByText('Name is required'));
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByLabel('Message').fill('Can I host sites on my own domain?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await visible(page.getByText('Message sent'));
    if (SHOTS) await page.screenshot({ path: shotPath('public-contact-sent.png') });
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
