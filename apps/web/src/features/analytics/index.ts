// Analytics (docs/product/rules.md#analytics-and-rollups): reports of the sites' own beacon events and the
// performance metrics.
export { analyticsQueryOptions, useAnalytics } from './api/get-analytics';
export { performanceMetricsQueryOptions, usePerformanceMetrics } from './api/get-metrics';
export { analyticsKeys, invalidateAnalyticsQueries } from './api/keys';
export { BySiteTable } from './components/by-site-table';
export { DateRangePicker } from './components/date-range-picker';
export { KpiRow, KpiRowSkeleton } from './components/kpi-row';
export { SitePerformanceTable } from './components/site-performance-table';
export { SitePicker } from './components/site-picker';
export { SourcesCard } from './components/sources-card';
export { TopPagesCard } from './components/top-pages-card';
export { TrafficChart } from './components/traffic-chart';
export { useSiteOptions } from './hooks/use-site-options';
export {
  analyticsQuery,
  type DateRange,
  describeRange,
  rangeDays,
  rangeFromParams,
  rangeToParams,
} from './lib/date-range';
export { type Delta, delta } from './lib/delta';
export { analyticsKpis, isEmptyAnalytics, type Kpi, metricsKpis } from './lib/kpis';
export { leadersAndLaggards, type SiteRow } from './lib/leaders';
