import { GitBranch } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function CausalAnalysisRoute() {
  return (
    <PlaceholderScreen
      title={'Causal Analysis'}
      description={
        'Explains why rankings, traffic and revenue moved, separating your own changes from seasonality and market shifts.'
      }
      icon={GitBranch}
      emptyTitle={'No analyses yet'}
      emptyText={
        'Causal analysis needs the history of at least one live site. Once your sites collect visits and rankings, explanations will appear here.'
      }
      actions={[{ label: 'Go to Monitoring', to: paths.monitoring }]}
    />
  );
}
