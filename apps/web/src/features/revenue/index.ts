export { PipelineStrip } from './components/pipeline-strip';
export { RevenuePanel } from './components/revenue-panel';
export { useLiveRevenue } from './hooks/use-live-revenue';
