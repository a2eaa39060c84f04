import { BarChart3 } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function AnalyticsDashboardRoute() {
  return (
    <PlaceholderScreen
      title={'Dominator Analytics'}
      description={
        'Revenue by tier and vertical, projected monthly revenue, margin and return across your dominator sites.'
      }
      icon={BarChart3}
      emptyTitle={'No revenue recorded yet'}
      emptyText={'Revenue appears here once your deployed sites receive leads.'}
      actions={[]}
    />
  );
}
