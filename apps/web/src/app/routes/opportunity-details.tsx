import { Crosshair } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function OpportunityDetailsRoute() {
  return (
    <PlaceholderScreen
      title={'Opportunity Details'}
      description={
        'The full scoring of one opportunity: payout, demand, competition, estimated revenue and the inputs behind them.'
      }
      icon={Crosshair}
      emptyTitle={'Opportunity not available'}
      emptyText={'Opportunity details are not available yet. Saved opportunities will open here.'}
      actions={[{ label: 'Back to Discovery', to: '/discovery' }]}
    />
  );
}
