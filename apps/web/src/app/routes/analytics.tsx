import { BarChart3 } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function AnalyticsRoute() {
  return (
    <PlaceholderScreen
      title={'Analytics'}
      description={'Performance metrics and insights: visits, leads, rankings and revenue across your sites.'}
      icon={BarChart3}
      emptyTitle={'No analytics yet'}
      emptyText={'Analytics come from the beacon on your deployed sites. Deploy a site to start collecting.'}
      actions={[{ label: 'Deploy a site', to: '/deployment' }]}
    />
  );
}
