import { Swords } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function CompetitiveAnalysisRoute() {
  return (
    <PlaceholderScreen
      title={'Competitive Analysis'}
      description={
        'Compares your sites with the pages that rank for the same keywords and shows where competitors are thin.'
      }
      icon={Swords}
      emptyTitle={'No competitors tracked yet'}
      emptyText={'Pick a market in Discovery, and the sites competing for it will be compared here.'}
      actions={[{ label: 'Find a market', to: paths.discovery }]}
    />
  );
}
