import { Network } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function SemanticAnalysisRoute() {
  return (
    <PlaceholderScreen
      title={'Semantic SEO'}
      description={
        'Builds topic authority by mapping the entities and questions a site should cover for its market.'
      }
      icon={Network}
      emptyTitle={'No topic maps yet'}
      emptyText={'Generate a site first; its topic coverage and the gaps in it will be mapped here.'}
      actions={[{ label: 'Build a site', to: paths.generation }]}
    />
  );
}
