import { Megaphone } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function NewCampaignRoute() {
  return (
    <PlaceholderScreen
      title={'New Campaign'}
      description={
        'Sets up a campaign: a goal, the sites and keywords it covers and how its progress is measured.'
      }
      icon={Megaphone}
      emptyTitle={'Campaigns are not available yet'}
      emptyText={'Creating campaigns arrives in a later release.'}
      actions={[{ label: 'Back to dashboard', to: paths.dashboard }]}
    />
  );
}
