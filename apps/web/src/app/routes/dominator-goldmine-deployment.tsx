import { Rocket } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function GoldmineDeploymentRoute() {
  return (
    <PlaceholderScreen
      title={'Goldmine Deployment'}
      description={
        'Builds and deploys a site for each of the top goldmine locations of a vertical in one batch.'
      }
      icon={Rocket}
      emptyTitle={'No goldmines selected'}
      emptyText={
        'Batch deployment of goldmine sites is not available yet. Deploy a single site through the workflow meanwhile.'
      }
      actions={[{ label: 'Go to Deployment', to: '/deployment' }]}
    />
  );
}
