import { Lightbulb } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function StrategicOpportunityRoute() {
  return (
    <PlaceholderScreen
      title={'Strategic Opportunity'}
      description={
        'Ranks market opportunities by expected revenue, ease and confidence across verticals and locations.'
      }
      icon={Lightbulb}
      emptyTitle={'No opportunities scored yet'}
      emptyText={
        'Market scoring is not available yet. When it is, the best verticals and cities for you will be listed here.'
      }
      actions={[{ label: 'Go to Discovery', to: paths.discovery }]}
    />
  );
}
