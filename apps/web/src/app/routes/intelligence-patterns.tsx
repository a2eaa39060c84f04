import { Brain } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function PatternRecognitionRoute() {
  return (
    <PlaceholderScreen
      title={'Pattern Recognition'}
      description={
        'Detects recurring patterns in search results, such as which page types, lengths and schema win in a market.'
      }
      icon={Brain}
      emptyTitle={'No SERP patterns yet'}
      emptyText={
        'Patterns are computed from the search results of markets you research. None have been collected yet.'
      }
      actions={[{ label: 'Research keywords', to: paths.keywordFinder }]}
    />
  );
}
