// A/B tests of a live page's headline and intro (docs/product/rules.md#ab-tests): the monitoring
// screen's card.
export { siteExperimentsQueryOptions, useSiteExperiments } from './api/get-experiments';
export { experimentsKeys, invalidateExperimentsQueries } from './api/keys';
export { ExperimentsCard } from './components/experiments-card';
export { conversionText, percent, statusText } from './lib/experiment-format';
