import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/api';
import { visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// See what a site lacks and fix it (docs/projects.md, docs/audit.md, docs/seo-opportunities.md):
// a user makes a project of one of their hosted sites in the wizard, watches its crawl, reads an
// audit with several kinds of real issues (three seeded through the page editor: a title copied
// from another page, an emptied description and an over-long title), opens the site's SEO opportunities, implements the
// automated title fix, watches it deploy a new version, and the live page carries the new title.
// Another team gets 404 for the project, its crawl and the opportunity.

const e2e = serverAndBrowser();

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: shotPath(`${name}.png`), fullPage: true });
}

function apiFor(token: string) {
  return async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${e2e.server.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    return { status: res.status, data: json.data, json };
  };
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;

describe('projects, audit and SEO opportunities', () => {
  it('audits a hosted site, implements an automated fix and serves it live', async () => {
    const { page, tokens } = await signedInUser(e2e, 'projects');
    page.setDefaultTimeout(30_000);
    const api = apiFor(tokens.accessToken);
    const ok = async (path: string, body?: unknown, method?: string) => {
      const r = await api(path, body, method);
      if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.json)}`);
      return r.data;
    };

    // A goldmine site with two seeded faults, deployed.
    const search = await ok('/payout-data/search?vertical=roofing&location=OR&limit=1');
    const site = await ok('/sites', {
      kind: 'goldmine',
      opportunityId: search.items[0].id,
      template: 'bold',
    });
    const pages = (await ok(`/sites/${site.id}/pages`)).pages as {
      path: string;
      kind: string;
      editable: boolean;
    }[];
    const services = pages.filter((p) => p.editable && p.kind === 'service').map((p) => p.path);
    expect(services.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = services as [string, string, string];
    const a = (await ok(`/sites/${site.id}/pages/content?path=${encodeURIComponent(first)}`)).content;
    const b = (await ok(`/sites/${site.id}/pages/content?path=${encodeURIComponent(second)}`)).content;
    const editable = (c: any) => ({
      title: c.title,
      description: c.description,
      h1: c.h1,
      intro: c.intro,
      sections: c.sections,
      faqs: c.faqs,
    });
    await ok(
      `/sites/${site.id}/pages/content`,
      { path: second, content: { ...editable(b), title: a.title } },
      'PUT',
    );
    await ok(
      `/sites/${site.id}/pages/content`,
      { path: first, content: { ...editable(a), description: '' } },
      'PUT',
    );
    const c = (await ok(`/sites/${site.id}/pages/content?path=${encodeURIComponent(third)}`)).content;
    const longTitle = `${c.title} - licensed, insured, local crews with fair written estimates for every job`;
    await ok(
      `/sites/${site.id}/pages/content`,
      { path: third, content: { ...editable(c), title: longTitle } },
      'PUT',
    );
    const deployed = await ok(`/sites/${site.id}/deploy`, {});
    const liveVersion = (deployed.site ?? deployed).liveVersionId;

    // The deploy made the site's project and crawled it; remove it so the user makes it, as for a
    // site deployed before projects existed.
    await expect
      .poll(async () => ((await ok('/projects')) as any[]).some((p) => p.siteId === site.id), {
        timeout: 30_000,
      })
      .toBe(true);
    const auto = ((await ok('/projects')) as any[]).find((p) => p.siteId === site.id);
    await ok(`/projects/${auto.id}`, undefined, 'DELETE');

    // The crawl's progress reaches the browser as pushes (a hosted site is crawled in process, so
    // the bar may come and go within a second).
    const pushes: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = typeof f.payload === 'string' ? f.payload : f.payload.toString();
        if (text.includes('project:crawl')) pushes.push(text);
      }),
    );

    // The wizard: one of your hosted sites.
    await page.goto('/projects/new');
    await page.getByRole('button', { name: 'One of your hosted sites' }).click();
    await page.getByLabel('Hosted site').selectOption(site.id);
    await screenshot(page, 'project-wizard-1280');
    for (let i = 0; i < 6; i++) {
      const create = page.getByRole('button', { name: 'Create and crawl' });
      if (await create.isVisible()) break;
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Create and crawl' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = new URL(page.url()).pathname.split('/').at(-1)!;

    // The crawl's progress, pushed as it goes, then the scores.
    const bar = page.getByRole('progressbar', { name: 'Crawl progress' });
    await screenshot(page, 'project-crawling-1280');
    await expect.poll(() => pushes.some((p) => p.includes('"completed"')), { timeout: 90_000 }).toBe(true);
    expect(pushes.some((p) => p.includes('"running"'))).toBe(true);
    await expect.poll(() => bar.count(), { timeout: 30_000 }).toBe(0);
    await visible(page.getByText('Score history'));
    await screenshot(page, 'project-overview-1280');

    // The audit: at least five kinds of issue, the seeded ones among them.
    await page.getByRole('tab', { name: 'Issues' }).click();
    const checks = page.getByRole('tabpanel').locator('button[aria-expanded]');
    await expect.poll(() => checks.count()).toBeGreaterThanOrEqual(5);
    await visible(
      page
        .getByRole('tabpanel')
        .getByText(/duplicate title/i)
        .first(),
    );
    await visible(page.getByRole('tabpanel').getByText('Missing meta description').first());
    await visible(page.getByRole('tabpanel').getByText('Title too short or too long').first());
    await screenshot(page, 'project-issues-1280');

    // The SEO opportunities of the site: the title fix is automated; implement it.
    await page.getByRole('tab', { name: 'SEO opportunities' }).click();
    const panel = page.getByTestId('seo-opportunities-panel');
    const row = panel.getByTestId('opportunity-row').filter({ hasText: /share a title/ });
    await visible(row, 30_000);
    await screenshot(page, 'project-opportunities-1280');
    await row.getByRole('button').first().click();
    const detail = page.getByTestId('opportunity-detail');
    await visible(detail.getByTestId('implement-button'));
    const opportunityId = new URL(page.url()).searchParams.get('opportunity')!;
    await detail.getByTestId('implement-button').click();
    await expect
      .poll(() => detail.getByTestId('opportunity-status').first().textContent())
      .toMatch(/Implementing|Implemented/);
    await screenshot(page, 'opportunity-implementing-1280');
    await expect
      .poll(() => detail.getByTestId('opportunity-status').first().textContent(), { timeout: 120_000 })
      .toBe('Implemented');
    await visible(detail.getByTestId('implemented-links'));
    await screenshot(page, 'opportunity-implemented-1280');

    // A new version is live and the copied title is gone from the live page.
    const after = await ok(`/sites/${site.id}`);
    expect(after.liveVersionId).not.toBe(liveVersion);
    const live = await fetch(`${site.url}${second.replace(/^\//, '')}`).then((r) => r.text());
    expect(titleOf(live)).not.toBeNull();
    expect(titleOf(live)).not.toBe(a.title);

    // Another team sees none of it.
    const other = await registerViaApi(e2e.server.url, newAccount('projects-other'));
    const outsider = apiFor(other.tokens.accessToken);
    const crawls = (await ok(`/projects/${projectId}/crawls`)) as { id: string }[];
    for (const path of [
      `/projects/${projectId}`,
      `/projects/${projectId}/crawls`,
      `/crawls/${crawls[0]!.id}`,
      `/opportunities/${opportunityId}`,
      `/opportunities/${opportunityId}/implementation-progress`,
    ]) {
      expect((await outsider(path)).status, path).toBe(404);
    }
    expect((await outsider(`/opportunities/${opportunityId}/pause`, {})).status).toBe(404);
  });
});
