export { revenueQueryOptions, useRevenue } from './api/get-revenue';
export { invalidateRevenue } from './api/keys';
export { PipelineStrip } from './components/pipeline-strip';
export { RevenuePanel } from './components/revenue-panel';
export { useLiveRevenue } from './hooks/use-live-revenue';
