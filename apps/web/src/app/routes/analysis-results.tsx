import { ClipboardList } from 'lucide-react';
import { paths } from '@/config/paths';
import { PlaceholderScreen } from './placeholder-screen';

export default function AnalysisResultsRoute() {
  return (
    <PlaceholderScreen
      title={'Analysis Results'}
      description={'The results of an analysis run: scores, findings and recommended next steps.'}
      icon={ClipboardList}
      emptyTitle={'No results to show'}
      emptyText={'This analysis has no results. Analyses you run will open here.'}
      actions={[{ label: 'Back to projects', to: paths.projects }]}
    />
  );
}
