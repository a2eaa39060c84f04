import { TrendingUp } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function QuickRankRoute() {
  return (
    <PlaceholderScreen
      title={'Quick Rank'}
      description={
        'Rapid ranking analysis: finds the keywords where a small change can lift a page into the top results.'
      }
      icon={TrendingUp}
      emptyTitle={'No quick wins yet'}
      emptyText={'Quick wins are found from the rankings of your live sites. None are tracked yet.'}
      actions={[]}
    />
  );
}
