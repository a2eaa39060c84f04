import { describe, expect, it } from 'vitest';
import { hidden, newPage, visible, waitForPath } from './support/browser';
import { newSignedInPage } from './support/session';
import { serverAndBrowser } from './support/suite';

const e2e = serverAndBrowser();

describe('public screens', () => {
  it('shows the landing page content', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'SEO Domination Platform' }));
    for (const name of ['Login', 'Get Started', 'Start Dominating', 'View Demo', 'Start Free Trial']) {
      await visible(page.getByRole('link', { name }).or(page.getByRole('button', { name })));
    }
    for (const title of [
      'Strategic Opportunity Engine',
      'Predictive Ranking System',
      'Competitive Intelligence',
      'Self-Learning AI',
      'Automated Execution',
      'Causal Framework',
      'Multiple Revenue Streams',
      'Lead Generation',
      'Rank & Rent',
      'SEO Services',
      'White Label',
    ]) {
      await visible(page.getByText(title, { exact: true }));
    }
    for (const name of ['Privacy', 'Terms', 'Contact']) {
      await visible(page.getByRole('contentinfo').getByRole('link', { name }));
    }
    await context.close();
  });

  it('shows a not-found screen for unknown paths', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/no/such/page');
    await visible(page.getByText(/not found/i));
    await context.close();
  });

  it('stores a contact message', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel('Message').fill('How do I add a custom domain?');
    await page.getByRole('button', { name: /send/i }).click();
    await visible(page.getByText(/message sent/i));
    await context.close();
  });

  it('sends an anonymous visitor of a protected route to /login', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/discovery');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('intendedDestination'))).toBe('/discovery');
    await context.close();
  });
});

describe('signed-in navigation', () => {
  it('sends a signed-in user away from the guest-only routes', async () => {
    const { context, page } = await newSignedInPage(e2e);
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await page.goto('/register');
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('follows every redirect of the router', async () => {
    const { context, page } = await newSignedInPage(e2e);
    const redirects: Record<string, string> = {
      '/domination': '/dashboard',
      '/intelligence': '/dashboard',
      '/domination-control': '/superweapons',
      '/domination/dashboard': '/superweapons',
      '/dominator/opportunity-discovery': '/discovery',
      '/dominator/analysis': '/discovery',
      '/opportunities/discover': '/discovery',
      '/opportunities/local': '/discovery',
    };
    for (const [from, to] of Object.entries(redirects)) {
      await page.goto(from);
      await waitForPath(page, to);
    }
    await context.close();
  });

  it('opens every protected route inside the layout', async () => {
    const { context, page } = await newSignedInPage(e2e);
    const routes = [
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
      '/opportunity/abc/details',
      '/ml-optimization',
      '/cost-dashboard',
      '/admin',
      '/superweapons',
      '/keyword-finder',
      '/analytics',
      '/quick-rank',
      '/quick-rank/wins',
      '/campaigns/new',
      '/opportunities/competitors',
      '/projects',
      '/projects/new',
      // Ids of no project: the screen answers inside the layout (the app's not-found page is for routes).
      '/projects/8d0b6f4e-0000-4000-8000-000000000001',
      '/analysis/8d0b6f4e-0000-4000-8000-000000000002',
      '/settings',
      '/onboarding',
    ];
    for (const route of routes) {
      await page.goto(route);
      await visible(page.locator('main#main-content h1'));
      expect(new URL(page.url()).pathname, route).toBe(route);
      expect(await page.getByText(/page not found/i).count(), route).toBe(0);
    }
    await context.close();
  });

  it('keeps the skip link and styles the header once scrolled', async () => {
    const { context, page } = await newSignedInPage(e2e);
    await page.goto('/settings');
    await page.keyboard.press('Tab');
    await visible(page.getByRole('link', { name: 'Skip to main content' }));
    const header = page.locator('header[data-scrolled]').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await page.waitForFunction(
      () => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'true',
    );
    await context.close();
  });
});

describe('workflow stepper', () => {
  it('shows completed, current, available and locked stages with the progress', async () => {
    const { context, page } = await newSignedInPage(e2e);
    await page.evaluate(() =>
      localStorage.setItem(
        'workflowState',
        JSON.stringify({
          workflowId: 'wf-1',
          currentStage: 2,
          completedStages: [1],
          selectedOpportunity: null,
          generatedWebsite: null,
          selectedTemplate: null,
          deployedWebsite: null,
          deploymentPlatform: null,
          activeWebsiteId: null,
          startedAt: new Date().toISOString(),
          lastUpdatedAt: new Date().toISOString(),
          isResuming: false,
          hasUnsavedChanges: false,
        }),
      ),
    );
    await page.goto('/dashboard');
    await visible(page.getByText('25% Complete'));
    const states = await page
      .locator('[data-workflow-stage]')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-workflow-stage'), e.getAttribute('data-stage-state')]),
      );
    expect(states).toEqual([
      ['1', 'completed'],
      ['2', 'current'],
      ['3', 'available'],
      ['4', 'locked'],
    ]);
    expect(await page.locator('[data-workflow-stage="4"]').isDisabled()).toBe(true);
    await page.locator('[data-workflow-stage="3"]').click();
    await waitForPath(page, '/deployment');
    await context.close();
  });

  it('ignores a workflow state it cannot parse', async () => {
    const { context, page } = await newSignedInPage(e2e);
    await page.evaluate(() => localStorage.setItem('workflowState', '{not json'));
    await page.goto('/dashboard');
    await visible(page.getByText('0% Complete'));
    await context.close();
  });
});

describe('phone viewport', () => {
  it('has the bottom tab bar and a slide-out menu that closes on Escape and on navigation', async () => {
    const { context, page } = await newSignedInPage(e2e, 'nav', { mobile: true });
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Workflow' });
    for (const name of ['Find', 'Build', 'Launch', 'Rank'])
      await visible(tabs.getByText(name, { exact: true }));
    expect(
      await page
        .getByText(/% Complete/)
        .first()
        .isVisible(),
    ).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await visible(menu);
    await page.keyboard.press('Escape');
    await hidden(menu);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(menu);
    await menu.getByRole('link', { name: /Keyword Finder/ }).click();
    await waitForPath(page, '/keyword-finder');
    await hidden(menu);
    await context.close();
  });
});
