import { Search } from 'lucide-react';
import { PlaceholderScreen } from './placeholder-screen';

export default function KeywordFinderRoute() {
  return (
    <PlaceholderScreen
      title={'Keyword Finder'}
      description={
        'Discovers profitable keywords for a service and a city, with estimated volume, competition and value.'
      }
      icon={Search}
      emptyTitle={'No keyword research yet'}
      emptyText={'Keyword research is not available yet. Your searches and saved keywords will appear here.'}
      actions={[]}
    />
  );
}
