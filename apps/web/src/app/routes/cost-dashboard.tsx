import { CostDashboard } from '@/features/costs';

/** /cost-dashboard: the team's costs, budgets and scraper stats (docs/costs.md). */
export default function CostDashboardRoute() {
  return <CostDashboard />;
}
