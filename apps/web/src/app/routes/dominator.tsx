import { Target } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function DominatorDashboardRoute() {
  return (
    <PlaceholderScreen
      title={'Dominator'}
      description={
        'AI-powered revenue generation system: the pipeline from market scan to scored opportunities, built sites, deployments and revenue.'
      }
      icon={Target}
      emptyTitle={'No pipeline activity yet'}
      emptyText={
        'You have no saved opportunities, dominator sites or revenue. Start with Discovery to pick the markets to build for.'
      }
      actions={[
        { label: 'Find opportunities', to: '/discovery' },
        { label: 'Goldmine deployment', to: '/dominator/goldmine-deployment' },
      ]}
    />
  );
}
