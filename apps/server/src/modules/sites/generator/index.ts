// The site generator (docs/product/rules.md#site-generation): pure, no HTTP, no database. buildSite(spec) ->
// files + report.
export { BuiltinWriter } from './content/builtin-writer';
export { type LlmConfig, LlmError, LlmWriter } from './content/llm-writer';
export type { PageContent, PageKind } from './content/model';
export { servicesOf } from './content/services';
export type { ContentWriter, PageBrief } from './content/writer';
export { areaPlaceCount, areaPlaceIds, resolveFacts, type SiteFacts, SiteSpecError } from './facts';
export type { SimilarityReport, SiteSignature } from './similarity';
export { type BuildOptions, type BuildResult, buildSite } from './site/build-site';
export { TEMPLATE_IDS } from './templates/styles';
export type * from './types';
