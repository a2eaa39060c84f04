export { revenueQueryOptions, useRevenue } from './api/get-revenue';
export { invalidateRevenue } from './api/keys';
export { PipelineStrip } from './components/pipeline-strip';
export { RentCharges } from './components/rent-charges';
export { RevenuePanel } from './components/revenue-panel';
export { RevenueSplitFigures } from './components/revenue-split';
export { SiteRevenueSplit } from './components/site-revenue-split';
export { useLiveRevenue } from './hooks/use-live-revenue';
