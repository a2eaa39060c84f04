import { PageHeader } from '@/components/ui/page-header';
import { KeywordFinderScreen } from '@/features/keyword-finder';

export default function KeywordFinderRoute() {
  return (
    <div data-testid="screen" data-screen="keyword-finder">
      <PageHeader
        title="Keyword Finder"
        description="Keyword ideas for a service in a place: estimated monthly searches, intent, difficulty and what ranking for each is worth."
      />
      <KeywordFinderScreen />
    </div>
  );
}
