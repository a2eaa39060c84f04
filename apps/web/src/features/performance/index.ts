// Predictions, milestones and achievements (docs/product/rules.md#predictions and
// #milestones-and-achievements).
export { achievementsQueryOptions, useAchievements } from './api/get-achievements';
export { milestonesQueryOptions, useMilestones } from './api/get-milestones';
export { usePredictions } from './api/get-predictions';
export { invalidatePerformanceQueries, performanceKeys } from './api/keys';
export { useUpdateMilestone } from './api/update-milestone';
export { AchievementItems } from './components/achievement-items';
export { AchievementsCard } from './components/achievements-list';
export { MilestoneItems, MilestonesCard } from './components/milestones-list';
export { PredictionCard } from './components/prediction-card';
export {
  basisLabel,
  type ForecastMetric,
  forecastSeries,
  forecastSummary,
  isPositionMilestone,
  milestonePercent,
  milestoneProgressText,
  orderMilestones,
} from './lib/prediction-chart';
