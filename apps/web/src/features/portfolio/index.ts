export { invalidatePortfolioQueries } from './api/keys';
export {
  usePortfolioAnalytics,
  usePortfolioMetrics,
  usePortfolioSites,
} from './api/portfolio-queries';
export { AchievementsCard } from './components/achievements-card';
export { InsightsCard } from './components/insights-card';
export { KpiRow } from './components/kpi-row';
export { LatestLeadsCard } from './components/leads-card';
export { MilestonesCard } from './components/milestones-card';
export { RankingsCard } from './components/rankings-card';
export { RowsSkeleton, Section, SectionEmpty, SectionError } from './components/section';
export { SitesCard } from './components/sites-card';
export { TrendCard } from './components/trend-card';
export { useLivePortfolio } from './hooks/use-live-portfolio';
export { buildInsights, type Insight } from './lib/insights';
export { formatDelta, portfolioKpis } from './lib/kpis';
export { monthToDate } from './lib/rankings';
