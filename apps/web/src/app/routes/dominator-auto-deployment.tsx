import { Bot } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function AutoDeploymentDashboardRoute() {
  return (
    <PlaceholderScreen
      title={'Auto Deployment'}
      description={
        'Runs deployment jobs in the background and shows their progress, sites planned, sites deployed and errors.'
      }
      icon={Bot}
      emptyTitle={'No deployment jobs'}
      emptyText={'You have not started any automatic deployment jobs.'}
      actions={[]}
    />
  );
}
