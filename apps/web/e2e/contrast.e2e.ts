import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Contrast (docs/themes.md#contrast): axe-core's color-contrast rule (WCAG AA) over every screen of
// the router, with the demo portfolio loaded, in each built-in theme in dark mode (the default).
// One page: each screen is opened once, then each theme is put on <html> by running
// the built theme-boot.js again after changing the stored theme id.

const e2e = serverAndBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const bootSource = readFileSync(new URL('../dist/theme-boot.js', import.meta.url), 'utf8');
const THEMES = ['default-dark', 'cyberpunk', 'executive'];

const STATIC_SCREENS = [
  '/',
  '/demo',
  '/privacy',
  '/terms',
  '/contact',
  '/get-started',
  '/no-such-page',
  '/dashboard',
  '/intelligence/causal',
  '/intelligence/competitive',
  '/intelligence/patterns',
  '/intelligence/semantic',
  '/intelligence/strategic',
  '/content-generator',
  '/discovery',
  '/generation',
  '/deployment',
  '/monitoring',
  '/dominator',
  '/dominator/goldmine-deployment',
  '/dominator/analytics',
  '/dominator/auto-deployment',
  '/leads',
  '/ml-optimization',
  '/cost-dashboard',
  '/superweapons',
  '/keyword-finder',
  '/analytics',
  '/quick-rank',
  '/quick-rank/wins',
  '/campaigns/new',
  '/opportunities/competitors',
  '/projects',
  '/projects/new',
  '/settings',
  '/onboarding',
];

async function until(what: string, check: () => Promise<boolean>, timeout: number) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Violation {
  target: string;
  summary: string;
}

async function contrastViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v: any) =>
      v.nodes.map((n: any) => ({
        target: String(n.target),
        summary: String(n.failureSummary).split('\n')[1] ?? '',
      })),
    );
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'), null, {
      timeout: 4_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

describe('contrast', () => {
  it('passes WCAG AA colour contrast on every screen in every built-in theme (dark mode)', async () => {
    const { page, tokens } = await signedInUser(e2e, 'contrast');
    const api = async (method: string, path: string) => {
      const res = await fetch(`${e2e.server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      return (await res.json()) as { data: any };
    };
    await api('POST', '/api/demo');
    await until(
      'the demo portfolio ready',
      async () => (await api('GET', '/api/demo')).data.status === 'ready',
      150_000,
    );
    const screens = [...STATIC_SCREENS];
    const leads = (await api('GET', '/api/leads')).data;
    const lead = Array.isArray(leads) ? leads[0] : leads?.items?.[0];
    if (lead?.id) screens.push(`/leads/${lead.id}`);
    const projects = (await api('GET', '/api/projects')).data;
    const project = Array.isArray(projects) ? projects[0] : projects?.items?.[0];
    if (project?.id) screens.push(`/projects/${project.id}`);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await settle(page);
      for (const theme of THEMES) {
        await page.evaluate(
          ([id, boot]) => {
            localStorage.setItem('themeId', id as string);
            new Function(boot as string)();
          },
          [theme, bootSource],
        );
        const found = await contrastViolations(page);
        for (const v of found) failures.push(`${theme} ${path} ${v.target}: ${v.summary}`);
        if (found.length && SHOTS)
          await page.screenshot({ path: shotPath(`contrast-${theme}${path.replaceAll('/', '_')}.png`) });
      }
    }
    await page.evaluate(() => localStorage.setItem('themeId', 'default-dark'));
    expect(failures).toEqual([]);
  }, 420_000);
});
