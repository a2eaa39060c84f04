import type { Page } from 'playwright-core';

/**
 * Opens a site's screen (/deployment, stage 4 of the workflow) as the workflow would have left it
 * after generating and deploying `site` for `opportunity` (localStorage 'workflowState').
 */
export async function openSiteScreen(page: Page, site: Record<string, any>, opportunity: unknown) {
  await page.evaluate(
    ({ s, o }) => {
      const at = new Date().toISOString();
      localStorage.setItem(
        'workflowState',
        JSON.stringify({
          workflowId: `wf-${s.id}`,
          currentStage: 4,
          completedStages: [1, 2, 3],
          selectedOpportunity: o,
          generatedWebsite: {
            id: s.id,
            name: s.name,
            slug: s.slug,
            url: s.url,
            opportunityId: s.opportunityId,
            versionId: null,
            template: s.template,
          },
          selectedTemplate: null,
          deployedWebsite: null,
          deploymentPlatform: 'built-in',
          activeWebsiteId: s.id,
          startedAt: at,
          lastUpdatedAt: at,
          isResuming: false,
          hasUnsavedChanges: false,
        }),
      );
    },
    { s: site, o: opportunity },
  );
  await page.goto('/deployment');
}
