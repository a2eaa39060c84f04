// SEO opportunities of a website (docs/seo-opportunities.md; screens:
// docs/product/screens.md#seo-opportunities): the panel for a project's tab and a hosted site's
// screen, with the detail in a side panel.
export { invalidateSeoOpportunityQueries, seoOpportunityKeys } from './api/keys';
export { SeoOpportunitiesPanel } from './components/seo-opportunities-panel';
export { SeoOpportunityDetail } from './components/seo-opportunity-detail';
